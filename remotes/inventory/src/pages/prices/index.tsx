import { useCallback, useMemo, useRef, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { call } from '@trade/session';
import { ResourceScreen, useSaveFlow, type ResourceContext } from '@trade/ui';
import { prices, type PriceRow } from '@trade/contracts/inventory';
import { EditsContext, editsBody, editsProblem, useEdits, type PriceEdits, type PriceField } from './edits';
import { ImportPrices } from './ImportPrices';
import { precioResource } from './resource';

export const SAVE_PRICES_ERROR = 'Error al guardar los precios';

/** Save and discard the typed prices (every edited unit in one call: all or none). */
function GridActions({
  ctx,
  onSaved,
  onDiscard,
}: {
  ctx: ResourceContext<PriceRow>;
  onSaved: () => void;
  onDiscard: () => void;
}) {
  const { edits, rows } = useEdits();
  const flow = useSaveFlow();
  const [problem, setProblem] = useState<string | null>(null);
  const count = Object.keys(edits).length;
  const save = async () => {
    const wrong = editsProblem(edits, rows);
    setProblem(wrong);
    if (wrong) return;
    const answer = await flow.run({
      key: 'precios',
      progress: 'Guardando precios...',
      failText: SAVE_PRICES_ERROR,
      call: () => call(prices.endpoints.save, { body: { precios: editsBody(edits, rows) } }),
    });
    if (answer?.status === 200) {
      onSaved();
      await ctx.reload();
    }
  };
  return (
    <Space wrap>
      {problem && <Alert type="error" showIcon title={problem} style={{ padding: '2px 8px' }} />}
      <ImportPrices onImported={ctx.reload} />
      <Button onClick={onDiscard} disabled={!count || flow.loading} icon={<UndoOutlined />}>
        Descartar
      </Button>
      <Button
        type="primary"
        icon={<SaveOutlined />}
        disabled={!count}
        loading={flow.loading}
        onClick={() => void save()}
      >
        {count ? `Guardar cambios (${count})` : 'Guardar cambios'}
      </Button>
    </Space>
  );
}

/** /prices_products: bulk edit in the grid, margin over the last cost, Excel export and import with preview. */
export default function PricesProducts() {
  const [edits, setEdits] = useState<PriceEdits>({});
  // Every row seen while editing (an edit may be on another page than the one shown).
  const seen = useRef(new Map<number, PriceRow>());
  const set = useCallback((row: PriceRow, field: PriceField, value: string) => {
    seen.current.set(row.idproductounidad, row);
    setEdits((e) => {
      const saved = row[field] ?? '';
      const fields = { ...e[row.idproductounidad], [field]: value };
      // Typing the saved value back is no change.
      if (value === saved || (saved !== '' && value !== '' && Number(value) === Number(saved))) delete fields[field];
      const next = { ...e, [row.idproductounidad]: fields };
      if (!Object.keys(fields).length) delete next[row.idproductounidad];
      return next;
    });
  }, []);
  const value = useMemo(() => ({ edits, rows: seen.current, set }), [edits, set]);
  const resource = useMemo(
    () => ({
      ...precioResource,
      toolbar: (ctx: ResourceContext<PriceRow>) => (
        <GridActions ctx={ctx} onSaved={() => setEdits({})} onDiscard={() => setEdits({})} />
      ),
    }),
    [],
  );
  return (
    <EditsContext.Provider value={value}>
      <ResourceScreen resource={resource} />
    </EditsContext.Provider>
  );
}
