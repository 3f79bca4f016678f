import { Card, InputNumber, Space, Switch, Table, Typography } from 'antd';
import { formatMoney } from '@trade/formats';
import { Decimal, dec, fixed } from '@trade/money';
import type { DocLine, DocumentSection } from '@trade/ui';

/*
 * Within a new or edited purchase, before saving: whether its new costs set the sale prices of the
 * units bought, with the margin and the prices they give. Saved with the purchase (`precios`), in
 * its transaction; nothing is asked afterwards.
 */
export const PRICE_SECTION_TITLE = 'Precios de venta';
const DEFAULT_MARGIN = 30;

/** What the section keeps in the purchase's header, and the currency it reads. */
interface PriceHeader {
  actualizar_precios?: boolean;
  margen?: number | string;
  precio_con_igv?: boolean;
  moneda?: unknown;
  tipo_cambio?: unknown;
}

/** The choice kept in the header: on, margin (%) and whether prices carry IGV. */
export function priceChoice(header: PriceHeader): { margen: string; con_igv: boolean } | undefined {
  if (!header.actualizar_precios) return undefined;
  return { margen: Number(header.margen ?? DEFAULT_MARGIN).toFixed(2), con_igv: header.precio_con_igv !== false };
}

interface PriceRow {
  key: string;
  producto: string;
  unidad: string;
  costo: string;
  actual: string | null;
  nuevo: string;
}

/**
 * The API's rule (purchases.service updateSalePrices), so the figures shown are the ones saved: the
 * cost in soles per base unit to 6 decimals (the line's value without IGV × exchange rate ÷ base
 * units), times the unit's factor × (1 + margen %) × 1.18 with IGV, rounded to cents; the last line
 * of a product and unit wins.
 */
function pricesOf(section: DocumentSection, margen: string, conIgv: boolean): PriceRow[] {
  const { lines, table } = section;
  const header = section.header as PriceHeader;
  const rate = header.moneda === 'USD' ? dec(String(header.tipo_cambio || '0')) : dec(1);
  const markup = dec(1)
    .plus(dec(margen).div(100))
    .times(conIgv ? '1.18' : '1');
  const rows = new Map<string, PriceRow>();
  lines.forEach((line: DocLine, i) => {
    const row = table.filas[i];
    const unit = line.units.find((u) => String(u.id) === String(line.unitId));
    if (!row || row.error || !unit || !line.cantidad || dec(line.cantidad).lte(0)) return;
    const factor = dec(String(unit.factor || '1'));
    const costBase = dec(row.valorVenta).times(rate).div(dec(line.cantidad).times(factor)).toDecimalPlaces(6);
    const cost = costBase.times(factor);
    const key = `${line.productId}:${line.unitId}`;
    rows.delete(key);
    rows.set(key, {
      key,
      producto: line.descripcion,
      unidad: unit.nombre,
      costo: fixed(cost, 2),
      actual: (unit.raw as { precioventa?: string | null } | undefined)?.precioventa ?? null,
      nuevo: fixed(cost.times(markup).toDecimalPlaces(2, Decimal.ROUND_HALF_UP), 2),
    });
  });
  return [...rows.values()];
}

export function PriceSection({ section }: { section: DocumentSection }) {
  const { patch, disabled } = section;
  const header = section.header as PriceHeader;
  const choice = priceChoice(header);
  const rows = choice ? pricesOf(section, choice.margen, choice.con_igv) : [];
  return (
    <Card size="small" title={PRICE_SECTION_TITLE} role="region" aria-label={PRICE_SECTION_TITLE}>
      <Space wrap size={[16, 8]} align="center">
        <Space>
          <Switch
            aria-label="Actualizar precios de venta"
            checked={Boolean(header.actualizar_precios)}
            disabled={disabled}
            onChange={(on) => patch({ actualizar_precios: on })}
          />
          <span>Actualizar los precios de venta con los costos de esta compra</span>
        </Space>
        {choice && (
          <>
            <Space>
              <span>Margen (%)</span>
              <InputNumber
                aria-label="Margen (%)"
                min={0}
                max={999}
                precision={2}
                disabled={disabled}
                value={Number(choice.margen)}
                onChange={(v) => patch({ margen: v ?? 0 })}
              />
            </Space>
            <Space>
              <Switch
                aria-label="Precio con IGV"
                checked={choice.con_igv}
                disabled={disabled}
                onChange={(on) => patch({ precio_con_igv: on })}
              />
              <span>Precio con IGV</span>
            </Space>
          </>
        )}
      </Space>
      {choice && (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
            Precio de venta = costo de la compra en soles + margen{choice.con_igv ? ' + IGV' : ''}. Se guardan con la
            compra.
          </Typography.Paragraph>
          <Table<PriceRow>
            size="small"
            pagination={false}
            rowKey="key"
            aria-label="Precios de venta nuevos"
            dataSource={rows}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'producto', title: 'Producto', dataIndex: 'producto' },
              { key: 'unidad', title: 'Unidad', dataIndex: 'unidad', width: 80 },
              {
                key: 'costo',
                title: 'Costo (S/)',
                dataIndex: 'costo',
                align: 'right',
                render: (v: string) => formatMoney(v),
              },
              {
                key: 'actual',
                title: 'Precio actual',
                dataIndex: 'actual',
                align: 'right',
                render: (v: string | null) => (v ? formatMoney(v) : '—'),
              },
              {
                key: 'nuevo',
                title: 'Precio nuevo',
                dataIndex: 'nuevo',
                align: 'right',
                render: (v: string) => formatMoney(v),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}
