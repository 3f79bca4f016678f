import { expect, test } from '../support/test';
import { ADMIN, login, toast } from '../support/app';
import {
  adminApi,
  apiGet,
  apiPost,
  borrowScreens,
  choose,
  openScreen,
  row,
  rows,
  search,
  unique,
} from '../support/crud';

/** Screens this test puts in menus of its own (borrowed from the demo's menus and given back). */
const PAGED_SCREENS = [
  '/products',
  '/prices_products',
  '/entries',
  '/outputs',
  '/transfers',
  '/stores',
  '/kardex',
  '/loans',
  '/operating_expenses',
  '/income_receipt',
  '/expenses_receipt',
];

/**
 * The main menus' distinguishing words: the search matches every word anywhere in a row, and a
 * number ('07') can be part of the random tag itself; these words cannot.
 */
const ORDINALS = [
  'Primero',
  'Segundo',
  'Tercero',
  'Cuarto',
  'Quinto',
  'Sexto',
  'Séptimo',
  'Octavo',
  'Noveno',
  'Décimo',
  'Undécimo',
];

/** Menu control and access control on the kit: filters kept in the URL, paging, export. */
test.describe('menus and access on the kit', () => {
  test('menu control: a search keeps the matching main menu with its screens; the area filter', async ({
    page,
    server,
  }) => {
    const borrowed = await borrowScreens(server, PAGED_SCREENS);
    const tag = unique('Grupo');
    try {
      const api = await adminApi(server);
      // 11 main menus with one screen each: more main menus than a page of 10.
      for (let i = 1; i <= 11; i++) {
        const parent = await apiPost<{ idmenu: number }>(api, '/rmenu', {
          nombre: `${tag} ${ORDINALS[i - 1]}`,
          icono: 'appstore',
          orden: 500 + i,
        });
        // a screen opens from one menu only: its own menu moves under the group
        await borrowed.place(PAGED_SCREENS[i - 1]!, {
          nombre: `Pantalla ${tag} ${i}`,
          idpadre: parent.idmenu,
          orden: 1,
        });
      }
      await api.dispose();

      await login(page, ADMIN);
      await openScreen(page, 'Control de menús');
      // 10 per page, like every list: the 12 main menus (Administración + 11) need two pages
      // Paging, the URL and the export are the kit's (shared/ui/test/dom/list.test.tsx); the tree's search is this screen's.
      await search(page, `${tag} Séptimo`);
      await expect(row(page, `${tag} Octavo`)).toHaveCount(0);
      // the matching main menu keeps all its screens below it
      await expect(row(page, `Pantalla ${tag} 7`)).toBeVisible();

      // the area filter is a select kept in the URL too
      await page
        .getByRole('searchbox', { name: 'Buscar' })
        .or(page.getByRole('textbox', { name: 'Buscar' }))
        .first()
        .fill('');
      await page.keyboard.press('Enter');
      await choose(page, page, 'Área', 'Organización');
      await expect(page).toHaveURL(/area=organization/);
      await expect(row(page, 'Control de accesos')).toBeVisible();
      await expect(row(page, `Pantalla ${tag} 1`)).toHaveCount(0);
      await page.reload();
      await expect(row(page, 'Control de accesos')).toBeVisible();
      await expect(row(page, `Pantalla ${tag} 1`)).toHaveCount(0);
    } finally {
      // The screens it borrowed return to their menus, and its (now empty) groups go.
      await borrowed.giveBack();
      const cleanup = await adminApi(server);
      for (const menu of await apiGet<{ idmenu: number; nombre: string; idpadre: number | null }[]>(cleanup, '/menu', {
        page: 1,
        pageSize: 100,
      })) {
        if (menu.idpadre === null && menu.nombre.startsWith(tag))
          await apiPost(cleanup, '/emenu', { idmenu: menu.idmenu });
      }
      await cleanup.dispose();
    }
  });

  test('access control: find users, assign and remove a screen in their menus drawer', async ({ page, server }) => {
    const api = await adminApi(server);
    const tag = unique('acc').replace(' ', '');
    for (let i = 1; i <= 11; i++)
      await apiPost(api, '/rusuario', {
        usuario: `${tag}${i}`,
        nombres: `Acceso ${tag} ${i}`,
        rol: 'seller',
        password: 'Clave12345',
      });
    await api.dispose();

    await login(page, ADMIN);
    await openScreen(page, 'Control de accesos');
    await search(page, `${tag}1`);
    // q=acc…1 matches acc…1, acc…10 and acc…11
    await expect(rows(page)).toHaveCount(3);

    await expect(row(page, `${tag}10`)).toContainText('Vendedor');

    // the menus drawer of one of them: assign and remove a screen
    await page.getByRole('button', { name: `Menús ${tag}10`, exact: true }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ visible: true });
    await expect(drawer.getByText(`Menús de Acceso ${tag} 10 (${tag}10)`)).toBeVisible();
    const node = drawer.locator('.ant-tree-treenode', { hasText: 'Empleados (/employees)' });
    await node.locator('.ant-tree-checkbox').click();
    await expect(toast(page, 'Menú asignado al usuario')).toBeVisible();
    await expect(node.locator('.ant-tree-checkbox-checked')).toBeVisible();
    await node.locator('.ant-tree-checkbox').click();
    await expect(toast(page, 'Menú removido del usuario')).toBeVisible();
    await expect(node.locator('.ant-tree-checkbox-checked')).toHaveCount(0);
  });
});
