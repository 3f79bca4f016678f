import { useMemo, useRef, useState } from 'react';
import { Button, Card, Col, Descriptions, Row, Select, Space, Switch, Table, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { call, openPrintable, PRINT_ERROR } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { sales, type SalesReport, type SalesReportBody, type SalesReportRow } from '@trade/contracts/billing-cpe';
import { people } from '@trade/contracts/purchasing-credits';
import {
  DateRangeFilter,
  LookupInput,
  lookupFrom,
  presetRange,
  ResourceScreen,
  useIsPhone,
  useOptions,
  type Resource,
} from '@trade/ui';
import { ALL_PAYMENT_FORMS, BRANCHES, PAYMENT_TYPES, USERS, VOUCHER_OPTIONS } from '../sales/options';

/*
 * /report_sales: the register of sales an accountant needs over a date range (reporte_ventas),
 * filtered by user, branch, voucher type, payment form and client; totals by IGV type (soles), by
 * payment form and by voucher; the rows exported to Excel by the kit and the same register in PDF
 * (pdfreporteventas, a signed link through openPrintable).
 */

type Filters = {
  desde: string;
  hasta: string;
  idusuario?: number;
  idsucursal?: number;
  codigo_comprobante?: string;
  idformapago?: number;
  tipo_pago_id?: number;
  idpersona?: number;
  incluir_anuladas?: boolean;
};

const CLIENTS = lookupFrom(people.endpoints.list, {
  query: { ubica: 1 },
  value: 'idpersona',
  label: (r) => `${r.numero_documento} · ${r.nombres}`,
});
const RANGE = { name: 'fecha', label: 'Fecha', type: 'dateRange' as const };

/** The body sent: only the filters chosen (0 = all for user and branch). */
const bodyOf = (f: Filters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== null && v !== '')) as SalesReportBody;

function reportResource(keep: (report: SalesReport | null) => void): Resource<SalesReportRow> {
  return {
    key: 'reporte_ventas',
    title: 'Registro de ventas',
    noun: 'venta',
    gender: 'f',
    idField: 'idventa',
    nameOf: 'documento',
    api: {
      paging: 'client',
      list: async (_query, params) => {
        const answer = await call(sales.endpoints.report, { body: params as SalesReportBody });
        keep(answer.status === 200 ? (answer.detalles ?? null) : null);
        return { ...answer, detalles: answer.detalles?.filas ?? [] };
      },
    },
    search: { placeholder: 'Buscar comprobante o cliente' },
    columns: [
      { key: 'fecha', title: 'Fecha', type: 'date', sortable: true, width: 105 },
      { key: 'comprobante', title: 'Tipo', width: 120 },
      { key: 'documento', title: 'Serie-número', sortable: true, width: 135 },
      { key: 'cliente_documento', title: 'Doc. cliente', width: 120 },
      { key: 'cliente', title: 'Cliente', ellipsis: true },
      { key: 'gravadas', title: 'Base imponible', type: 'money', total: true },
      { key: 'exoneradas', title: 'Exonerado', type: 'money', total: true, hidden: 'unused' },
      { key: 'inafectas', title: 'Inafecto', type: 'money', total: true, hidden: 'unused' },
      { key: 'exportacion', title: 'Exportación', type: 'money', total: true, hidden: 'unused' },
      { key: 'base_ivap', title: 'Base IVAP', type: 'money', total: true, hidden: 'unused' },
      { key: 'ivap', title: 'IVAP', type: 'money', total: true, hidden: 'unused' },
      { key: 'isc', title: 'ISC', type: 'money', total: true, hidden: 'unused' },
      { key: 'igv', title: 'IGV', type: 'money', total: true },
      { key: 'icbper', title: 'ICBPER', type: 'money', total: true, hidden: 'unused' },
      { key: 'total', title: 'Total', type: 'money', sortable: true, total: true },
      { key: 'modificado_documento', title: 'Modifica a', width: 135 },
      { key: 'moneda', title: 'Moneda', width: 75 },
      { key: 'tipo_cambio', title: 'T. cambio', width: 85 },
      { key: 'total_soles', title: 'Total S/', type: 'money', hidden: true },
      { key: 'formas_pago', title: 'Forma de pago', hidden: true },
      { key: 'usuario', title: 'Usuario', hidden: true },
      { key: 'estado', title: 'Estado', width: 100 },
    ],
    messages: { listError: 'Error al obtener los registros', empty: 'No hay ventas en el rango elegido' },
  };
}

