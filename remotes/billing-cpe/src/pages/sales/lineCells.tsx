import { useState } from 'react';
import { Checkbox, Select, Space, Tag, Typography } from 'antd';
import { fixed, dec } from '@trade/money';
import { get } from '@trade/session';
import type { SerialRow } from '@trade/contracts/inventory';
import { unitOf, type AnyRow, type DocLine, type LineColumn } from '@trade/ui';
import { PRICE_LISTS } from './catalog';
import { hasIcbper, isFree } from './engine';

/*
 * A sale line's own cells: the price list of its unit (venta, precio 1–3, crédito), its IGV
 * affectation with the free-item and plastic-bag (ICBPER) marks, and the serials of a
 * serial-controlled product (one per base unit, chosen among those available in the warehouse).
 */

const AFFECTATIONS = [
  { value: '10', label: 'Gravado' },
  { value: '20', label: 'Exonerado' },
  { value: '30', label: 'Inafecto' },
];
const groupOf = (code: string) => (code.startsWith('2') ? '20' : code.startsWith('3') ? '30' : '10');
export const serialsOf = (line: DocLine): string[] => (line.extra?.series as string[] | undefined) ?? [];
export const controlsSerials = (line: DocLine) => Boolean(line.product?.raw?.control_serie ?? line.extra?.control_serie) && line.controlaStock;

function priceLists(line: DocLine) {
  const raw = unitOf(line)?.raw;
  if (!raw) return [];
  return PRICE_LISTS.filter((p) => raw[p.key] !== null && raw[p.key] !== undefined && dec(raw[p.key] as string).gt(0)).map((p) => ({
    value: fixed(dec(raw[p.key] as string), 2),
    label: `${p.label}: ${fixed(dec(raw[p.key] as string), 2)}`,
    key: p.key,
  }));
}

function SerialPicker({ line, header, disabled, update }: { line: DocLine; header: AnyRow; disabled: boolean; update: (extra: AnyRow) => void }) {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const load = async (open: boolean) => {
    if (!open) return;
    setLoading(true);
    try {
      const answer = await get<SerialRow[]>(`/seriesproducto/${line.productId}`, { disponible: 1, ...(header.idalmacen ? { idalmacen: header.idalmacen } : {}) });
      setOptions((answer.detalles ?? []).map((s) => ({ value: s.serie, label: s.serie })));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Select<string[]>
      mode="multiple"
      aria-label={`Series de ${line.descripcion}`}
      placeholder="Elija una serie por unidad"
      style={{ width: '100%', minWidth: 160 }}
      disabled={disabled}
      loading={loading}
      value={serialsOf(line)}
      options={options}
      onOpenChange={(open) => void load(open)}
      onChange={(series) => update({ ...line.extra, series, control_serie: true })}
    />
  );
}

export const saleLineColumns: LineColumn[] = [
  {
    key: 'lista',
    title: 'Lista',
    width: 130,
    visible: (lines) => lines.some((l) => priceLists(l).length > 1),
    render: (line, { update, disabled }) => {
      const lists = priceLists(line);
      if (lists.length < 2) return null;
      const current = lists.find((l) => l.value === line.precio)?.value;
      return (
        <Select
          aria-label={`Lista de precios de ${line.descripcion}`}
          size="small"
          style={{ width: '100%' }}
          disabled={disabled}
          value={current}
          placeholder="Otro"
          options={lists.map(({ value, label }) => ({ value, label }))}
          onChange={(precio) => update({ precio })}
        />
      );
    },
  },
  {
    key: 'igv',
    title: 'IGV',
    width: 132,
    render: (line, { update, disabled }) => (
      <Space direction="vertical" size={2}>
        <Select
          aria-label={`Afectación de ${line.descripcion}`}
          size="small"
          style={{ width: 120 }}
          disabled={disabled}
          value={groupOf(line.tipoAfectacion)}
          options={AFFECTATIONS}
          onChange={(tipoAfectacion) => update({ tipoAfectacion })}
        />
        <Space size={8}>
          <Checkbox aria-label={`Gratuito: ${line.descripcion}`} disabled={disabled} checked={isFree(line)} onChange={(e) => update({ extra: { ...line.extra, gratuito: e.target.checked }, ...(e.target.checked ? { descuento: '' } : {}) })}>
            Gratis
          </Checkbox>
          <Checkbox aria-label={`ICBPER: ${line.descripcion}`} disabled={disabled} checked={hasIcbper(line)} onChange={(e) => update({ extra: { ...line.extra, icbper: e.target.checked } })}>
            Bolsa
          </Checkbox>
        </Space>
      </Space>
    ),
    view: (line) => (
      <>
        {AFFECTATIONS.find((a) => a.value === groupOf(line.tipoAfectacion))?.label}
        {isFree(line) && <Tag style={{ marginLeft: 4 }}>Gratuito</Tag>}
        {hasIcbper(line) && <Tag style={{ marginLeft: 4 }}>ICBPER</Tag>}
      </>
    ),
  },
  {
    key: 'series',
    title: 'Series',
    width: 200,
    visible: (lines) => lines.some((l) => controlsSerials(l) || serialsOf(l).length > 0),
    render: (line, { update, disabled, header }) =>
      controlsSerials(line) ? <SerialPicker line={line} header={header} disabled={disabled} update={(extra) => update({ extra })} /> : <Typography.Text type="secondary">—</Typography.Text>,
    view: (line) => serialsOf(line).map((s) => <Tag key={s}>{s}</Tag>),
  },
];
