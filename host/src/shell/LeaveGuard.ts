import { useEffect } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router-dom';
import { UNSAVED_CHANGES, guardTabClose, hasUnsavedChanges, leavingAsks } from '@trade/session';

/**
 * While a screen holds unsaved changes, leaving it asks first: another screen of the menu, back or
 * forward, another page of the same screen (a document's list), closing or reloading the tab. A
 * session that ended elsewhere (a logout in another tab, an expired token) is let through: there
 * is nothing left to save with.
 */
export function useLeaveGuard() {
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => leavingAsks(currentLocation, nextLocation));
  // One question per blocked navigation (the blocker object is renewed on every render).
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      ...UNSAVED_CHANGES,
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed?.(),
      onCancel: () => blocker.reset?.(),
    });
  }, [blocker.state]);
  useEffect(() => guardTabClose(), []);

  /** Runs `leave` now, or after the user agrees to lose the changes (the shell's own logout). */
  return (leave: () => void) => {
    if (!hasUnsavedChanges()) return leave();
    modal.confirm({ ...UNSAVED_CHANGES, okButtonProps: { danger: true }, onOk: leave });
  };
}
