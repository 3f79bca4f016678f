import { useEffect, useState } from 'react';
import { Input, Select, Tag, Typography } from 'antd';
import { serials } from '@trade/contracts/inventory';
import { call } from '@trade/session';
import { baseQuantity } from './lines.js';
import type { AnyRow } from '../types.js';
import type { DocLine, LineColumn } from './types.js';

/*
 * The serial numbers of a serial-controlled product's line (one per base unit): typed in when
 * units come in (entries, purchases), picked from the serials in stock of the header's store when
 * they go out (outputs, transfers, sales). One column for every document.
 */

/** The line's serials, as the API takes them (`series`). */
export const serialsOf = (line: DocLine): string[] => (line.extra?.series as string[] | undefined) ?? [];
/** Whether the line's product is serial-controlled (a product of the search, or a saved line that carries serials) and moves stock. */
export const controlsSerials = (line: DocLine) =>
  Boolean(line.product?.raw?.control_serie ?? line.extra?.control_serie) && line.controlaStock !== false;

/** 'Faltan 2 series' (or 'Sobra 1 serie') when the count does not match the base units; null when it does. */
export function serialsProblem(line: DocLine): string | null {
  if (!controlsSerials(line)) return null;
  const units = baseQuantity(line);
  if (!units || !units.isInteger()) return null;
  const missing = units.toNumber() - serialsOf(line).length;
  if (missing === 0) return null;
  const count = Math.abs(missing);
  const noun = count === 1 ? 'serie' : 'series';
  if (missing > 0) return count === 1 ? 'Falta 1 serie' : `Faltan ${count} ${noun}`;
  return count === 1 ? 'Sobra 1 serie' : `Sobran ${count} ${noun}`;
}

const splitSerials = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
  ),
];

function EnterSerials({
  line,
  update,
  disabled,
}: {
  line: DocLine;
  update: (extra: AnyRow) => void;
  disabled: boolean;
}) {
  const problem = serialsProblem(line);
  return (
    <>
      <Input
        aria-label={`Series de ${line.descripcion}`}
        placeholder="Una por unidad, separadas por comas"
        disabled={disabled}
        defaultValue={serialsOf(line).join(', ')}
        status={problem ? 'warning' : undefined}
        onChange={(e) => update({ ...line.extra, control_serie: true, series: splitSerials(e.target.value) })}
      />
      {problem && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </>
  );
}

/** Serials in stock of a product in a store (`serials.ofProduct`, available ones). */
function useAvailableSerials(productId: DocLine['productId'], store: unknown) {
  const [options, setOptions] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!store || !productId) return setOptions([]);
    let live = true;
    setLoading(true);
    call(serials.endpoints.ofProduct, {
      params: { id: Number(productId) },
      query: { idalmacen: Number(store), disponible: 1 },
    })
      .then((answer) => live && setOptions(answer.status === 200 ? (answer.detalles ?? []).map((s) => s.serie) : []))
      .catch(() => live && setOptions([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [productId, store]);
  return { options, loading };
}

function PickSerials({
  line,
  store,
  update,
  disabled,
}: {
  line: DocLine;
  store: unknown;
  update: (extra: AnyRow) => void;
  disabled: boolean;
}) {
  const { options, loading } = useAvailableSerials(line.productId, store);
  const problem = serialsProblem(line);
  return (
    <>
      <Select
        mode="multiple"
        aria-label={`Series de ${line.descripcion}`}
        placeholder={store ? 'Elija una serie por unidad' : 'Elija primero el almacén'}
        disabled={disabled || !store}
        loading={loading}
        value={serialsOf(line)}
        options={options.map((s) => ({ value: s, label: s }))}
        onChange={(series: string[]) => update({ ...line.extra, control_serie: true, series })}
        notFoundContent="Sin series disponibles en este almacén"
        status={problem ? 'warning' : undefined}
        style={{ width: '100%' }}
        maxTagCount="responsive"
      />
      {problem && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * The 'Series' line cell: `enter` types the serials of units coming in; `pick` chooses serials in
 * stock of the store in the header field `storeField`. Lines of products without serial control
 * show nothing.
 */
export function serialColumn(options: { mode: 'enter' } | { mode: 'pick'; storeField: string }): LineColumn {
  return {
    key: 'series',
    title: 'Series',
    width: 230,
    // Shown only when some line takes serials.
    visible: (lines) => lines.some((l) => controlsSerials(l) || serialsOf(l).length > 0),
    render: (line, { update, disabled, header }) => {
      if (!controlsSerials(line)) return null;
      const setExtra = (extra: AnyRow) => update({ extra });
      return options.mode === 'enter' ? (
        <EnterSerials line={line} update={setExtra} disabled={disabled} />
      ) : (
        <PickSerials line={line} store={header[options.storeField]} update={setExtra} disabled={disabled} />
      );
    },
    view: (line) => serialsOf(line).map((s) => <Tag key={s}>{s}</Tag>),
  };
}
