/*
 * What jsdom lacks and antd reads: media queries (responsive layout; a 1366 px desktop), element
 * sizes (virtual lists, tables), pseudo-element styles and object URLs of downloaded files (kept to be read by the tests).
 * Only in the jsdom environment; the Node tests run as they are.
 */
import { afterEach } from '@jest/globals';
import { configure } from '@testing-library/react';
import { antdVisibilityStyles } from './visibility-styles';

// findBy*/waitFor wait for what the screen shows; on a loaded machine antd's first render of a
// screen can take seconds, so the bound is generous (a passing wait returns as soon as it holds).
configure({ asyncUtilTimeout: 20_000 });

if (typeof window !== 'undefined') {
  const styles = document.createElement('style');
  styles.textContent = antdVisibilityStyles(document);
  document.head.append(styles);
  const mediaQuery = (query: string) => {
    const min = Number(query.match(/min-width:\s*(\d+)/)?.[1] ?? 0);
    const max = Number(query.match(/max-width:\s*(\d+)/)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      matches: 1366 >= min && 1366 <= max,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  Object.defineProperty(window, 'matchMedia', { writable: true, value: mediaQuery });
  class NoResize {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResize });
  // jsdom computes no pseudo-element styles (and logs an error when asked); antd's tables and
  // modals measure the scrollbar's: they get the element's own.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  // Files the screen downloads (an export): the blob behind each object URL and the name the link gave it.
  const blobs = new Map<string, Blob>();
  const downloads: { name: string; blob: Blob }[] = [];
  let next = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${++next}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  // jsdom does not navigate; a download link's click is recorded instead.
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) downloads.push({ name: this.download, blob });
  };
  (globalThis as { downloadedFiles?: typeof downloads }).downloadedFiles = downloads;
  afterEach(() => {
    downloads.length = 0;
    // The list keeps its column choice in localStorage: each test starts from the resource's own.
    localStorage.clear();
  });
}
