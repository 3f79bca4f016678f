/** @jest-environment ./test/dom/environment.mjs */
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { App } from 'antd';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UNSAVED_CHANGES, guardTabClose, holdUnsaved, leavingAsks, sessionStore, tokenAtom } from '@trade/session';
import { useLeaveGuard } from '@trade/session/leave';

/*
 * The rules the shell's guard applies (useLeaveGuard, @trade/session/leave): the kit's forms and documents
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

/** The shell's part that asks: its guard, inside antd's App. */
function Shell() {
  useLeaveGuard();
  return null;
}

describe("the shell's question", () => {
  /** A shell on a new sale, opened from the sales list (one step back). */
  function openSale() {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <App>
              <Shell />
            </App>
          ),
        },
      ],
      {
        initialEntries: ['/sales', '/sales?documento=nuevo'],
        initialIndex: 1,
      },
    );
    render(<RouterProvider router={router} />);
    return router;
  }
  const place = (router: ReturnType<typeof openSale>) => router.state.location.pathname + router.state.location.search;
  const answer = (text: string) => {
    const buttons = screen.getAllByRole('button', { name: text });
    fireEvent.click(buttons[buttons.length - 1]!);
  };

  test("back pressed right after 'Seguir editando' is asked again (both reach React in one render)", async () => {
    release = holdUnsaved();
    const router = openSale();
    await act(() => router.navigate('/orders'));
    await screen.findByRole('button', { name: UNSAVED_CHANGES.cancelText });
    expect(place(router)).toBe('/sales?documento=nuevo');

    // The answer and the next move in one batch: React sees the blocker 'blocked' before and after.
    await act(async () => {
      answer(UNSAVED_CHANGES.cancelText);
      await router.navigate(-1);
    });
    await waitFor(() => expect(screen.getAllByRole('button', { name: UNSAVED_CHANGES.okText })).toHaveLength(1));
    expect(place(router)).toBe('/sales?documento=nuevo');
    await act(async () => answer(UNSAVED_CHANGES.okText));
    await waitFor(() => expect(place(router)).toBe('/sales'));
  });
});
