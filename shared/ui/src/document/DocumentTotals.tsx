import { Typography } from 'antd';
import type { TotalesTabla } from '@trade/money';
import { showAmount } from './format.js';

const SYMBOLS: Record<string, string> = { PEN: 'S/', USD: 'US$', EUR: '€' };

/** Lines of the block: always subtotal, IGV and total; the rest only when not zero. */
const ROWS: { key: keyof TotalesTabla; label: string; always?: boolean }[] = [
  { key: 'gravadas', label: 'Op. gravadas' },
  { key: 'exoneradas', label: 'Op. exoneradas' },
  { key: 'inafectas', label: 'Op. inafectas' },
  { key: 'exportacion', label: 'Exportación' },
  { key: 'gratuitas', label: 'Op. gratuitas' },
  { key: 'descuentos', label: 'Descuentos' },
  { key: 'valorVenta', label: 'Subtotal', always: true },
  { key: 'isc', label: 'ISC' },
  { key: 'igv', label: 'IGV', always: true },
  { key: 'icbper', label: 'ICBPER' },
  { key: 'total', label: 'Total', always: true },
];

/** The document's totals as computed by @trade/money (the server's engine), with the amount in words. */
export function DocumentTotals({
  totales,
  moneda = 'PEN',
  taxes = true,
}: {
  totales: TotalesTabla;
  moneda?: string;
  taxes?: boolean;
}) {
  const symbol = SYMBOLS[moneda] ?? moneda;
  // Without taxes (a stock document valued at cost) the block is the lines' total only.
  const rows = taxes
    ? ROWS.filter((r) => r.always || Number(totales[r.key]) !== 0)
    : [{ key: 'valorVenta' as const, label: 'Total' }];
  return (
    <section aria-label="Totales" style={{ marginLeft: 'auto', maxWidth: 360, width: '100%' }}>
      <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px', margin: 0 }}>
        {rows.map((r) => (
          <div
            key={r.key}
            style={{
              display: 'contents',
              fontWeight: r.label === 'Total' ? 600 : undefined,
              fontSize: r.label === 'Total' ? 16 : undefined,
            }}
          >
            <dt>{r.label}</dt>
            <dd style={{ margin: 0, textAlign: 'right' }} aria-label={r.label}>
              {symbol} {showAmount(totales[r.key])}
            </dd>
          </div>
        ))}
      </dl>
      {taxes && Number(totales.total) > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6, fontSize: 12 }}>
          SON: {totales.enLetras}
        </Typography.Text>
      )}
    </section>
  );
}
