import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import { dialog, enterOnlyOption, openScreen, search, successToast, unique } from '../support/crud';

/** The select that shows a lookup's current value (its label, never the bare id). */
const shown = (scope: ReturnType<typeof dialog>, name: string) =>
  scope
    .getByRole('combobox', { name: new RegExp(`^${name}`) })
    .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');

test.describe('the lookup field', () => {
  test('searches the server as the user types (q, a small page), chosen with the keyboard; editing shows the current label', async ({
    page,
  }) => {
    const usuario = unique('look').replace(' ', '').toLowerCase();
    await login(page, ADMIN);
    await openScreen(page, 'Usuarios');
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    const form = dialog(page);
    // a default value gets its label too
    await expect(shown(form, 'Rol')).toContainText('Vendedor');
    await form.getByLabel('Usuario', { exact: true }).fill(usuario);
    await form.getByLabel('Nombres').fill('Usuario Lookup E2E');
    await form.getByLabel('Contraseña').fill('Clave2026a');

    const branch = form.getByRole('combobox', { name: /^Sucursal/ });
    await branch.focus();
    const searched = page.waitForRequest(
      (r) => r.url().includes('/api/esucursal?') && new URL(r.url()).searchParams.get('q') === 'arequ',
    );
    await page.keyboard.type('arequ');
    const url = new URL((await searched).url());
    expect(Number(url.searchParams.get('pageSize'))).toBeLessThanOrEqual(20);
    expect(url.searchParams.get('estado')).toBe('1');
    await enterOnlyOption(page, 'Arequipa - Cercado');
    await expect(shown(form, 'Sucursal')).toContainText('Arequipa - Cercado');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Usuario registrado correctamente')).toBeVisible();

    // editing: the branch's name shows at once, with no list of every branch loaded
    await search(page, usuario);
    const lists: string[] = [];
    page.on('request', (r) => r.url().includes('/api/esucursal') && lists.push(r.url()));
    await page.getByRole('button', { name: `Editar ${usuario}`, exact: true }).click();
    await expect(shown(form, 'Sucursal')).toContainText('Arequipa - Cercado');
    await expect(shown(form, 'Rol')).toContainText('Vendedor');
    expect(lists.filter((u) => new URL(u).searchParams.get('pageSize') === '500')).toEqual([]);
  });
});
