import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import { PHONE } from '../support/layout';
import {
  adminApi,
  apiGet,
  apiPost,
  choose,
  digits,
  errorToast,
  openForm,
  openScreen,
  row,
  search,
  successToast,
  unique,
} from '../support/crud';

/*
 * The bay, on a phone: /stations (a new station, a repeated name refused by the API with its
 * mensaje, the station taken out of service and back), and /attention_service_orders, where a
 * technician starts, pauses and finishes his order with a note (no sideways scroll, 40 px buttons).
 */
test('a station registered, its repeated name refused, out of service and back; a technician finishes his order there, on a phone', async ({
  page,
  server,
}) => {
  test.setTimeout(240_000);
  const name = unique('Bahía');
  await page.setViewportSize(PHONE);
  await login(page, ADMIN);
  await openScreen(page, 'Estaciones');

  let form = await openForm(page, 'Nueva estación');
  await form.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await form.getByRole('textbox', { name: /^Descripción/ }).fill('Planchado y pintura');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Estación registrada correctamente')).toBeVisible();

  // Case and accents do not make another station.
  form = await openForm(page, 'Nueva estación');
  await form.getByRole('textbox', { name: 'Nombre' }).fill(
    name
      .toUpperCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, ''),
  );
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Ya existe una estación con ese nombre')).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Salir sin guardar' }).click();

  await search(page, name);
  const station = row(page, name);
  await expect(station).toContainText('Planchado y pintura');
  await station.getByRole('switch', { name: `Estado de ${name}` }).click();
  await expect(errorToast(page, 'Estación desactivada')).toBeVisible();
  await station.getByRole('switch', { name: `Estado de ${name}` }).click();
  await expect(successToast(page, 'Estación activada')).toBeVisible();

  // The technician's view, on the same phone. Its own data through the API: a technician (an
  // employee) and an order of a demo vehicle at the new station, assigned to him.
  const api = await adminApi(server);
  const surname = unique('Mecánico');
  const technician = await apiPost<{ idempleado: number }>(api, '/rempleado', {
    idtipodocumento: 1,
    numero_documento: `7${digits(7)}`,
    nombres: 'PEDRO',
    apellidos: surname,
    cargo: 'Técnico',
  });
  const [vehicle] = await apiGet<{ idvehiculo: number }[]>(api, '/vehiculo', { q: 'ABC-123', page: 1, pageSize: 5 });
  const [customer] = await apiGet<{ idpersona: number }[]>(api, '/personaprovedor', {
    q: '46027897',
    ubica: 1,
    page: 1,
    pageSize: 5,
  });
  const stores = await apiGet<{ idalmacen: number; nombre: string }[]>(api, '/almacen', { page: 1, pageSize: 50 });
  const store = stores.find((w) => w.nombre === 'Almacén principal Miraflores');
  const [bayRow] = await apiGet<{ idestacion: number }[]>(api, '/estacion', { q: name, page: 1, pageSize: 5 });
  const fault = unique('Cambio de pastillas');
  const order = await apiPost<{ documento: string }>(api, '/rordenservicio', {
    idvehiculo: vehicle!.idvehiculo,
    idpersona: customer!.idpersona,
    idalmacen: store!.idalmacen,
    idempleado: technician.idempleado,
    idestacion: bayRow!.idestacion,
    falla: fault,
    items: [],
  });

  await openScreen(page, 'Atención de órdenes');
  // The administrator is no technician: he picks whose orders he sees.
  await choose(page, page, 'Técnico', `PEDRO ${surname}`);
  await search(page, order.documento);
  await row(page, 'ABC-123')
    .getByRole('button', { name: `Atender ${order.documento}` })
    .click();
  const bay = page.getByRole('dialog', { name: new RegExp(order.documento) });
  await expect(bay).toContainText(fault);
  const start = bay.getByRole('button', { name: 'Iniciar' });
  // Big enough for a gloved thumb, and nothing scrolls sideways.
  expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await start.click();
  await expect(successToast(page, 'Trabajo iniciado')).toBeVisible();
  await bay.getByRole('textbox', { name: 'Nota' }).fill('Falta la pastilla trasera');
  await bay.getByRole('button', { name: 'Pausar' }).click();
  await expect(successToast(page, 'Trabajo en pausa')).toBeVisible();
  await expect(bay).toContainText('Falta la pastilla trasera');
  await bay.getByRole('button', { name: 'Reanudar' }).click();
  // The first start's notice may still be on screen: the newest one, and the work running again.
  await expect(successToast(page, 'Trabajo iniciado').last()).toBeVisible();
  await expect(bay.getByRole('button', { name: 'Pausar' })).toBeVisible();
  await bay.getByRole('textbox', { name: 'Nota' }).fill('Pastillas cambiadas');
  // A button still loading ignores a tap: the finish is tapped once the resume has settled.
  const finish = bay.getByRole('button', { name: 'Terminar' });
  await expect(finish).not.toHaveClass(/ant-btn-loading/);
  await finish.click();
  await page.locator('.ant-popover').filter({ visible: true }).getByRole('button', { name: 'Terminar' }).click();
  await expect(successToast(page, 'Orden de servicio terminada')).toBeVisible();
  await expect(bay.getByRole('button', { name: 'Terminar' })).toBeHidden();
  await expect(bay).toContainText('Pastillas cambiadas');
  await expect(bay).toContainText('Terminada');
});

test('the orders report shows the demo’s orders with their amounts and totals, by technician too', async ({
  page,
  server,
}) => {
  const api = await adminApi(server);
  // The demo's orders are registered at seed time (Lima, UTC−5): the last month holds them all.
  const limaDay = (days: number) => new Date(Date.now() - 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const range = { desde: limaDay(-30), hasta: limaDay(0) };
  const report = await apiPost<{
    filas: { documento: string; placa: string; tecnicos: string; total: string }[];
    totales: Record<string, string | number>;
  }>(api, '/reporte_ordenes_servicio', range);
  expect(report.filas.length).toBeGreaterThanOrEqual(5);
  const money = (value: string | number) =>
    Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  await login(page);
  await openScreen(page, 'Reporte de órdenes');
  await page.goto(`/trade/report_service_orders?desde=${range.desde}&hasta=${range.hasta}`);
  const totals = page.getByRole('region', { name: 'Totales del reporte' });
  await expect(totals).toContainText(`Órdenes${report.totales.ordenes}`);
  await expect(totals).toContainText(`Mano de obra (S/)${report.totales.mano_obra}`);
  await expect(totals).toContainText(`Total (S/)${report.totales.total}`);
  const first = report.filas[0]!;
  const line = row(page, first.documento);
  await expect(line).toContainText(first.placa);
  await expect(line).toContainText(money(first.total));
  await expect(page.locator('.ant-table-summary').filter({ visible: true })).toContainText(
    money(report.totales.total!),
  );

  const byTechnician = await apiPost<{
    filas: { tecnico: string; ordenes: number }[];
    totales: Record<string, string | number>;
  }>(api, '/reporte_ordenes_tecnico', range);
  await page.getByRole('tab', { name: 'Por técnico' }).click();
  await expect(totals).toContainText(`Terminadas${byTechnician.totales.terminadas}`);
  await expect(row(page, 'JORGE LUIS RAMOS PAREDES')).toContainText(
    String(byTechnician.filas.find((r) => r.tecnico === 'JORGE LUIS RAMOS PAREDES')!.ordenes),
  );
});
