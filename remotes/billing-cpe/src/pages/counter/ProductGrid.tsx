import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Radio, Typography } from 'antd';
import { products, type ProductSearchRow } from '@trade/contracts/inventory';
import { call, signedUrl } from '@trade/session';
import { formatNumber } from '@trade/formats';

/*
 * The counter's product grid: the first products of the catalog by class (chips), each a
 * touch-sized card with its picture (a signed link, like every file the API serves) and its price.
 */

const ALL = 'Todos';
const GRID_SIZE = 100;

function Picture({ row }: { row: ProductSearchRow }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!row.imagen) return;
    let live = true;
    signedUrl(products.endpoints.image, { params: { id: row.producto_id } })
      .then((u) => live && setUrl(u))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [row.imagen, row.producto_id]);
  const initials = row.denominacion
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return url ? (
    <img src={url} alt="" className="counter-card-picture" />
  ) : (
    <span className="counter-card-picture counter-card-initials" aria-hidden>
      {initials}
    </span>
  );
}

export function ProductGrid({ onPick }: { onPick: (row: ProductSearchRow) => void }) {
  const [rows, setRows] = useState<ProductSearchRow[]>([]);
  const [clase, setClase] = useState(ALL);
  useEffect(() => {
    let live = true;
    call(products.endpoints.search, { query: { limit: GRID_SIZE, solo_bienes: 0 } })
      .then((answer) => live && setRows(answer.status === 200 ? (answer.detalles ?? []) : []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const classes = useMemo(
    () => [ALL, ...[...new Set(rows.map((r) => r.clase).filter((c): c is string => Boolean(c)))].sort()],
    [rows],
  );
  const shown = clase === ALL ? rows : rows.filter((r) => r.clase === clase);
  return (
    <section aria-label="Productos" className="counter-grid-section">
      {classes.length > 2 && (
        <Radio.Group
          size="large"
          optionType="button"
          aria-label="Clase"
          options={classes}
          value={clase}
          onChange={(e) => setClase(String(e.target.value))}
          style={{ marginBottom: 8 }}
        />
      )}
      {shown.length ? (
        <div className="counter-grid">
          {shown.map((row) => (
            <Button
              key={row.producto_id}
              className="counter-card"
              onClick={() => onPick(row)}
              aria-label={`Agregar ${row.denominacion}`}
            >
              <Picture row={row} />
              <Typography.Text className="counter-card-name">{row.denominacion}</Typography.Text>
              <Typography.Text strong>S/ {formatNumber(row.precioventa ?? '0')}</Typography.Text>
            </Button>
          ))}
        </div>
      ) : (
        <Empty description="Sin productos" />
      )}
    </section>
  );
}
