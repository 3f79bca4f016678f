import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The two sizes every screen is checked at: a phone and a common office laptop. */
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 768 };

/** Every screen of the organization area, as its menu names it. */
/** The organization screens; `list`: the screen opens on a list (the kit's table). */
export const ORGANIZATION_SCREENS = [
  { path: '/menu_control', title: 'Control de menús', list: true },
  { path: '/access_control', title: 'Control de accesos', list: true },
  { path: '/users', title: 'Usuarios', list: true },
  { path: '/series', title: 'Series', list: true },
  { path: '/vouchers', title: 'Comprobantes', list: true },
  { path: '/establishments', title: 'Establecimiento', list: true },
  { path: '/employees', title: 'Empleados', list: true },
  { path: '/company_settings', title: 'Configuración SUNAT', list: false },
];

/** Where layout screenshots go (looked at by a person after a run): test-results/screens/<name>.png. */
const screensDir = resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');
export async function screenshot(page: Page, name: string, fullPage = true) {
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: join(screensDir, `${name}.png`), fullPage });
}

/**
 * The page never scrolls sideways: nothing is wider than the window. Polled, because a page fits a
 * new window size only after its resize observers have run (a chart keeps its old width until then).
 */
export async function expectNoSidewaysScroll(page: Page) {
  // Compared with the device's width: a phone browser widens its layout to fit a page that overflows.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'ancho de la página' })
    .toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * The element can be used where it is: inside the window's width (the page may scroll down to it,
 * never sideways) and not covered by anything (a fixed column, a header): the topmost element at
 * its centre is the element itself or inside it.
 */
export async function expectUncovered(locator: Locator) {
  await expect(locator).toBeVisible();
  const result = await locator.evaluate((el) => {
    // Only vertical scrolling of the page: a sideways scroll is what this check refuses.
    const before = el.getBoundingClientRect();
    if (before.top < 0 || before.bottom > window.innerHeight) window.scrollBy(0, before.top - window.innerHeight / 2);
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inside = box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight;
    const top = document.elementFromPoint(x, y);
    return {
      inside,
      box: `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
      hit: !!top && (el === top || el.contains(top)),
      at: top?.outerHTML.slice(0, 120) ?? null,
    };
  });
  expect(result.inside, `dentro de la ventana (${result.box})`).toBe(true);
  expect(result.hit, `no está tapado (en su lugar: ${result.at})`).toBe(true);
}

/** A table fits its card: nothing hidden to the right that needs a sideways scroll. */
export async function expectTableFits(scope: Page | Locator) {
  const table = scope.locator('.ant-table-content, .ant-table-body').filter({ visible: true }).first();
  await expect(table).toBeVisible();
  // Polled like the page's width: the table measures its columns again after a resize.
  await expect
    .poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth), { message: 'la tabla cabe en su tarjeta' })
    .toBeLessThanOrEqual(1);
}

/** The bounding boxes of a list of elements. */
export async function boxes(locators: Locator[]) {
  const out = [];
  for (const l of locators) out.push((await l.boundingBox())!);
  return out;
}

/** Waits until the open drawer has finished sliding in: it then spans the window from its left edge (a phone) or ends at its right edge. */
export async function drawerOpened(page: Page, side: 'left' | 'right' = 'right') {
  const panel = page.locator('.ant-drawer-content-wrapper').filter({ visible: true }).last();
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      const width = page.viewportSize()!.width;
      return box ? (side === 'left' ? Math.round(box.x) : Math.round(box.x + box.width) - width) : null;
    })
    .toBe(0);
}
