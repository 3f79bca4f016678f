import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Space } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { todayLima } from '@trade/formats';
import { isNoStock } from '@trade/session';
import { runCall } from '../calls.js';
import { FieldItem } from '../fields.js';
import { useIsPhone } from '../responsive.js';
import type { AnyRow, FieldContext } from '../types.js';
import { useSaveFlow } from '../useSaveFlow.js';
import { useUnsavedChanges, useUserTouch } from '../unsaved.js';
import { DocumentActions } from './DocumentActions.js';
import { DocumentTotals } from './DocumentTotals.js';
import { addProduct, boundPricing, documentTable, linesProblem, specTableOptions, stockHints } from './lines.js';
import { LineTable } from './LineTable.js';
import { ProductSearch, type ProductSearchHandle } from './ProductSearch.js';
import {
  includesTax,
  type DocLine,
  type DocProduct,
  type DocUnit,
  type DocumentContext,
  type DocumentSection,
  type DocumentSpec,
} from './types.js';

export const SAVE_LABEL = 'Guardar';

/** The header's starting values: the spec's defaults, then the record being edited. */
function initialHeader(spec: DocumentSpec<any, any>, ctx: DocumentContext): AnyRow {
  const defaults = typeof spec.header.defaults === 'function' ? spec.header.defaults() : (spec.header.defaults ?? {});
  return { ...defaults, ...(ctx.record?.header ?? {}) };
}

/**
 * Stock of each product in the store chosen in the header, asked once per product and store (the
 * products not asked yet, in one call). Answers for a store no longer chosen stay in the cache.
 */
function useStock(spec: DocumentSpec<any, any>, header: AnyRow, lines: DocLine[]) {
  const field = spec.lines.stockField;
  const store = field ? header[field] : undefined;
  const known = store !== undefined && store !== null && store !== '';
  const cache = useRef(new Map<string, string | number | null | undefined>());
  const [, setVersion] = useState(0);
  const ids = [...new Set(lines.filter((l) => l.controlaStock).map((l) => String(l.productId)))];
  const wanted = !known || !spec.lines.catalog.stock ? [] : ids.filter((id) => !cache.current.has(`${store}|${id}`));
  const key = wanted.join(',');
  useEffect(() => {
    if (!wanted.length) return;
    for (const id of wanted) cache.current.set(`${store}|${id}`, undefined);
    spec.lines.catalog.stock!(wanted, header)
      .then((answer) => {
        for (const id of wanted) cache.current.set(`${store}|${id}`, answer[id]);
      })
      .catch(() => {
        for (const id of wanted) cache.current.delete(`${store}|${id}`);
      })
      .finally(() => setVersion((v) => v + 1));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, store]);
  const available: Record<string, string | number | null | undefined> = {};
  if (known) for (const id of ids) available[id] = cache.current.get(`${store}|${id}`);
  return available;
}

