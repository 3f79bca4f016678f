import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appNotificationConfig } from '@trade/session/notify';

/**
 * A kit screen as the shell shows it: a router (the URL keeps the list's state) and antd's App in Spanish.
 * antd generates no styles at run time (`zeroRuntime`): the setup gives the document the rules of antd's
 * stylesheet that decide what is hidden (`visibility-styles.ts`), and jsdom no longer matches ~1,500 rules
 * per computed style (seconds per role query).
 */
export function renderScreen(ui: ReactNode, { route = '/pantalla' } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ConfigProvider locale={esES} theme={{ zeroRuntime: true }}>
            <App {...appNotificationConfig}>{ui}</App>
          </ConfigProvider>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  // No check of 'pointer-events' up the tree on every pointer action: in jsdom each is a
  // getComputedStyle over antd's injected styles, seconds per click; the browser journeys click for real.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...render(<RouterProvider router={router} />), router, user };
}

/** The search params of the screen's URL now. */
export const searchOf = (router: ReturnType<typeof createMemoryRouter>) =>
  new URLSearchParams(router.state.location.search);

/** A promise and the function that settles it (an answer the test lets through when it wants). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The files the screen downloaded in this test (exports), with the names their links gave them. */
export const downloadedBlobs = (): { name: string; blob: Blob }[] => [
  ...((globalThis as { downloadedFiles?: { name: string; blob: Blob }[] }).downloadedFiles ?? []),
];

/** The bytes of a downloaded file (jsdom's Blob has no arrayBuffer(); its FileReader reads them). */
export const bytesOf = (blob: Blob) =>
  new Promise<Buffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** The text of each downloaded file, a byte-order mark kept. */
export async function downloaded(): Promise<string[]> {
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  return Promise.all(downloadedBlobs().map(async ({ blob }) => decoder.decode(await bytesOf(blob))));
}
