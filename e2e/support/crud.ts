import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { readFileSync } from 'node:fs';
import { ADMIN } from './app';
import type { ProductServer } from './test';

/**
 * Helpers for screens built on the @trade/ui kit: the same toolbar, table, form, confirmation
 * and export everywhere, so every screen's test drives them the same way.
 */

/** A unique suffix so tests of one run (one database) never collide. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
/** Digits for unique codes and documents. */
export const digits = (n: number) => String(Date.now()).slice(-n).padStart(n, '0');

/** Opens a screen from the side menu and waits for its heading. */
export async function openScreen(page: Page, menu: string, heading = menu) {
  // On a phone the menu is in a drawer behind a button (expanded while the drawer is open).
  const opener = page.getByRole('button', { name: 'Abrir menú', expanded: false });
  // A menu item's name starts with its icon's name ('menu Control de menús'). Only the current
  // screen's group is open: when the item is in a closed group, open the closed groups first.
  const item = page.getByRole('menuitem', { name: new RegExp(`^(\\S+ )?${menu}$`) });
  const closedGroups = page
    .locator('.shell-menu .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title')
    .filter({ visible: true });
  const title = page.getByRole('heading', { name: heading, level: 4 });
  let clicked = false;
  await expect(async () => {
    // On a loaded machine a click can land after its 2 s timeout: the screen opened and the phone's
    // drawer closed, so the retry must neither click again nor look for the item in a closed drawer.
    if (clicked && (await title.isVisible())) return;
    if (await opener.isVisible()) await opener.click({ timeout: 2000 });
    while (!(await item.isVisible()) && (await closedGroups.count()) > 0)
      await closedGroups.first().click({ timeout: 2000 });
    clicked = true;
    await item.click({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(title).toBeVisible();
}

/** The open modal or drawer. */
export const dialog = (page: Page) =>
  page.locator('.ant-modal-wrap, .ant-drawer-content-wrapper').filter({ visible: true }).last();
/**
 * Waits until an antd modal or popover has finished zooming in. A click on a button that is still
 * growing can press it at one place and release it at another, and antd never sees the click (a
 * 'Salir sin guardar' lost that way left the question open on a loaded machine).
 */
export async function zoomedIn(overlay: Locator) {
  await expect(overlay).toBeVisible();
  await expect(overlay).not.toHaveClass(/\bant-zoom(-big)?-(appear|enter)\b/);
}
/**
 * The open confirmation (antd's confirm) with this text, once it can be answered. A confirmation
 * just answered may still be fading out when the next one opens: only the one not leaving counts.
 */
export async function openConfirm(page: Page, text?: string | RegExp) {
  const open = page.locator('.ant-modal-confirm:not(.ant-zoom-leave)');
  const confirm = text === undefined ? open : open.filter({ hasText: text });
  await zoomedIn(confirm);
  return confirm;
}
/**
 * Cancels a form the user typed in: the kit asks 'Hay cambios sin guardar' (its own test:
 * shared/ui/test/dom, e2e unsaved-changes.spec.ts) and the journey leaves without saving.
 */
export async function discardForm(page: Page, form: Locator) {
  const question = page.locator('.ant-modal-confirm').filter({ hasText: 'Hay cambios sin guardar', visible: true });
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await (await openConfirm(page, 'Hay cambios sin guardar')).getByRole('button', { name: 'Salir sin guardar' }).click();
  // the question closes first: until then a form locator of visible modals may match it too
  await expect(question).toHaveCount(0);
  await expect(form).toBeHidden();
}
/** The open confirmation popover (closed ones stay in the DOM, hidden). */
export const confirmation = (page: Page) => page.locator('.ant-popover').filter({ visible: true });
/** A row of the (visible) table containing this text. */
export const row = (scope: Page | Locator, text: string) =>
  scope.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: text, visible: true });
/** Data rows of the visible table in a scope. */
export const rows = (scope: Page | Locator) =>
  scope.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });

/**
 * Picks an option of an antd select found by its accessible name (optional fields' labels end in
 * '(opcional)'). Remote options may still be loading or the list animating: the pick is retried
 * until the dropdown closes with the choice made.
 */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const select = scope.getByRole('combobox', { name: new RegExp(`^${escaped}( \\(opcional\\))?$`) }).first();
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
  await expect(async () => {
    if (!(await dropdown.isVisible())) await select.click({ timeout: 2000 });
    if (typeof option === 'string') await select.fill(option, { timeout: 2000 }).catch(() => undefined);
    await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2000 });
    await expect(dropdown).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Chooses with Enter the one option a lookup found (and checks its text when given). Enter acts on
 * the highlighted option, which the list sets just after it renders new options: pressing before
 * that, under load, chose nothing.
 */
export async function enterOnlyOption(page: Page, text?: string) {
  const options = page.locator('.ant-select-dropdown').filter({ visible: true }).locator('.ant-select-item-option');
  await expect(options).toHaveCount(1);
  if (text) await expect(options.first()).toHaveText(text);
  await expect(options.first()).toHaveClass(/ant-select-item-option-active/);
  await page.keyboard.press('Enter');
}

/**
 * Opens a new document from its list's button and waits for its form: the list stays on screen
 * while the editor loads, and its own 'Almacén' filter must not take the first choice.
 */
export async function newDocument(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/documento=nuevo/);
  await expect(page.getByRole('form', { name: 'Datos del documento' })).toBeVisible();
}