function Summary({ report }: { report: SalesReport }) {
  const t = report.totales;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <Card size="small" title="Por tipo de IGV (S/)" role="region" aria-label="Totales por tipo de IGV">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'v', label: 'Ventas', children: t.ventas },
              { key: 'g', label: 'Op. gravadas', children: t.gravadas },
              { key: 'e', label: 'Op. exoneradas', children: t.exoneradas },
              { key: 'i', label: 'Op. inafectas', children: t.inafectas },
              { key: 'gr', label: 'Op. gratuitas', children: t.gratuitas },
              { key: 'x', label: 'Exportación', children: t.exportacion },
              { key: 'igv', label: 'IGV', children: t.igv },
              { key: 'bi', label: 'Base IVAP', children: t.base_ivap },
              { key: 'iv', label: 'IVAP', children: t.ivap },
              { key: 'icb', label: 'ICBPER', children: t.icbper },
              { key: 'nc', label: 'Notas', children: t.notas },
              { key: 't', label: 'Total', children: <b aria-label="Total del reporte">{t.total}</b> },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small" title="Por forma de pago (S/)" role="region" aria-label="Totales por forma de pago">
          <Table
            size="small"
            pagination={false}
            rowKey="nombre"
            dataSource={report.por_forma_pago}
            columns={[
              { key: 'n', title: 'Forma de pago', dataIndex: 'nombre' },
              { key: 'm', title: 'Monto', dataIndex: 'monto', align: 'right' as const },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small" title="Por comprobante" role="region" aria-label="Totales por comprobante">
          <Table
            size="small"
            pagination={false}
            rowKey="codigo_comprobante"
            dataSource={report.por_comprobante}
            columns={[
              { key: 'c', title: 'Comprobante', dataIndex: 'comprobante' },
              { key: 'n', title: 'Ventas', dataIndex: 'ventas', align: 'right' as const },
              { key: 't', title: 'Total', dataIndex: 'total', align: 'right' as const },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}

export default function SalesReportScreen() {
  const phone = useIsPhone();
  const notify = useNotify();
  const [from, to] = presetRange('mes');
  const [filters, setFilters] = useState<Filters>({ desde: from, hasta: to });
  const [report, setReport] = useState<SalesReport | null>(null);
  const keep = useRef(setReport);
  const resource = useMemo(() => reportResource((r) => keep.current(r)), []);
  const users = useOptions(USERS);
  const branches = useOptions(BRANCHES);
  const forms = useOptions(ALL_PAYMENT_FORMS);
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const width = phone ? '100%' : 170;
  const params = bodyOf(filters);

  // The PDF, or the register in SUNAT's PLE 14.1 layout (a text file, notes with the documents they modify).
  const open = async (printable: () => Promise<void>) => {
    try {
      await printable();
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : PRINT_ERROR);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="Filtros" role="search" aria-label="Filtros del reporte">
        <Space wrap size={8} style={{ width: '100%' }}>
          <DateRangeFilter
            filter={RANGE}
            block={phone}
            values={{ desde: filters.desde, hasta: filters.hasta }}
            onChange={(v) => set({ desde: (v.desde as string) ?? from, hasta: (v.hasta as string) ?? to })}
          />
          <Select
            aria-label="Usuario"
            placeholder="Usuario"
            allowClear
            style={{ width }}
            options={users.options}
            value={filters.idusuario}
            onChange={(v) => set({ idusuario: v as number | undefined })}
          />
          <Select
            aria-label="Sucursal"
            placeholder="Sucursal"
            allowClear
            style={{ width }}
            options={branches.options}
            value={filters.idsucursal}
            onChange={(v) => set({ idsucursal: v as number | undefined })}
          />
          <Select
            aria-label="Comprobante"
            placeholder="Comprobante"
            allowClear
            style={{ width }}
            options={VOUCHER_OPTIONS}
            value={filters.codigo_comprobante}
            onChange={(v) => set({ codigo_comprobante: v })}
          />
          <Select
            aria-label="Tipo de pago"
            placeholder="Tipo de pago"
            allowClear
            style={{ width }}
            options={[...PAYMENT_TYPES]}
            value={filters.tipo_pago_id}
            onChange={(v) => set({ tipo_pago_id: v })}
          />
          <Select
            aria-label="Forma de pago"
            placeholder="Forma de pago"
            allowClear
            style={{ width }}
            options={forms.options}
            value={filters.idformapago}
            onChange={(v) => set({ idformapago: v as number | undefined })}
          />
          <LookupInput
            aria-label="Cliente"
            style={{ width: phone ? '100%' : 240 }}
            source={CLIENTS}
            value={filters.idpersona ?? null}
            placeholder="Cliente"
            onChange={(v) => set({ idpersona: v === null ? undefined : Number(v) })}
          />
          <Space>
            <Switch
              aria-label="Incluir anuladas"
              checked={!!filters.incluir_anuladas}
              onChange={(v) => set({ incluir_anuladas: v || undefined })}
            />
            <span>Incluir anuladas</span>
          </Space>
          <Button
            icon={<FilePdfOutlined />}
            onClick={() => void open(() => openPrintable(sales.endpoints.reportPdf, { query: params }))}
          >
            PDF
          </Button>
          <Button onClick={() => void open(() => openPrintable(sales.endpoints.reportPle, { query: params }))}>
            PLE 14.1
          </Button>
        </Space>
      </Card>
      {report && <Summary report={report} />}
      <ResourceScreen resource={resource} params={params} syncUrl={false} />
      <Typography.Text type="secondary">
        Los totales están en soles (importes × tipo de cambio) y suman solo las ventas emitidas.
      </Typography.Text>
    </Space>
  );
}
