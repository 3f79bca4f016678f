import { useCallback, useEffect, useRef, useState } from 'react';
import { holdUnsaved } from '@trade/session';

/**
 * Unsaved changes of a form or a document, for the shell to ask before leaving
 * (`@trade/session`'s marks). `changed()` marks them — a form calls it from a change the user made,
 * so values a screen sets by itself (a default series, the day's exchange rate) do not count;
 * `saved()` clears them at once (before navigating to the saved record), and closing the screen
 * clears them too.
 */
export function useUnsavedChanges() {
  const [dirty, setDirty] = useState(false);
  const release = useRef<(() => void) | null>(null);
  const clear = useCallback(() => {
    release.current?.();
    release.current = null;
  }, []);
  const changed = useCallback(() => {
    release.current ??= holdUnsaved();
    setDirty(true);
  }, []);
  const saved = useCallback(() => {
    clear();
    setDirty(false);
  }, [clear]);
  useEffect(() => clear, [clear]);
  return { dirty, changed, saved };
}

/**
 * Whether the user acted in a form since it opened (a key, a click or a tap, text typed or pasted):
 * the form's own defaults, set by code before any of that, are not changes.
 */
export function useUserTouch() {
  const touched = useRef(false);
  const touch = useCallback(() => {
    touched.current = true;
  }, []);
  return { touched, handlers: { onKeyDownCapture: touch, onPointerDownCapture: touch, onInputCapture: touch } };
}
