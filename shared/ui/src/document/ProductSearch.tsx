import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { Input, Spin, type InputRef } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import { LOOKUP_DEBOUNCE_MS } from '../LookupInput.js';
import { matchCode } from './lines.js';
import type { DocProduct, DocUnit, ProductCatalog } from './types.js';

export const PRODUCT_SEARCH_LABEL = 'Buscar producto';
export const PRODUCT_SEARCH_ERROR = 'No se pudo buscar el producto. Intente nuevamente.';
export const PRODUCT_NOT_FOUND = 'No se encontró ningún producto con';

export interface ProductSearchHandle {
  focus: () => void;
}

interface Props {
  catalog: ProductCatalog;
  onPick: (product: DocProduct, unitId: DocUnit['id'] | null) => void;
  disabled?: boolean;
}

const LIST_STYLE = {
  position: 'absolute',
  zIndex: 1050,
  top: '100%',
  left: 0,
  right: 0,
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  background: '#fff',
  borderRadius: 6,
  boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
  maxHeight: 300,
  overflowY: 'auto',
} as const;

const optionText = (p: DocProduct) => [p.codigo, p.nombre].filter(Boolean).join(' · ');

/**
 * The line table's product box, made for a keyboard and a barcode scanner: typed words search the
 * catalog after a pause (name, code or barcode); Enter picks the highlighted option, or — a scanner
 * types the code and Enter at once — asks for the exact code (`catalog.byCode`), then searches
 * right away and adds the product whose barcode, unit barcode or code is exactly what was typed
 * (else the only result). The box empties and keeps the
 * focus, so the next scan goes on.
 */
export const ProductSearch = forwardRef<ProductSearchHandle, Props>(function ProductSearch(
  { catalog, onPick, disabled },
  ref,
) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<DocProduct[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const input = useRef<InputRef>(null);
  const seq = useRef(0);
  // The words' search waiting for a pause in typing; Enter cancels it (it answers for itself).
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  const search = async (q: string) => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const found = await catalog.search(q);
      if (mine !== seq.current) return null;
      setResults(found);
      setNotice(found.length ? null : `${PRODUCT_NOT_FOUND} «${q}»`);
      return found;
    } catch {
      if (mine === seq.current) {
        setResults([]);
        setNotice(PRODUCT_SEARCH_ERROR);
      }
      return null;
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  };

  // Words typed by hand: search after a pause.
  useEffect(() => {
    const q = text.trim();
    if (!q) {
      seq.current++;
      setResults([]);
      setNotice(null);
      setLoading(false);
      return;
    }
    pending.current = setTimeout(() => void search(q).then((found) => found && setOpen(true)), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(pending.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const pick = (product: DocProduct, unitId: DocUnit['id'] | null) => {
    seq.current++;
    setText('');
    setResults([]);
    setOpen(false);
    setActive(-1);
    setNotice(null);
    setLoading(false);
    onPick(product, unitId);
    input.current?.focus();
  };

  const enter = async () => {
    clearTimeout(pending.current);
    const chosen = open && active >= 0 ? results[active] : undefined;
    if (chosen) return pick(chosen, null);
    const q = text.trim();
    if (!q) return;
    if (catalog.byCode) {
      // A scan: the exact code first (a unit's barcode adds that unit), without waiting for the words' search.
      const mine = ++seq.current;
      const exact = await catalog.byCode(q).catch(() => null);
      if (mine !== seq.current) return;
      if (exact) return pick(exact.product, exact.unitId);
    }
    const found = await search(q);
    if (!found) return;
    const match = matchCode(q, found);
    if (match) return pick(match.product, match.unitId);
    if (found.length === 1) return pick(found[0]!, null);
    setOpen(found.length > 0);
    setActive(found.length ? 0 : -1);
  };

  const showList = open && results.length > 0;
  return (
    <div style={{ position: 'relative' }}>
      <Input
        ref={input}
        value={text}
        disabled={disabled}
        allowClear
        prefix={<BarcodeOutlined aria-hidden />}
        suffix={loading ? <Spin size="small" /> : <span />}
        placeholder="Nombre, código o código de barras y Enter"
        aria-label={PRODUCT_SEARCH_LABEL}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setActive(-1);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => results.length && setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void enter();
          } else if (e.key === 'ArrowDown' && results.length) {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(results.length - 1, i + 1));
          } else if (e.key === 'ArrowUp' && results.length) {
            e.preventDefault();
            setActive((i) => Math.max(0, i - 1));
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label="Productos encontrados" style={LIST_STYLE}>
          {results.map((p, i) => (
            <li
              key={String(p.id)}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              style={{
                padding: '6px 10px',
                cursor: 'pointer',
                borderRadius: 4,
                background: i === active ? '#e6f4ff' : undefined,
              }}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(p, null);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {optionText(p)}
              {p.codigoBarra ? <span style={{ color: '#888', marginLeft: 8 }}>{p.codigoBarra}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {notice && !loading && (
        <div role="status" style={{ color: '#d46b08', marginTop: 4 }}>
          {notice}
        </div>
      )}
    </div>
  );
});
