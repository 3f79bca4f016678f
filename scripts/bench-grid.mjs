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
  let stays = 0;
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
    for (let day = i % 3; day < DAYS - 1; ) {
      const nights = 1 + ((i * 7 + day) % 4);
      await api(url, token, '/reserva', {
        idsucursal: branch.idsucursal,
        titular: `Huésped ${i + 1}-${day}`,
        telefono: null,
        observacion: null,
        bloqueo: (i + day) % 17 === 0,
        estancias: [
          {
            idhabitacion: room.idhabitacion,
            idclasehabitacion: null,
            f1: addDays(today, day),
            f2: addDays(today, day + nights),
          },
        ],
      });
      stays += 1;
      day += nights + ((i + day) % 3);
    }
  }
  return { branch, stays, token, today };
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
    const bars = page.locator('.booking-grid [data-stay]');

    const chooseBranch = async (name) => {
      await page.getByRole('combobox', { name: 'Sucursal' }).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(name, { exact: true }).click();
    };
    const render = { wall: [], cpu: [], regroupWall: [], regroupCpu: [], moveCpu: [], dropWall: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      await chooseBranch('Lima');
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

    // Drag: a reserved stay of a room in the middle, 5 nights right and 3 rooms down.
    for (let round = 0; round < ROUNDS; round += 1) {
      const bar = bars.filter({ hasText: 'Huésped 41-' }).first();
      const id = await bar.getAttribute('data-stay');
      const box = await bar.boundingBox();
      const target = await page
        .locator('.booking-grid [data-room]')
        .nth(44 + (round % 3))
        .boundingBox();
      const startX = box.x + 6;
      const startY = box.y + box.height / 2;
      await page.mouse.move(startX, startY);
      await page.mouse.down();
      const moveCpu = await cpu();
      const STEPS = 40;
      for (let i = 1; i <= STEPS; i += 1)
        await page.mouse.move(
          startX + (5 * 40 * i) / STEPS,
          startY + ((target.y + target.height / 2 - startY) * i) / STEPS,
        );
      render.moveCpu.push(((await cpu()) - moveCpu) / STEPS);
      const drop = performance.now();
      const moved = page.waitForResponse((r) => r.url().includes('/api/pfreserva'));
      await page.mouse.up();
      const answer = await (await moved).json();
      await page.waitForResponse((r) => r.url().includes('/api/greservapth'));
      await page.locator(`.booking-grid [data-stay="${id}"]`).waitFor();
      render.dropWall.push(performance.now() - drop);
      if (answer.status !== 200) console.log(`  (arrastre ${round + 1}: ${answer.mensaje})`);
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
