import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The URL's search params and a way to change some of them. React Router's functional
 * `setSearchParams` hands over the params of the render that created it, so two changes made before
 * the next render (a product chosen, then a warehouse while the first navigation is still pending)
 * lose the first one. Each change here builds on the last params written, until the URL itself moves.
 */
export function useUrlParams() {
  const [search, setSearch] = useSearchParams();
  const latest = useRef(search);
  const seen = useRef(search.toString());
  if (search.toString() !== seen.current) {
    seen.current = search.toString();
    latest.current = search;
  }
  const update = useCallback(
    /** `change` edits a copy of the latest params in place, or returns new ones. */
    (change: (copy: URLSearchParams) => URLSearchParams | void) => {
      const copy = new URLSearchParams(latest.current);
      const next = change(copy) ?? copy;
      latest.current = next;
      setSearch(next, { replace: true });
    },
    [setSearch],
  );
  return [search, update] as const;
}
