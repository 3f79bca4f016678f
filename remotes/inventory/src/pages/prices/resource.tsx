import { Input, Typography } from 'antd';
import { sanitizeAmountInput } from '@trade/formats';
import { defineResource, type ColumnSpec } from '@trade/ui';
import { prices, type PriceRow } from '@trade/contracts/inventory';
import { BRAND_OPTIONS, CLASS_OPTIONS } from '../../options';
import { cellValue, margin, PRICE_FIELDS, PRICE_TITLES, useEdits, type PriceField } from './edits';

const unitName = (r: PriceRow) => `${r.denominacion} ${r.abreviatura}`;

function PriceCell({ row, field }: { row: PriceRow; field: PriceField }) {
  const { edits, set } = useEdits();
  const value = cellValue(row, field, edits);
  const changed = edits[row.idproductounidad]?.[field] !== undefined;
  return (
    <Input
      size="small"
      value={value}
      inputMode="decimal"
      aria-label={`${PRICE_TITLES[field]} de ${unitName(row)}`}
      style={{ textAlign: 'right', width: 96, ...(changed ? { borderColor: '#fa8c16', background: '#fff7e6' } : {}) }}
      onChange={(e) => set(row, field, sanitizeAmountInput(e.target.value, 2))}
      onFocus={(e) => e.target.select()}
    />
  );
}

function MarginCell({ row }: { row: PriceRow }) {
  const { edits } = useEdits();
  const value = margin(cellValue(row, 'precioventa', edits), row.ultimo_costo);
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Text type={Number(value) < 0 ? 'danger' : undefined} aria-label={`Margen de ${unitName(row)}`}>
      {value} %
    </Typography.Text>
  );
}

const priceColumn = (field: PriceField, hidden = false): ColumnSpec<PriceRow> => ({
  key: field,
  title: PRICE_TITLES[field],
  type: 'money',
  hidden,
  sortable: field === 'precioventa',
  width: 110,
  render: (row) => <PriceCell row={row} field={field} />,
});

/**
 * /prices_products: one row per unit of each product, every price editable in the grid, the margin
 * over the last cost computed as the sale price is typed. The export writes the same titles the
 * import reads (Código, Unidad, Precio de venta...).
 */
export const precioResource = defineResource<PriceRow>({
  key: 'precioproducto',
  title: 'Precios de productos',
  noun: 'precio',
  idField: 'idproductounidad',
  nameOf: unitName,
  api: { list: prices.endpoints.list },
  search: { placeholder: 'Buscar denominación o código' },
  defaultPageSize: 20,
  columns: [
    { key: 'codigo_producto', title: 'Código', sortable: true, width: 110 },
    { key: 'denominacion', title: 'Denominación', sortable: true },
    { key: 'marca', title: 'Marca', hidden: true },
    {
      key: 'abreviatura',
      title: 'Unidad',
      width: 80,
      exportValue: (r) => r.abreviatura,
      render: (r) => (Number(r.factor) === 1 ? r.abreviatura : `${r.abreviatura} ×${Number(r.factor)}`),
    },
    { key: 'ultimo_costo', title: 'Último costo', type: 'money', width: 110 },
    priceColumn('precioventa'),
    {
      key: 'margen',
      title: 'Margen',
      sortable: true,
      width: 100,
      exportValue: (r) => (r.margen === null ? null : Number(r.margen)),
      render: (r) => <MarginCell row={r} />,
    },
    ...PRICE_FIELDS.slice(1).map((f) => priceColumn(f)),
  ],
  filters: [
    { name: 'idclase', label: 'Clase', numeric: true, options: CLASS_OPTIONS },
    { name: 'idmarca', label: 'Marca', numeric: true, options: BRAND_OPTIONS },
  ],
});

/** The titles the import reads: the export's (and the contract's field names, for hand-made files). */
export const IMPORT_COLUMNS = [
  { key: 'codigo', title: 'Código', aliases: ['codigo_producto', 'codigo producto'], required: true },
  { key: 'unidad', title: 'Unidad', aliases: ['abreviatura'], required: true },
  ...PRICE_FIELDS.map((f) => ({ key: f, title: PRICE_TITLES[f], aliases: [f] })),
];
