import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** 'Cargando....' appears only when loading lasts more than 300 ms, so fast screens never flash it. */
export function DelayedFallback({ delay = 300 }: { delay?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return visible ? (
    <div className="trade-loading" role="status">
      Cargando....
    </div>
  ) : null;
}

export const Lazy = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<DelayedFallback />}>{children}</Suspense>
);
