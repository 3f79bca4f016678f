import type { KeyboardEvent, ReactNode } from 'react';
import { Button, Input, Select, Table, Typography } from 'antd';
import { DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import { sanitizeAmountInput } from '@trade/formats';
import type { ResultadoTabla } from '@trade/money';
import { showAmount } from './format.js';
import { deleteRemovesLine } from './keys.js';
import { useIsPhone } from '../responsive.js';
import { changeUnit, QUANTITY_DECIMALS, removeLine, updateLine } from './lines.js';
import type { AnyRow } from '../types.js';
import type { DocLine, LineColumn, LinePricing, StockHint } from './types.js';

export interface LineTableProps {
  lines: DocLine[];
  onChange: (lines: DocLine[]) => void;
  table: ResultadoTabla;
  hints: Record<string, StockHint>;
  priceLabel: string;
  pricesIncludeTax: boolean;
  discount?: boolean;
  pricing?: LinePricing;
  /** 'none': no price and no line total (transfers). */
  price?: 'required' | 'optional' | 'none';
  /** The document's own cells (spec.lines.columns), before the line total. */
  extraColumns?: LineColumn[];
  /** Enter in a cell goes back to the product box (to add the next line). */
  onEnter: () => void;
  disabled?: boolean;
  /** The document's header, for cells that depend on it (the store whose serials a line picks). */
  header?: AnyRow;
}

/**
 * The editable lines: product (with its stock hint), unit of measure (the product's units),
 * quantity, price or cost, discount, line total and remove. Keyboard: Tab goes through the cells,
 * Enter returns to the product box, Delete (with nothing left to delete in the cell, or Ctrl+Delete)
 * removes the line and moves to the next one.
 */
export function LineTable({
  lines,
  onChange,
  table,
  hints,
  priceLabel,
  pricesIncludeTax,
  discount,
  pricing,
  price = 'required',
  extraColumns = [],
  onEnter,
  disabled,
  header = {},
}: LineTableProps) {
  const phone = useIsPhone();
  const keyDown = (line: DocLine, field: string) => (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onEnter();
      return;
    }
    if (!deleteRemovesLine(e)) return;
    e.preventDefault();
    const index = lines.indexOf(line);
    const next = lines[index + 1] ?? lines[index - 1];
    onChange(removeLine(lines, line.key));
    // The same cell of the line that takes its place, or the product box when none is left.
    setTimeout(() => {
      const cell = next && document.querySelector<HTMLElement>(`[data-line="${next.key}"][data-field="${field}"]`);
      if (cell) cell.focus();
      else onEnter();
    });
  };

  const cellInput = (line: DocLine, field: 'cantidad' | 'precio' | 'descuento', label: string, decimals: number) => (
    <Input
      value={line[field]}
      disabled={disabled}
      inputMode="decimal"
      aria-label={`${label} de ${line.descripcion}`}
      data-line={line.key}
      data-field={field}
      style={{ textAlign: 'right' }}
      onChange={(e) =>
        onChange(updateLine(lines, line.key, { [field]: sanitizeAmountInput(e.target.value, decimals) }))
      }
      onKeyDown={keyDown(line, field)}
      onFocus={(e) => e.target.select()}
    />
  );

  const amount = (i: number) => {
    const fila = table.filas[i];
    if (!fila || fila.error) return '';
    return showAmount(pricesIncludeTax ? fila.importe : fila.valorVenta);
  };

  const columns = [
    // A phone keeps its narrow width for the product and the cells typed in.
    ...(phone ? [] : [{ key: 'n', title: '#', width: 40, render: (_: unknown, _l: DocLine, i: number) => i + 1 }]),
    {
      key: 'producto',
      title: 'Producto',
      render: (_: unknown, line: DocLine): ReactNode => {
        const hint = hints[line.key];
        return (
          <div style={{ minWidth: phone ? 140 : 180 }}>
            <div>
              {line.codigo ? <Typography.Text type="secondary">{line.codigo} · </Typography.Text> : null}
              {line.descripcion}
            </div>
            {hint && (
              <Typography.Text
                type={hint.short ? 'danger' : 'secondary'}
                style={{ fontSize: 12 }}
                role={hint.short ? 'alert' : undefined}
                aria-label={`Stock de ${line.descripcion}`}
              >
                {hint.short && <WarningOutlined aria-hidden style={{ marginRight: 4 }} />}
                {hint.text}
              </Typography.Text>
            )}
          </div>
        );
      },
    },
    {
      key: 'unidad',
      title: 'Unidad',
      width: 120,
      render: (_: unknown, line: DocLine) => (
        <Select
          value={line.unitId ?? undefined}
          disabled={disabled}
          style={{ width: '100%' }}
          aria-label={`Unidad de ${line.descripcion}`}
          data-line={line.key}
          data-field="unidad"
          options={line.units.map((u) => ({
            value: u.id,
            label: Number(u.factor) === 1 ? u.nombre : `${u.nombre} ×${Number(u.factor)}`,
          }))}
          onChange={(unitId) => onChange(changeUnit(lines, line.key, unitId, pricing))}
          onKeyDown={(e) => {
            if (e.key === 'Delete') keyDown(line, 'unidad')(e);
          }}
        />
      ),
    },
    {
      key: 'cantidad',
      title: 'Cantidad',
      width: 100,
      render: (_: unknown, line: DocLine) => cellInput(line, 'cantidad', 'Cantidad', QUANTITY_DECIMALS),
    },
    ...(price === 'none'
      ? []
      : [
          {
            key: 'precio',
            title: priceLabel,
            width: 120,
            render: (_: unknown, line: DocLine) => cellInput(line, 'precio', priceLabel, pricing?.priceDecimals ?? 2),
          },
        ]),
    ...(discount
      ? [
          {
            key: 'descuento',
            title: 'Descuento',
            width: 110,
            render: (_: unknown, line: DocLine) => cellInput(line, 'descuento', 'Descuento', 2),
          },
        ]
      : []),
    ...extraColumns
      .filter((c) => c.visible?.(lines) ?? true)
      .map((c) => ({
        key: c.key,
        title: c.title,
        width: c.width,
        render: (_: unknown, line: DocLine) =>
          c.render(line, {
            update: (patch) => onChange(updateLine(lines, line.key, patch)),
            disabled: !!disabled,
            header,
          }),
      })),
    ...(price === 'none'
      ? []
      : [
          {
            key: 'importe',
            title: pricesIncludeTax ? 'Importe' : 'Subtotal',
            width: 110,
            align: 'right' as const,
            render: (_: unknown, line: DocLine, i: number) => (
              <span aria-label={`Importe de ${line.descripcion}`}>{amount(i)}</span>
            ),
          },
        ]),
    {
      key: 'quitar',
      title: '',
      width: 48,
      render: (_: unknown, line: DocLine) => (
        <Button
          type="text"
          danger
          disabled={disabled}
          icon={<DeleteOutlined />}
          aria-label={`Quitar ${line.descripcion}`}
          title="Quitar (Supr)"
          onClick={() => onChange(removeLine(lines, line.key))}
        />
      ),
    },
  ];

  return (
    <Table<DocLine>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: 'Agregue productos: escriba o escanee su código y presione Enter' }}
      aria-label="Líneas del documento"
    />
  );
}
