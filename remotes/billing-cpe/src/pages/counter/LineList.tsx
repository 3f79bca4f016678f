import { Button, Typography } from 'antd';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { formatNumber } from '@trade/formats';
import type { ResultadoTabla } from '@trade/money';
import type { DocLine } from '@trade/ui';
import { PriceWarnings, usePriceRules } from '../sales/price-warnings';

/**
 * The sale's lines as rows that wrap (never a sideways scroll): name, quantity × price, discount
 * and amount, with touch-sized − / + / remove; the selected line is the one the keys act on. Price
 * control's warnings (below the minimum or the cost, over the maximum discount) show under the line.
 */
export function LineList({
  lines,
  table,
  selected,
  onSelect,
  onStep,
  onRemove,
}: {
  lines: DocLine[];
  table: ResultadoTabla;
  selected: string | null;
  onSelect: (key: string) => void;
  onStep: (key: string, delta: number) => void;
  onRemove: (key: string) => void;
}) {
  const limits = usePriceRules();
  if (!lines.length)
    return (
      <Typography.Paragraph type="secondary" className="counter-empty">
        Escanee un producto o elíjalo en la lista.
      </Typography.Paragraph>
    );
  return (
    <ol className="counter-lines" aria-label="Líneas de la venta">
      {lines.map((line, i) => {
        const unit = line.units.find((u) => String(u.id) === String(line.unitId));
        const row = table.filas[i];
        return (
          <li
            key={line.key}
            className={line.key === selected ? 'counter-line counter-line-selected' : 'counter-line'}
            aria-current={line.key === selected ? 'true' : undefined}
            aria-label={line.descripcion}
            onClick={() => onSelect(line.key)}
          >
            <div className="counter-line-text">
              <Typography.Text strong>{line.descripcion}</Typography.Text>
              <Typography.Text type="secondary">
                {formatNumber(line.cantidad || '0', { minDecimals: 0, maxDecimals: 3 })} {unit?.nombre ?? ''} × S/{' '}
                {formatNumber(line.precio || '0')}
                {line.descuento ? ` · desc. S/ ${formatNumber(line.descuento)}` : ''}
              </Typography.Text>
              <PriceWarnings line={line} limits={limits} />
            </div>
            <Typography.Text strong className="counter-line-amount">
              S/ {row?.importe ? formatNumber(row.importe) : '—'}
            </Typography.Text>
            <div className="counter-line-buttons">
              <Button
                size="large"
                icon={<MinusOutlined />}
                aria-label="Uno menos"
                onClick={() => onStep(line.key, -1)}
              />
              <Button size="large" icon={<PlusOutlined />} aria-label="Uno más" onClick={() => onStep(line.key, 1)} />
              <Button
                size="large"
                danger
                icon={<DeleteOutlined />}
                aria-label="Quitar"
                onClick={() => onRemove(line.key)}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
