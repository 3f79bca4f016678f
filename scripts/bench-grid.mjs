#!/usr/bin/env node
/**
 * `npm run bench:grid`: the booking grid (/grid) at 80 rooms × 62 days, in Chromium at 1366×768.
 * Starts the product on the seeded demo folder, makes a branch with 80 rooms and ~1,000 stays over
 * the coming 62 days through the API, then prints (no thresholds):
 *   - the grid's two calls (greservapth, rresumen) for that range, answered by the API;
 *   - render: the branch chosen until every stay's bar is drawn, wall time and the page's CPU time
 *     (Chromium's TaskDuration), and a re-render (grouped by type) without the network;
 *   - drag: a stay dragged 5 nights and 3 rooms away in 40 pointer moves: CPU per move, then the
 *     drop until the grid shows it moved (pfreserva and the reload).
 * Each figure is the median of ROUNDS (default 5); the load average is printed beside them.
 */
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './lib.mjs';
import { startProduct } from './server.mjs';

const ROOMS = 80;
const DAYS = 62;
const EMPTY = 13;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const iso = (date) => date.toISOString().slice(0, 10);
const limaToday = () => iso(new Date(Date.now() - 5 * 3_600_000));
const addDays = (day, n) => iso(new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000));

async function api(url, token, path, body) {
  const response = await fetch(`${url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.status !== undefined && answer.status !== 200) throw new Error(`${path}: ${answer.mensaje}`);
  return answer;
}

/** A branch of its own with 80 rooms on four floors, each booked in runs of 1–4 nights with gaps. */
async function seed(url) {
  const { token } = await api(url, null, '/login', { username: 'admin', password: 'Trade2026' });
  const code = String(9000 + Math.floor(Math.random() * 999));
  const branch = (
    await api(url, token, '/resucursal', {
      nombre: `Hotel de prueba ${code}`,
      direccion: 'Av. Benchmark 80',
      ubigeo: '150101',
      codigo_sunat: code,
      telefono: null,
      email: null,
    })
  ).detalles;
  const floors = (await api(url, token, '/ubicacion')).detalles.slice(0, 4);
  const types = (await api(url, token, '/tipohabitacion')).detalles;
  const [standard] = (await api(url, token, '/clasehabitacion')).detalles;
  const today = limaToday();
  const stays = [];
  const blocks = [];
  for (let i = 0; i < ROOMS; i += 1) {
    const floor = floors[i % floors.length];
    const room = (
      await api(url, token, '/rhabitacion', {
        idsucursal: branch.idsucursal,
        numero: `${(i % floors.length) + 1}${String(Math.floor(i / floors.length) + 1).padStart(2, '0')}`,
        idubicacion: floor.idubicacion,
        idtipohabitacion: types[i % types.length].idtipohabitacion,
        descripcion: null,
      })
    ).detalles;
    await api(url, token, '/rhclase', {
      idhabitacion: room.idhabitacion,
      idclasehabitacion: standard.idclasehabitacion,
      precio_noche: '150.00',
      precio_fin_semana: null,
    });
    // Room 205 (i 13) is left free: the drag moves a stay of room 202 there and back.
    for (let day = i === EMPTY ? DAYS : i % 3; day < DAYS - 1; ) {
      const nights = 1 + ((i * 7 + day) % 4);
      const f1 = addDays(today, day);
      const f2 = addDays(today, day + nights);
      ((i + day) % 17 === 0 ? blocks : stays).push({
        idhabitacion: room.idhabitacion,
        idclasehabitacion: null,
        f1,
        f2,
      });
      day += nights + ((i + day) % 3);
    }
  }
  // Group bookings of up to 20 rooms (the API's limit): fewer calls, the same stays on the grid.
  for (const [list, bloqueo] of [
    [stays, false],
    [blocks, true],
  ])
    for (let at = 0; at < list.length; at += 20)
      await api(url, token, '/reserva', {
        idsucursal: branch.idsucursal,
        titular: bloqueo ? 'Mantenimiento' : `Grupo ${at / 20 + 1}`,
        telefono: null,
        observacion: null,
        bloqueo,
        estancias: list.slice(at, at + 20),
      });
  return { branch, stays: stays.length + blocks.length, token, today };
}

async function main() {
  const product = await startProduct({
    www: join(repoRoot, 'deploy', 'www'),
    seeded: true,
    env: { LOG_LEVEL: 'error' },
  });
  const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const seeded = Date.now();
    const { branch, stays, token, today } = await seed(product.url);
    console.log(
      `Datos: ${ROOMS} habitaciones, ${stays} estancias en ${DAYS} días (${((Date.now() - seeded) / 1000).toFixed(1)} s por la API)`,
    );

    const query = `desde=${addDays(today, -2)}&hasta=${addDays(today, DAYS - 3)}&idsucursal=${branch.idsucursal}`;
    const calls = { grid: [], summary: [] };
    for (let i = 0; i < ROUNDS; i += 1)
      for (const [name, path] of [
        ['grid', '/greservapth'],
        ['summary', '/rresumen'],
      ]) {
        const started = performance.now();
        await api(product.url, token, `${path}?${query}`);
        calls[name].push(performance.now() - started);
      }
    console.log(
      `API: greservapth ${median(calls.grid).toFixed(0)} ms, rresumen ${median(calls.summary).toFixed(0)} ms (mediana de ${ROUNDS})`,
    );

    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const cpu = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value * 1000;
    await page.goto(`${product.url}/trade/login`);
    await page.fill('#login-username', 'admin');
    await page.fill('#login-password', 'Trade2026');
    await page.press('#login-password', 'Enter');
    await page.waitForURL(/\/trade\/(?!login)/);
    await page.goto(`${product.url}/trade/grid`);
    await page.getByRole('region', { name: 'Reservas por habitación y noche' }).waitFor();
    await page.getByRole('combobox', { name: 'Días' }).click();
    await page.getByTitle('62 días').click();

    const chooseBranch = async (name) => {
      await page.getByRole('combobox', { name: 'Sucursal' }).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
    };
    const render = { wall: [], cpu: [], regroupWall: [], regroupCpu: [], moveCpu: [], dropWall: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      await chooseBranch('Lima - Miraflores');
      await page.waitForFunction((n) => document.querySelectorAll('.booking-grid [data-stay]').length < n, stays * 0.5);
      const cpuBefore = await cpu();
      const started = performance.now();
      await chooseBranch(branch.nombre);
      await page.waitForFunction(
        (n) => document.querySelectorAll('.booking-grid [data-stay]').length >= n,
        stays * 0.9,
      );
      await page
        .locator('.ant-spin-blur')
        .waitFor({ state: 'detached' })
        .catch(() => {});
      render.wall.push(performance.now() - started);
      render.cpu.push((await cpu()) - cpuBefore);

      const firstGroup = () =>
        page.evaluate(() => document.querySelector('.booking-grid [data-group]')?.getAttribute('data-group'));
      const before = await firstGroup();
      const regroupCpu = await cpu();
      const regroup = performance.now();
      await page.getByText(round % 2 === 0 ? 'Por tipo' : 'Por piso', { exact: true }).click();
      await page.waitForFunction(
        (label) => document.querySelector('.booking-grid [data-group]')?.getAttribute('data-group') !== label,
        before,
      );
      render.regroupWall.push(performance.now() - regroup);
      render.regroupCpu.push((await cpu()) - regroupCpu);
    }
    if (ROUNDS % 2 === 1) await page.getByText('Por piso', { exact: true }).click();

    // Drag: the first stay of room 202 to room 205 (three rows below, left free) 5 nights later, and back.
    const rowOf = (numero) =>
      page
        .locator('.booking-grid [data-room]')
        .filter({ has: page.locator('[data-room-cell] strong', { hasText: numero }) });
    for (let round = 0; round < ROUNDS; round += 1) {
      const [source, target, nights] = round % 2 === 0 ? ['202', '205', 5] : ['205', '202', -5];
      const bar = rowOf(source).locator('[data-stay]').first();
      await bar.scrollIntoViewIfNeeded();
      const id = await bar.getAttribute('data-stay');
      const box = await bar.boundingBox();
      const to = await rowOf(target).boundingBox();
      const startX = box.x + 6;
      const startY = box.y + box.height / 2;
      await page.mouse.move(startX, startY);
      await page.mouse.down();
      const moveCpu = await cpu();
      const STEPS = 40;
      for (let i = 1; i <= STEPS; i += 1)
        await page.mouse.move(
          startX + (nights * 40 * i) / STEPS,
          startY + ((to.y + to.height / 2 - startY) * i) / STEPS,
        );
      render.moveCpu.push(((await cpu()) - moveCpu) / STEPS);
      const drop = performance.now();
      const moved = page.waitForResponse((r) => r.url().includes('/api/pfreserva'));
      await page.mouse.up();
      const answer = await (await moved).json();
      if (answer.status !== 200) throw new Error(`Arrastre ${round + 1}: ${answer.mensaje}`);
      await rowOf(target).locator(`[data-stay="${id}"]`).waitFor();
      render.dropWall.push(performance.now() - drop);
    }

    const f = (v) => `${median(v).toFixed(0)} ms`;
    console.log(`Dibujo de la grilla (${ROOMS} × ${DAYS}), mediana de ${ROUNDS}:`);
    console.log(
      `  elegir la sucursal hasta ver todas las estancias: ${f(render.wall)} (CPU de la página ${f(render.cpu)})`,
    );
    console.log(`  reagrupar por tipo o piso, sin red: ${f(render.regroupWall)} (CPU ${f(render.regroupCpu)})`);
    console.log(`Arrastre: CPU por movimiento del puntero ${median(render.moveCpu).toFixed(1)} ms;`);
    console.log(`  soltar hasta ver la estancia movida (pfreserva y recarga): ${f(render.dropWall)}`);
    console.log(
      `Carga del equipo: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    await product.stop();
  }
}

await main();
