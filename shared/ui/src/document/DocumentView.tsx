import { useMemo } from 'react';
import { Button, Card, Descriptions, Space, Table, Tag, Timeline, Typography } from 'antd';
import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime, todayLima } from '@trade/formats';
import { useIsPhone } from '../responsive.js';
import { DocumentActions } from './DocumentActions.js';
import { DocumentTotals } from './DocumentTotals.js';
import { showAmount, showPrice, showQuantity } from './format.js';
import { documentTable, specTableOptions, unitOf } from './lines.js';
import {
  includesTax,
  type DocLine,
  type DocumentContext,
  type DocumentRecord,
  type DocumentSpec,
  type HeaderField,
} from './types.js';

export const ANNULLED_LABEL = 'Anulado';

function shownValue(field: HeaderField, record: DocumentRecord) {
  if (field.show) return field.show(record);
  const value = record.header[field.name];
  if (value === null || value === undefined || value === '') return '—';
  if (field.type === 'date') return formatDate(String(value));
  if (field.type === 'select' && Array.isArray(field.options))
    return field.options.find((o) => String(o.value) === String(value))?.label ?? String(value);
  return String(value);
}

/** The read-only page of a saved document: header, lines, totals, history and its actions. */
export function DocumentView({ spec, ctx }: { spec: DocumentSpec<any, any>; ctx: DocumentContext }) {
  const phone = useIsPhone();
  const record = ctx.record!;
  const { totals } = spec;
  const fecha = (totals && (record.header[totals.dateField] as string)?.slice(0, 10)) || todayLima();
  const moneda = (totals && totals.currencyField && (record.header[totals.currencyField] as string)) || 'PEN';
  const price = spec.lines.price ?? 'required';
  const withTax = includesTax(spec, record.header);
  const table = useMemo(
    () =>
      documentTable(record.lines, {
        fechaEmision: fecha,
        moneda,
        pricesIncludeTax: withTax,
        price,
        ...specTableOptions(spec, record.header),
      }),
    [record, fecha, moneda, withTax, price, spec],
  );
  const editable = spec.canEdit ? spec.canEdit(record) : !record.anulado && !!spec.api.update;

  const columns = [
    ...(phone ? [] : [{ key: 'n', title: '#', width: 40, render: (_: unknown, _l: DocLine, i: number) => i + 1 }]),
    // On a phone the code goes before the name, so the name keeps a readable width.
    ...(phone ? [] : [{ key: 'codigo', title: 'Código', dataIndex: 'codigo', width: 110 }]),
    {
      key: 'descripcion',
      title: 'Producto',
      dataIndex: 'descripcion',
      ...(phone && {
        width: 170,
        render: (_: unknown, l: DocLine) => (
          <>
            {l.codigo && <Typography.Text type="secondary">{l.codigo} · </Typography.Text>}
            {l.descripcion}
          </>
        ),
      }),
    },
    { key: 'unidad', title: 'Unidad', width: 90, render: (_: unknown, l: DocLine) => unitOf(l)?.nombre ?? '' },
    {
      key: 'cantidad',
      title: 'Cantidad',
      dataIndex: 'cantidad',
      width: 90,
      align: 'right' as const,
      render: showQuantity,
    },
    ...(price === 'none'
      ? []
      : [
          {
            key: 'precio',
            title: spec.lines.priceLabel,
            dataIndex: 'precio',
            width: 120,
            align: 'right' as const,
            render: showPrice,
          },
        ]),
    ...(spec.lines.discount
      ? [
          {
            key: 'descuento',
            title: 'Descuento',
            dataIndex: 'descuento',
            width: 100,
            align: 'right' as const,
            render: showAmount,
          },
        ]
      : []),
    ...(spec.lines.columns ?? [])
      .filter((c) => c.view && (c.visible?.(record.lines) ?? true))
      .map((c) => ({ key: c.key, title: c.title, width: c.width, render: (_: unknown, l: DocLine) => c.view!(l) })),
    ...(price === 'none'
      ? []
      : [
          {
            key: 'importe',
            title: withTax ? 'Importe' : 'Subtotal',
            width: 110,
            align: 'right' as const,
            render: (_: unknown, _l: DocLine, i: number) => {
              const fila = table.filas[i];
              return fila && !fila.error ? showAmount(withTax ? fila.importe : fila.valorVenta) : '';
            },
          },
        ]),
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        title={
          <Space>
            <span>Datos del documento</span>
            {record.anulado && <Tag color="red">{ANNULLED_LABEL}</Tag>}
          </Space>
        }
      >
        {/* The editor's grid may take 4 fields a row; read-only label + value pairs need more room: 3 on a laptop. */}
        <Descriptions
          size="small"
          column={phone ? 1 : { xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: spec.header.columns ?? 3 }}
          items={spec.header.fields.map((f) => ({ key: f.name, label: f.label, children: shownValue(f, record) }))}
        />
      </Card>
      <Card size="small" title={spec.lines.title ?? 'Productos'}>
        <Table<DocLine>
          rowKey="key"
          size="small"
          columns={columns}
          dataSource={record.lines}
          pagination={false}
          scroll={{ x: 700 }}
          aria-label="Líneas del documento"
        />
      </Card>
      <div
        style={{
          display: 'flex',
          flexDirection: phone ? 'column-reverse' : 'row',
          gap: 16,
          alignItems: phone ? 'stretch' : 'flex-start',
        }}
      >
        <Space wrap>
          <Button icon={<UnorderedListOutlined />} onClick={ctx.toList}>
            Volver a la lista
          </Button>
          {editable && (
            <Button icon={<EditOutlined />} onClick={() => ctx.toEdit(record.id)}>
              Editar
            </Button>
          )}
          <DocumentActions actions={spec.actions ?? []} ctx={ctx} />
        </Space>
        {totals !== false && price !== 'none' && (
          <DocumentTotals totales={table.totales} moneda={moneda} taxes={totals?.taxes !== false} />
        )}
      </div>
      {spec.view?.sections?.(record, ctx)}
      {record.history && record.history.length > 0 && (
        <Card size="small" title="Historial" role="region" aria-label="Historial">
          <Timeline
            items={record.history.map((h, i) => ({
              key: i,
              children: (
                <>
                  <Typography.Text type="secondary">{formatDateTime(h.fecha)}</Typography.Text> — {h.texto}
                  {h.usuario ? <Typography.Text type="secondary"> ({h.usuario})</Typography.Text> : null}
                </>
              ),
            }))}
          />
        </Card>
      )}
    </Space>
  );
}