/** Clicks a button that opens a modal or drawer form, again if a busy page lost the click, and returns the form. */
export async function openForm(page: Page, button: string) {
  const form = dialog(page);
  await expect(async () => {
    if (!(await form.isVisible())) await page.getByRole('button', { name: button }).click({ timeout: 2000 });
    await expect(form).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return form;
}

/** Closes the open drawer with its close button. */
export async function closeDrawer(page: Page) {
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ visible: true }).last();
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
}

/**
 * Waits until no modal is open or closing: antd gives the focus back to the button that opened a
 * modal when it finishes closing, and a key pressed meanwhile would go to that button.
 */
export async function noDialogOpen(page: Page) {
  await expect(page.locator('.ant-modal-wrap').filter({ visible: true })).toHaveCount(0);
}

/** Types in the kit's text filter and waits for the URL to keep it. */
export async function search(page: Page, text: string, scope: Page | Locator = page) {
  await noDialogOpen(page);
  const box = scope
    .getByRole('searchbox', { name: 'Buscar' })
    .or(scope.getByRole('textbox', { name: 'Buscar' }))
    .first();
  await box.fill(text);
  await box.press('Enter');
  await expect(scope.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
}

/** Waits until the visible tables stop loading (layout settles before the next click). */
export async function settled(scope: Page | Locator) {
  await expect(scope.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
}

/** Deletes a row after the confirmation and waits for the server's answer. */
export async function deleteRow(page: Page, name: string, toastText: string | RegExp) {
  await page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
  const popover = confirmation(page);
  await expect(popover.getByText(`«${name}»`)).toBeVisible();
  await zoomedIn(popover);
  await popover.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toastOf(page, toastText)).toBeVisible();
}

/** Cancels a delete: the row stays. */
export async function cancelDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Eliminar ${name}`, exact: true }).click();
  await zoomedIn(confirmation(page));
  await confirmation(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmation(page)).toHaveCount(0);
}

export const toastOf = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });
/** An error-styled toast (the state toggle's deactivation notice, failures). */
export const errorToast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice:has(.ant-message-error)').filter({ hasText: text });
export const successToast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice:has(.ant-message-success)').filter({ hasText: text });

/**
 * Exports the list to Excel, checks the file name and reads the sheet back with read-excel-file.
 * `toast`, the export's notice, is watched from the click on: it closes after 3 s.
 */
export async function exportExcel(page: Page, fileName: RegExp, scope: Page | Locator = page, toast?: RegExp) {
  const download = page.waitForEvent('download');
  const announced = toast ? expect(toastOf(page, toast)).toBeVisible() : undefined;
  await scope.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const file = await download;
  await announced;
  expect(file.suggestedFilename()).toMatch(fileName);
  const path = await file.path();
  return readSheet(readFileSync(path));
}

/** An API client of this worker's product signed in as the admin, to prepare data fast (many rows for paging). */
export async function adminApi(server: ProductServer): Promise<APIRequestContext & { token: string }> {
  const baseURL = server.url;
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const answer = await (
    await anonymous.post('/api/login', { data: { username: ADMIN.usuario, password: ADMIN.password } })
  ).json();
  await anonymous.dispose();
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${answer.token}` },
  });
  return Object.assign(context, { token: answer.token as string });
}

/** POSTs an envelope call and fails the test unless it answers 200. */
export async function apiPost<T = any>(api: APIRequestContext, url: string, body: unknown): Promise<T> {
  const answer = await (await api.post(`/api${url}`, { data: body })).json();
  expect(answer.status, `${url}: ${answer.mensaje}`).toBe(200);
  return answer.detalles as T;
}

export async function apiGet<T = any>(
  api: APIRequestContext,
  url: string,
  params?: Record<string, string | number>,
): Promise<T> {
  const answer = await (await api.get(`/api${url}`, { params })).json();
  expect(answer.status, `${url}: ${answer.mensaje}`).toBe(200);
  return answer.detalles as T;
}

type Menu = {
  idmenu: number;
  nombre: string;
  ruta: string | null;
  area: string | null;
  icono: string | null;
  orden: number;
  idpadre: number | null;
};

/**
 * Every published screen has its menu in the demo, a screen opens from one menu only, and a screen's
 * menu is never deleted (it would take the screen from every user: issue 23). A test that puts
 * screens under menus of its own moves their menus there (`place`) and afterwards puts them back
 * with their name and place (`giveBack`); a menu keeps its id, so every user keeps the screen.
 */
export async function borrowScreens(server: ProductServer, routes: string[]) {
  const api = await adminApi(server);
  const originals = (await apiGet<Menu[]>(api, '/menu', { page: 1, pageSize: 100 })).filter(
    (m) => m.ruta && routes.includes(m.ruta),
  );
  await api.dispose();
  const save = async (menu: Menu, changes: Partial<Menu> = {}) => {
    const api = await adminApi(server);
    const { idmenu, nombre, ruta, area, icono, orden, idpadre } = { ...menu, ...changes };
    const saved = await apiPost<Menu>(api, '/amenu', { idmenu, nombre, ruta, area, icono, orden, idpadre });
    await api.dispose();
    return saved;
  };
  return {
    /** Moves the menu of screen `ruta` under `idpadre` with this name; its id. */
    async place(ruta: string, changes: { nombre: string; idpadre: number; orden?: number }): Promise<number> {
      const menu = originals.find((m) => m.ruta === ruta);
      if (!menu) throw new Error(`Ningún menú abre la pantalla ${ruta}`);
      return (await save(menu, changes)).idmenu;
    },
    /** Every borrowed menu back with its name and place. */
    async giveBack(): Promise<void> {
      for (const menu of originals) await save(menu);
    },
  };
}
