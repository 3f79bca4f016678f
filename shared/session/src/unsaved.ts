/*
 * Screens with unsaved changes (a half-typed sale, an open form) hold a mark here; the shell asks
 * before leaving while one is held (a menu click, back, its own logout, closing the tab). A session
 * that ends without this tab asking (a logout in another tab, an expired token) is not held back.
 * The package is one instance for the host and every remote, so the marks are shared.
 */
import { sessionStore, tokenAtom } from './store.js';

/** The one question, in Spanish, wherever leaving would lose changes (antd confirm props). */
export const UNSAVED_CHANGES = {
  title: 'Hay cambios sin guardar',
  content: 'Si sale ahora, se perderán los cambios que no guardó.',
  okText: 'Salir sin guardar',
  cancelText: 'Seguir editando',
  // Leaving loses what was typed: the answer that does it is the dangerous one.
  okButtonProps: { danger: true },
} as const;

const marks = new Set<symbol>();

/** Marks unsaved changes; the answer releases the mark (saved, discarded, or the screen closed). */
export function holdUnsaved(): () => void {
  const mark = Symbol('sin guardar');
  marks.add(mark);
  return () => {
    marks.delete(mark);
  };
}

/** Whether some screen holds unsaved changes now. */
export const hasUnsavedChanges = (): boolean => marks.size > 0;

/** A place in the app: the router's location. */
export interface AppPlace {
  pathname: string;
  search: string;
}

/**
 * Whether going from one place to another must ask first: some screen holds changes, the session
 * is still open (a logout in another tab or an expired token lets the tab go: nothing can be saved
 * any more) and the place changes (another screen, or another page of it such as a document's list).
 */
export const leavingAsks = (from: AppPlace, to: AppPlace): boolean =>
  hasUnsavedChanges() &&
  sessionStore.get(tokenAtom) !== null &&
  (from.pathname !== to.pathname || from.search !== to.search);

/** Asks the browser to confirm closing or reloading the tab while changes are unsaved (its own dialog). */
export function guardTabClose(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: BeforeUnloadEvent) => {
    if (!hasUnsavedChanges()) return;
    event.preventDefault();
    // Older browsers read returnValue; modern ones show their own text.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', listener);
  return () => window.removeEventListener('beforeunload', listener);
}
