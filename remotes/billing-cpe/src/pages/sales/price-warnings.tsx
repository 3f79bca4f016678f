import { useEffect, useState } from 'react';
import { Space, Tag } from 'antd';
import { priceControl, type PriceRulesRow } from '@trade/contracts/billing-cpe';
import { formatNumber, isValidAmountInput } from '@trade/formats';
import { afectacion, dec, fixed } from '@trade/money';
import { call } from '@trade/session';
import { unitOf, type DocLine } from '@trade/ui';
import { isFree } from './engine';

/*
 * Price control as the seller types (docs/sales.md § Price control): a line below its unit's
 * minimum, below its cost or over the role's maximum discount, and a free line, are marked at once.
 * The API decides at saving (a supervisor's approval); below cost is only a warning.
 */

let rules: Promise<PriceRulesRow | null> | undefined;
/** The limits once answered (the line table decides whether to show the warnings column with them). */
export let knownRules: PriceRulesRow | null = null;
/** The caller's limits, asked once per page load. */
export function usePriceRules(): PriceRulesRow | null {
  const [value, setValue] = useState<PriceRulesRow | null>(null);
  useEffect(() => {
    let live = true;
    rules ??= call(priceControl.endpoints.rules)
      .then((a) => (knownRules = a.status === 200 ? (a.detalles ?? null) : null))
      .catch(() => null);
    void rules.then((r) => live && setValue(r));
    return () => {
      live = false;
    };
  }, []);
  return value;
}

const amount = (text: unknown, decimals: number) =>
  typeof text === 'string' && isValidAmountInput(text, decimals) ? dec(text) : null;

/** The line's warnings: texts for its tags (empty: nothing to say). */
export function priceWarnings(line: DocLine, limits: PriceRulesRow | null): string[] {
  if (isFree(line)) return ['Gratuito: requiere aprobación'];
  const precio = amount(line.precio, 6);
  const cantidad = amount(line.cantidad, 4);
  if (!precio || !cantidad || cantidad.isZero()) return [];
  const warnings: string[] = [];
  const descuento = amount(line.descuento, 2) ?? dec(0);
  const gross = precio.times(cantidad);
  const share = gross.gt(0) ? descuento.div(gross).times(100) : dec(0);
  const charged = precio.minus(descuento.div(cantidad));
  const unit = unitOf(line);
  const minimum = amount(unit?.raw?.precio_minimo, 2);
  if (minimum && charged.toDecimalPlaces(2).lt(minimum))
    warnings.push(`Bajo el mínimo (S/ ${formatNumber(fixed(minimum, 2))})`);
  const max = amount(limits?.descuento_maximo, 2);
  if (max && share.gt(max))
    warnings.push(`Descuento ${formatNumber(fixed(share, 2))} % (máximo ${formatNumber(fixed(max, 2))} %)`);
  // The cost is kept without IGV per base unit: the line's value without IGV per unit of its unit.
  const baseCost = amount(line.product?.raw?.costo_promedio ?? line.extra?.costo_base, 6);
  if (baseCost?.gt(0)) {
    const cost = baseCost.times(dec(String(unit?.factor ?? '1')));
    const taxed = afectacion(line.tipoAfectacion).grupo === 'gravado';
    const value = taxed ? charged.div(1.18) : charged;
    if (value.lt(cost)) warnings.push(`Bajo el costo (S/ ${formatNumber(fixed(taxed ? cost.times(1.18) : cost, 2))})`);
  }
  return warnings;
}

/** The line's warnings as tags (orange: needs a supervisor; red: below cost, a loss). */
export function PriceWarnings({ line, limits }: { line: DocLine; limits: PriceRulesRow | null }) {
  const warnings = priceWarnings(line, limits);
  if (!warnings.length) return null;
  return (
    <Space size={4} wrap role="status" aria-label={`Avisos de precio de ${line.descripcion}`}>
      {warnings.map((w) => (
        <Tag key={w} color={w.startsWith('Bajo el costo') ? 'red' : 'orange'} style={{ marginInlineEnd: 0 }}>
          {w}
        </Tag>
      ))}
    </Space>
  );
}
