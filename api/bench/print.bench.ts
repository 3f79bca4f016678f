/**
 * Print engine benchmark: median time to render a sale ticket (80 mm, 3 lines, QR) and a 30-line A4
 * invoice (QR, page footer), both with a logo. Aims: ticket <= 30 ms, A4 <= 80 ms. Prints figures only.
 *   pnpm --filter @trade/api bench:print [-- --runs 200]
 */
import { PNG } from 'pngjs';
import { renderTemplate } from '../src/print/index.js';
import { pdfventaa4, ticketventa } from '../src/areas/billing-cpe/sales.templates.js';
import { saleItems, totalsOf } from '../test/print/samples.js';
import { samples } from '../test/billing-cpe/print-samples.js';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 150;
const WARMUP = 15;

/** A 300 x 120 logo with transparency, as a branch would upload. */
function logo(): Buffer {
  const image = new PNG({ width: 300, height: 120 });
  for (let y = 0; y < 120; y++)
    for (let x = 0; x < 300; x++) {
      const i = (y * 300 + x) * 4;
      const mark = (x - 60) ** 2 + (y - 60) ** 2 < 50 ** 2 || (x > 130 && x < 290 && y > 40 && y < 80);
      image.data.set([30 + (x % 50), 60, 140, mark ? 255 : 0], i);
    }
  return PNG.sync.write(image);
}

const data = samples(logo());
const items = saleItems(30);
const cases = [
  {
    name: 'Ticket de venta 80 mm (3 líneas, QR)',
    aim: 30,
    render: () => renderTemplate(ticketventa, data.ticketventa),
  },
  {
    name: 'Factura A4 de 30 líneas (QR)',
    aim: 80,
    render: () => renderTemplate(pdfventaa4, { ...data.pdfventaa4, items, totales: totalsOf(items) }),
  },
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

console.log(
  `Motor de impresión: ${RUNS} documentos por caso (tras ${WARMUP} de calentamiento), Node ${process.version}`,
);
for (const c of cases) {
  let size = 0;
  for (let i = 0; i < WARMUP; i++) await c.render();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    const { pdf } = await c.render();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    size = pdf.length;
  }
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  console.log(
    `${c.name.padEnd(40)} mediana ${median.toFixed(1).padStart(6)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(6)} ms   ` +
      `mín ${times[0]!.toFixed(1).padStart(5)} ms   ${(size / 1024).toFixed(1)} KiB   meta ≤ ${c.aim} ms ${median <= c.aim ? '✓' : '✗'}`,
  );
}
