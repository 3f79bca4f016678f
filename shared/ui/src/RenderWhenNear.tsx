import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once their place comes near the screen, and keeps them from then on. Below
 * the fold of a home page (charts, their library) the first paint does not wait for them, which a
 * phone feels most. Until then it holds their place with `placeholder`, at about their height so
 * nothing jumps. Without IntersectionObserver it renders at once.
 */
export function RenderWhenNear({
  children,
  placeholder,
  label,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** Name of the placeholder's region, for assistive technology (and for tests to scroll to it). */
  label: string;
}) {
  const place = useRef<HTMLElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return (
    <section ref={place} aria-label={label} aria-busy>
      {placeholder}
    </section>
  );
}
