import { useCallback, useEffect, useState } from 'react';
import type { RemoteScreen } from '@trade/session';
import { loadAreaScreens } from '../remotes/manifest';

export type AreaState =
  | { status: 'loading' }
  | { status: 'ready'; screens: RemoteScreen[]; attempt: number }
  | { status: 'failed'; error: string; attempt: number };

// Loaded declarations survive navigation; a failed area is only retried on request.
const loads = new Map<string, { promise: Promise<RemoteScreen[]>; attempt: number }>();

function load(area: string, retry: boolean) {
  const previous = loads.get(area);
  if (previous && !retry) return previous;
  const next = { promise: loadAreaScreens(area, retry), attempt: (previous?.attempt ?? 0) + (retry ? 1 : 0) };
  loads.set(area, next);
  return next;
}

/** The screens each area (remote) of the user's menu declares; one area failing leaves the others working. */
export function useAreaScreens(areas: string[]) {
  const [states, setStates] = useState<Record<string, AreaState>>({});
  const key = areas.join('|');

  const start = useCallback((area: string, retry: boolean) => {
    const { promise, attempt } = load(area, retry);
    setStates((s) => ({ ...s, [area]: { status: 'loading' } }));
    promise.then(
      (screens) => setStates((s) => ({ ...s, [area]: { status: 'ready', screens, attempt } })),
      (error: unknown) => {
        // The runtime's English detail goes to the console; the screen says it in Spanish.
        console.error(`No se pudo cargar el módulo «${area}»:`, error);
        setStates((s) => ({
          ...s,
          [area]: { status: 'failed', error: error instanceof Error ? error.message : String(error), attempt },
        }));
      },
    );
  }, []);

  useEffect(() => {
    // Once the shell (its menu) has been painted: fetching and running the areas' code right after
    // sign-in would otherwise hold the first paint of the menu back (login → menu, docs/testing.md).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        for (const area of areas) start(area, false);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, start]);

  return { states, retry: useCallback((area: string) => start(area, true), [start]) };
}
