import { useEffect } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router-dom';
// The package itself, not './unsaved.js': this entry is shared on its own, and the marks must be
// the ones of the one shared '@trade/session' every screen holds them in.
import { UNSAVED_CHANGES, guardTabClose, hasUnsavedChanges, leavingAsks } from '@trade/session';

/**
 * The shell's guard: while a screen holds unsaved changes, leaving it asks first (another screen of
 * the menu, back or forward, another page of the same screen such as a document's list, closing or
 * reloading the tab). A session that ended elsewhere (a logout in another tab, an expired token) is
 * let through: there is nothing left to save with.
 */
export function useLeaveGuard() {
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => leavingAsks(currentLocation, nextLocation));
  // One question per blocked navigation. The blocked place tells one from the next: an answer and
  // the next blocked move (back pressed right after 'Seguir editando') can reach React in one render,
  // and the state alone would read 'blocked' twice and never ask again.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      ...UNSAVED_CHANGES,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker.state, blocker.location]);
  useEffect(() => guardTabClose(), []);

  /** Runs `leave` now, or after the user agrees to lose the changes (the shell's own logout). */
  return (leave: () => void) => {
    if (!hasUnsavedChanges()) return leave();
    modal.confirm({ ...UNSAVED_CHANGES, onOk: leave });
  };
}
