/** @jest-environment ./test/dom/environment.mjs */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { guardTabClose, holdUnsaved, leavingAsks, sessionStore, tokenAtom } from '@trade/session';

/*
 * The rules the shell's guard applies (host/src/shell/LeaveGuard.ts): the kit's forms and documents
 * hold the marks (form.test.tsx, document.test.tsx); the browser journey is e2e/tests/unsaved-changes.spec.ts.
 */

const SALE = { pathname: '/sales', search: '?documento=nuevo' };
const closeTab = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

let release: (() => void) | null = null;
beforeEach(() => {
  sessionStore.set(tokenAtom, 'token');
});
afterEach(() => {
  release?.();
  release = null;
  sessionStore.set(tokenAtom, null);
});

describe('leaving a screen', () => {
  test('nothing held: every move goes through', () => {
    expect(leavingAsks(SALE, { pathname: '/orders', search: '' })).toBe(false);
  });

  test('changes held: another screen, another page of it (back to the list) ask; staying does not', () => {
    release = holdUnsaved();
    expect(leavingAsks(SALE, { pathname: '/orders', search: '' })).toBe(true);
    expect(leavingAsks(SALE, { pathname: '/sales', search: '' })).toBe(true);
    expect(leavingAsks(SALE, { ...SALE })).toBe(false);
    release();
    expect(leavingAsks(SALE, { pathname: '/orders', search: '' })).toBe(false);
  });

  test('a session ended elsewhere (another tab logged out) lets the tab go to the login', () => {
    release = holdUnsaved();
    sessionStore.set(tokenAtom, null);
    expect(leavingAsks(SALE, { pathname: '/login', search: '' })).toBe(false);
  });

  test('two screens holding: asked until both release', () => {
    release = holdUnsaved();
    const form = holdUnsaved();
    release();
    release = null;
    expect(leavingAsks(SALE, { pathname: '/orders', search: '' })).toBe(true);
    form();
    expect(leavingAsks(SALE, { pathname: '/orders', search: '' })).toBe(false);
  });
});

describe('closing the tab', () => {
  test('the browser is asked to confirm only while changes are held', () => {
    const stop = guardTabClose();
    try {
      expect(closeTab()).toBe(false);
      release = holdUnsaved();
      expect(closeTab()).toBe(true);
      release();
      release = null;
      expect(closeTab()).toBe(false);
    } finally {
      stop();
    }
    // Unsubscribed: nothing asks any more.
    release = holdUnsaved();
    expect(closeTab()).toBe(false);
  });
});