/** New and edit pages of a document: the header form, the line table, the totals and Save. */
export function DocumentEditor({ spec, ctx: base }: { spec: DocumentSpec<any, any>; ctx: DocumentContext }) {
  const [form] = Form.useForm();
  const phone = useIsPhone();
  const flow = useSaveFlow();
  const [header, setHeader] = useState<AnyRow>(() => initialHeader(spec, base));
  const [lines, setLines] = useState<DocLine[]>(() => base.record?.lines ?? []);
  // A change counts once the user acted in the document: the inputs' own defaults do not.
  const unsaved = useUnsavedChanges();
  const { touched, handlers: touch } = useUserTouch();
  const userChanged = () => touched.current && unsaved.changed();
  const editLines = (next: DocLine[] | ((current: DocLine[]) => DocLine[])) => {
    setLines(next);
    userChanged();
  };
  const [problem, setProblem] = useState<string | null>(null);
  const [showMore, setShowMore] = useState(false);
  const hasMore = spec.header.fields.some((f) => f.more);
  const search = useRef<ProductSearchHandle>(null);
  const { totals } = spec;
  const fecha = (totals && (header[totals.dateField] as string)) || todayLima();
  const moneda = (totals && totals.currencyField && (header[totals.currencyField] as string)) || 'PEN';
  const price = spec.lines.price ?? 'required';
  const withTax = includesTax(spec, header);
  const table = useMemo(
    () =>
      documentTable(lines, {
        fechaEmision: fecha,
        moneda,
        pricesIncludeTax: withTax,
        price,
        ...specTableOptions(spec, header),
      }),
    [lines, fecha, moneda, withTax, price, spec, header],
  );
  const pricing = useMemo(() => boundPricing(spec.lines.pricing, header), [spec, header]);
  const hints = stockHints(lines, useStock(spec, header, lines));
  const ctx: DocumentContext = { ...base, header, lines };
  // Sets header values from code (a custom input's side effects, a section's payments): the form's fields and the header's own keys.
  const patch = (values: AnyRow) => {
    const fields = new Set(spec.header.fields.map((f) => f.name));
    const own = Object.fromEntries(Object.entries(values).filter(([k]) => fields.has(k)));
    if (Object.keys(own).length) form.setFieldsValue(own);
    setHeader((h) => ({ ...h, ...values }));
    userChanged();
  };
  const fieldCtx: FieldContext = {
    mode: base.mode === 'new' ? 'create' : 'update',
    row: base.record ? { ...base.record.raw, ...base.record.header } : null,
    form,
    values: header,
    rows: [],
    patch,
  };
  const section: DocumentSection = {
    mode: base.mode === 'edit' ? 'edit' : 'new',
    header,
    lines,
    table,
    patch,
    setLines: editLines,
    disabled: flow.loading,
  };

  useEffect(() => {
    // The cursor starts in the first header field of a new document, in the product box when editing.
    if (base.mode === 'edit') search.current?.focus();
  }, [base.mode]);

  useEffect(() => {
    // A saved line knows only its own unit: bring every unit of its product so it can be changed.
    const { units } = spec.lines.catalog;
    if (base.mode !== 'edit' || !units) return;
    let live = true;
    const ids = [...new Set((base.record?.lines ?? []).map((l) => String(l.productId)))];
    for (const id of ids) {
      const line = base.record!.lines.find((l) => String(l.productId) === id)!;
      units({ id: line.productId, nombre: line.descripcion, codigo: line.codigo, units: [] })
        .then((found) => {
          if (live && found.length)
            setLines((current) => current.map((l) => (String(l.productId) === id ? { ...l, units: found } : l)));
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [base.mode, base.record, spec.lines.catalog]);

  const pick = async (product: DocProduct, unitId: DocUnit['id'] | null) => {
    setProblem(null);
    let found = product;
    if (!found.units.length && spec.lines.catalog.units) {
      try {
        found = { ...found, units: await spec.lines.catalog.units(found) };
      } catch {
        /* the line keeps no unit: saving asks for one */
      }
    }
    editLines((current) => addProduct(current, found, unitId, pricing).lines);
  };

  const save = async () => {
    setProblem(null);
    let values: AnyRow;
    try {
      values = { ...header, ...(await form.validateFields()) };
    } catch {
      // A refused field may be among the folded ones: show them.
      if (hasMore) setShowMore(true);
      return;
    }
    const missing = linesProblem(lines, table, price) ?? spec.editor?.check?.({ ...section, header: values });
    if (missing) return setProblem(missing);
    const editing = base.mode === 'edit';
    const body = spec.api.toBody(values, lines, { mode: editing ? 'edit' : 'new', id: base.id, record: base.record });
    const answer = await flow.run({
      key: `doc-save-${spec.key}`,
      progress: editing ? (spec.messages.updating ?? 'Actualizando...') : spec.messages.saving,
      failText: editing ? (spec.messages.updateError ?? spec.messages.saveError) : spec.messages.saveError,
      call: () => runCall(editing ? spec.api.update! : spec.api.create, { body: () => body, id: base.id }, body),
    });
    if (!answer) return;
    if (answer.status !== 200) {
      // A no_stock refusal is already the 10 s list; any other refusal stays above the form.
      if (!isNoStock(answer)) setProblem(answer.mensaje);
      return;
    }
    // Saved: leaving for the saved document (or the list) asks nothing.
    unsaved.saved();
    const id = spec.api.savedId(answer) ?? base.id;
    if (id === null || id === undefined) return base.toList();
    await spec.afterSave?.(id, { ...ctx, id }, answer);
    base.toView(id);
  };

  const columns = spec.header.columns ?? 3;
  return (
    <Space
      orientation="vertical"
      size={16}
      style={{ width: '100%' }}
      {...touch}
      onKeyDown={(e) => {
        // F9 saves from anywhere in the document (a cashier's keyboard never leaves the keys).
        if (e.key === 'F9' && !flow.loading) {
          e.preventDefault();
          void save();
        }
      }}
    >
      <Card size="small">
        <Form
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={header}
          onValuesChange={(_, all) => {
            setHeader((h) => ({ ...h, ...all }));
            userChanged();
          }}
          aria-label="Datos del documento"
          onKeyDown={(e) => {
            // Enter in a header field moves on to the products instead of submitting half a document.
            if (
              e.key === 'Enter' &&
              (e.target as HTMLElement).tagName === 'INPUT' &&
              (e.target as HTMLElement).getAttribute('role') !== 'combobox'
            ) {
              e.preventDefault();
              search.current?.focus();
            }
          }}
        >
          <Row gutter={16}>
            {spec.header.fields
              .filter((f) => f.visible?.(fieldCtx) ?? true)
              .map((field) => (
                // Folded fields stay mounted (their values and rules count), only hidden.
                <Col
                  key={field.name}
                  span={phone ? 24 : field.type === 'textarea' || field.wide ? 24 : 24 / columns}
                  style={field.more && !showMore ? { display: 'none' } : undefined}
                >
                  <FieldItem field={field} ctx={fieldCtx} />
                </Col>
              ))}
          </Row>
          {hasMore && (
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              aria-expanded={showMore}
              onClick={() => setShowMore((v) => !v)}
            >
              {showMore
                ? 'Menos datos'
                : `Más datos: ${spec.header.fields
                    .filter((f) => f.more)
                    .map((f) => f.label)
                    .join(', ')}`}
            </Button>
          )}
        </Form>
      </Card>
      <Card size="small" title={spec.lines.title ?? 'Productos'}>
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {spec.lines.productSearch !== false && (
            <ProductSearch
              ref={search}
              catalog={spec.lines.catalog}
              onPick={(p, u) => void pick(p, u)}
              disabled={flow.loading}
            />
          )}
          <LineTable
            lines={lines}
            onChange={editLines}
            table={table}
            hints={hints}
            priceLabel={spec.lines.priceLabel}
            pricesIncludeTax={withTax}
            discount={spec.lines.discount}
            extraColumns={spec.lines.columns}
            pricing={pricing}
            header={header}
            price={price}
            onEnter={() => search.current?.focus()}
            disabled={flow.loading}
          />
        </Space>
      </Card>
      {spec.editor?.sections?.(section)}
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      <div
        style={{
          display: 'flex',
          flexDirection: phone ? 'column-reverse' : 'row',
          gap: 16,
          alignItems: phone ? 'stretch' : 'flex-start',
        }}
      >
        <Space wrap>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={flow.loading}
            title="Guardar (F9)"
            onClick={() => void save()}
          >
            {SAVE_LABEL}
          </Button>
          <Button
            onClick={() => (base.mode === 'edit' && base.id !== null ? base.toView(base.id) : base.toList())}
            disabled={flow.loading}
          >
            Cancelar
          </Button>
          <DocumentActions actions={spec.actions ?? []} ctx={ctx} disabled={flow.loading} />
        </Space>
        {totals !== false && price !== 'none' && (
          <DocumentTotals totales={table.totales} moneda={moneda} taxes={totals?.taxes !== false} />
        )}
      </div>
    </Space>
  );
}
