import type { CSSProperties } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Divider, Select } from 'antd';
import { matchesRow } from '@trade/formats';
import { callUntyped } from '@trade/session';
import { labelOf } from './options.js';
import type { AnyLookup, AnyRow, Option } from './types.js';

/** Pause after the last key before the search is sent. */
export const LOOKUP_DEBOUNCE_MS = 300;
export const LOOKUP_PAGE_SIZE = 20;
export const LOOKUP_ERROR = 'No se pudo buscar. Intente nuevamente.';

/** `Row`: the endpoint's row as `onChange` hands it over (the row picked, null when cleared). */
export interface LookupInputProps<Row extends object = AnyRow> {
  source: AnyLookup;
  id?: string;
  value?: string | number | null;
  onChange?: (value: string | number | null, row: Row | null) => void;
  /** Label of the current value when it is not among the loaded options (a record being edited). */
  initialLabel?: string | null;
  placeholder?: string;
  disabled?: boolean;
  /** Accessible name when no form label names the input. */
  'aria-label'?: string;
  /** The select's style (a width outside a form: a filter bar). */
  style?: CSSProperties;
}

const optionOf = (source: AnyLookup, row: AnyRow): Option => ({
  value: row[source.value] as string | number,
  label: labelOf(source.label, row),
});

/** One page of the lookup's list: its fixed query, the text typed and the page size. */
const search = (source: AnyLookup, q: string) =>
  callUntyped(source.endpoint, {
    params: source.params,
    query: {
      ...(source.query as object | undefined),
      ...(q ? { q } : {}),
      page: 1,
      pageSize: source.pageSize ?? LOOKUP_PAGE_SIZE,
    },
  });

/**
 * Searches the server as the user types: the list endpoint with `q&page=1&pageSize` after a pause, only the
 * newest answer is shown. Lists that answer every row (reference lists without paging) are
 * filtered here with the same accent-free rule as the server. Arrow keys and Enter choose, Escape
 * closes; the current value keeps its label (from `initialLabel`) until the user searches.
 */
export function LookupInput<Row extends object = AnyRow>({
  source,
  id,
  value,
  onChange,
  initialLabel,
  placeholder,
  disabled,
  'aria-label': ariaLabel,
  style,
}: LookupInputProps<Row>) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<AnyRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // The label of the chosen value: from the record being edited, then from the option picked.
  const [chosen, setChosen] = useState<Option | null>(
    value !== undefined && value !== null && initialLabel ? { value, label: initialLabel } : null,
  );
  const seq = useRef(0);
  // A press inside the create panel (its fields, 'Consultar') blurs the select: the panel stays open.
  const pressInPanel = useRef(false);
  const sourceKey = `${source.endpoint.path}|${JSON.stringify(source.params ?? {})}|${JSON.stringify(source.query ?? {})}`;

  useEffect(() => {
    if (value === undefined || value === null) setChosen(null);
    else if (chosen?.value !== value && initialLabel) setChosen({ value, label: initialLabel });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, initialLabel]);

  // A value without a known label (a form's default): look for it among the first rows once.
  useEffect(() => {
    if (value === undefined || value === null || chosen?.value === value) return;
    let live = true;
    search(source, '')
      .then((answer) => {
        const rows = answer.status === 200 ? ((answer.detalles ?? []) as AnyRow[]) : [];
        const row = rows.find((r) => r[source.value] === value);
        if (live && row) setChosen(optionOf(source, row));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, sourceKey]);

  // Searches while the list is open: at once when it opens, then after each pause in typing.
  useEffect(() => {
    if (!open) return;
    const mine = ++seq.current;
    const timer = setTimeout(
      () => {
        setLoading(true);
        const q = text.trim();
        search(source, q)
          .then((answer) => {
            if (mine !== seq.current) return;
            if (answer.status !== 200) throw new Error(answer.mensaje);
            const all = (answer.detalles ?? []) as AnyRow[];
            // A list without paging answers every row and ignores q: filter it here.
            const paged = 'totalRegistros' in answer;
            const found = paged ? all : all.filter((row) => matchesRow({ label: optionOf(source, row).label }, q));
            setRows(found.slice(0, source.pageSize ?? LOOKUP_PAGE_SIZE));
            setFailed(false);
          })
          .catch(() => {
            if (mine !== seq.current) return;
            setRows([]);
            setFailed(true);
          })
          .finally(() => mine === seq.current && setLoading(false));
      },
      text ? LOOKUP_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, text, sourceKey]);

  const options = useMemo(() => {
    const found = rows.map((row) => optionOf(source, row));
    // The current value stays selectable (and named) even when the search did not return it.
    if (chosen && !found.some((o) => o.value === chosen.value) && !text) return [chosen, ...found];
    return found;
  }, [rows, chosen, source, text]);

  const select = (row: AnyRow | null) => {
    const option = row ? optionOf(source, row) : null;
    setChosen(option);
    setText('');
    setOpen(false);
    onChange?.(option ? option.value : null, row as Row | null);
  };

  return (
    <Select<string | number>
      id={id}
      aria-label={ariaLabel}
      style={style}
      value={value ?? undefined}
      options={options}
      // What the select shows for the value: the chosen option's label, never the bare id.
      labelRender={({ value: v, label }) => (chosen && chosen.value === v ? chosen.label : (label ?? v))}
      open={open}
      onOpenChange={(next) => {
        if (!next && pressInPanel.current) return;
        setOpen(next);
        if (!next) setText('');
      }}
      showSearch={{ filterOption: false, searchValue: text, onSearch: setText, autoClearSearchValue: true }}
      loading={loading}
      disabled={disabled}
      allowClear
      placeholder={placeholder ?? 'Escriba para buscar'}
      notFoundContent={loading ? 'Buscando...' : failed ? LOOKUP_ERROR : text ? 'Sin resultados' : 'Sin registros'}
      onChange={(v) => {
        if (v === undefined || v === null) return select(null);
        const row = rows.find((r) => r[source.value] === v);
        if (row) select(row);
        else setOpen(false); // the current value chosen again: nothing changes
      }}
      popupRender={(menu) =>
        source.create ? (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <div
              style={{ padding: '4px 8px' }}
              onMouseDownCapture={() => {
                pressInPanel.current = true;
                // The select hears of the blur a moment later.
                setTimeout(() => {
                  pressInPanel.current = false;
                }, 300);
              }}
            >
              {source.create({ search: text, select, close: () => setOpen(false) })}
            </div>
          </>
        ) : (
          menu
        )
      }
    />
  );
}
