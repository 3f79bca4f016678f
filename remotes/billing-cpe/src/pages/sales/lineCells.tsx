import { Checkbox, Select, Space, Tag } from 'antd';
import { fixed, dec } from '@trade/money';
import { serialColumn, unitOf, type DocLine, type LineColumn } from '@trade/ui';
import { PRICE_LISTS } from './catalog';
import { hasIcbper, isFree } from './engine';
import { PriceWarnings, knownRules, priceWarnings, usePriceRules } from './price-warnings';

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

function priceLists(line: DocLine) {
  const raw = unitOf(line)?.raw;
  if (!raw) return [];
  return PRICE_LISTS.filter(
    (p) => raw[p.key] !== null && raw[p.key] !== undefined && dec(raw[p.key] as string).gt(0),
  ).map((p) => ({
    value: fixed(dec(raw[p.key] as string), 2),
    label: `${p.label}: ${fixed(dec(raw[p.key] as string), 2)}`,
    key: p.key,
  }));
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
      <Space orientation="vertical" size={2}>
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
          <Checkbox
            aria-label={`Gratuito: ${line.descripcion}`}
            disabled={disabled}
            checked={isFree(line)}
            onChange={(e) =>
              update({
                extra: { ...line.extra, gratuito: e.target.checked },
                ...(e.target.checked ? { descuento: '' } : {}),
              })
            }
          >
            Gratis
          </Checkbox>
          <Checkbox
            aria-label={`ICBPER: ${line.descripcion}`}
            disabled={disabled}
            checked={hasIcbper(line)}
            onChange={(e) => update({ extra: { ...line.extra, icbper: e.target.checked } })}
          >
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
  serialColumn({ mode: 'pick', storeField: 'idalmacen' }),
  {
    key: 'aviso',
    title: 'Control de precio',
    width: 150,
    visible: (lines) => lines.some((l) => priceWarnings(l, knownRules).length > 0),
    render: (line) => <LineWarnings line={line} />,
    view: () => null,
  },
];

function LineWarnings({ line }: { line: DocLine }) {
  const limits = usePriceRules();
  return <PriceWarnings line={line} limits={limits} />;
}
