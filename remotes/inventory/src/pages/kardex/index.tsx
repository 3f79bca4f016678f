import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, Form, Row, Select, Space, Spin, Table } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';
import { formatDate, formatNumber } from '@trade/formats';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import {
  DateRangeFilter,
  displayValue,
  exportXlsx,
  LookupInput,
  presetRange,
  useIsPhone,
  useOptions,
  useUrlParams,
} from '@trade/ui';
import { kardex, type KardexReport } from '@trade/contracts/inventory';
import { PRODUCT_LOOKUP, WAREHOUSE_OPTIONS } from '../../options';
import { KARDEX_COLUMNS, kardexLines, type KardexLine } from './columns';

export const KARDEX_ERROR = 'Error al obtener el kardex';
const RANGE = { name: 'fecha', label: 'Fechas', type: 'dateRange' as const, defaultRange: 'mes' as const };

/**
 * /kardex: the valued stock ledger of a product in a warehouse over a range of days (SUNAT PLE
 * 13.1 columns), from its opening to its closing balance; the choice lives in the URL and the
 * Excel file has the same columns.
 */
export default function Kardex() {
  const phone = useIsPhone();
  const notify = useNotify();
  const [search, updateSearch] = useUrlParams();
  const [month1, today] = presetRange('mes');
  const producto = search.get('producto_id') ? Number(search.get('producto_id')) : null;
  const almacen = search.get('idalmacen') ? Number(search.get('idalmacen')) : null;
  const desde = search.get('desde') ?? month1;
  const hasta = search.get('hasta') ?? today;
  const [productLabel, setProductLabel] = useState<string | null>(null);
  const warehouses = useOptions(WAREHOUSE_OPTIONS);
  const [state, setState] = useState<{ loading: boolean; report: KardexReport | null; error: string | null }>({
    loading: false,
    report: null,
    error: null,
  });

  const set = (values: Record<string, string | number | null | undefined>) =>
    updateSearch((next) => {
      for (const [k, v] of Object.entries(values))
        v === null || v === undefined || v === '' ? next.delete(k) : next.set(k, String(v));
    });

  useEffect(() => {
    if (!producto || !almacen) return setState({ loading: false, report: null, error: null });
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    call(kardex.endpoints.report, { query: { producto_id: producto, idalmacen: almacen, desde, hasta } })
      .then(
        (a) =>
          live &&
          setState({
            loading: false,
            report: a.status === 200 ? (a.detalles ?? null) : null,
            error: a.status === 200 ? null : a.mensaje,
          }),
      )
      .catch(() => live && setState({ loading: false, report: null, error: KARDEX_ERROR }));
    return () => {
      live = false;
    };
  }, [producto, almacen, desde, hasta]);

  const report = state.report;
  const lines = report ? kardexLines(report) : [];
  const exportFile = async () => {
    if (!report) return;
    try {
      await exportXlsx(
        `Kardex ${report.producto.codigo_producto ?? report.producto.producto_id} ${report.almacen.nombre}`,
        KARDEX_COLUMNS,
        lines,
      );
    } catch {
      notify.error('Error al exportar los registros');
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form layout="vertical">
          <Row gutter={16}>
            <Col span={phone ? 24 : 10}>
              <Form.Item label="Producto" htmlFor="kardex-producto">
                <LookupInput
                  id="kardex-producto"
                  source={PRODUCT_LOOKUP}
                  value={producto}
                  initialLabel={productLabel ?? (report ? report.producto.denominacion : null)}
                  onChange={(v, row) => {
                    setProductLabel(row ? String(row.denominacion) : null);
                    set({ producto_id: v });
                  }}
                  placeholder="Nombre, código o código de barras"
                />
              </Form.Item>
            </Col>
            <Col span={phone ? 24 : 6}>
              <Form.Item label="Almacén" htmlFor="kardex-almacen">
                <Select
                  id="kardex-almacen"
                  options={warehouses.options}
                  loading={warehouses.loading}
                  value={almacen ?? undefined}
                  onChange={(v) => set({ idalmacen: v })}
                  placeholder="Seleccione"
                  showSearch={{ optionFilterProp: 'label' }}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col span={phone ? 24 : 8}>
              <Form.Item label="Fechas">
                <DateRangeFilter
                  filter={RANGE}
                  values={{ desde, hasta }}
                  onChange={(v) => set({ desde: v.desde as string, hasta: v.hasta as string })}
                  block
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      {state.error && <Alert type="error" showIcon title={state.error} role="alert" />}
      {!producto || !almacen ? (
        <Empty description="Seleccione un producto y un almacén para ver su kardex" />
      ) : state.loading && !report ? (
        <Spin style={{ display: 'block', margin: 32 }} />
      ) : report ? (
        <Card
          size="small"
          title={`${report.producto.codigo_producto ? `${report.producto.codigo_producto} · ` : ''}${report.producto.denominacion}`}
          extra={
            <Button icon={<FileExcelOutlined />} onClick={() => void exportFile()}>
              Exportar Excel
            </Button>
          }
        >
          <Descriptions
            size="small"
            column={phone ? 1 : 3}
            items={[
              {
                key: 'almacen',
                label: 'Almacén',
                children: `${report.almacen.nombre} (${report.almacen.sucursal}, establecimiento ${report.almacen.codigo_establecimiento})`,
              },
              {
                key: 'periodo',
                label: 'Periodo',
                children: `${formatDate(report.desde)} al ${formatDate(report.hasta)}`,
              },
              {
                key: 'unidad',
                label: 'Unidad (catálogo 03)',
                children: `${report.producto.abreviatura} (${report.producto.unidad_sunat})`,
              },
              {
                key: 'existencia',
                label: 'Tipo de existencia (tabla 5)',
                children: report.producto.tipo_existencia ?? '—',
              },
              {
                key: 'metodo',
                label: 'Método de valuación',
                children: report.metodo_valuacion === '1' ? 'Promedio ponderado' : report.metodo_valuacion,
              },
              {
                key: 'saldo',
                label: 'Saldo final',
                children: `${formatNumber(report.saldo_final.cantidad, { minDecimals: 0, maxDecimals: 4 })} ${report.producto.abreviatura} · S/ ${formatNumber(report.saldo_final.costo_total)}`,
              },
              // Orders' reservations: not outputs of the ledger, shown apart (today's figures).
              {
                key: 'comprometido',
                label: 'Comprometido (pedidos)',
                children: (
                  <span aria-label="Comprometido">{`${formatNumber(report.comprometido, { minDecimals: 0, maxDecimals: 4 })} ${report.producto.abreviatura}`}</span>
                ),
              },
              {
                key: 'disponible',
                label: 'Disponible hoy',
                children: `${formatNumber(report.disponible, { minDecimals: 0, maxDecimals: 4 })} ${report.producto.abreviatura} de ${formatNumber(report.stock_actual, { minDecimals: 0, maxDecimals: 4 })}`,
              },
            ]}
          />
          <Table<KardexLine>
            rowKey="key"
            size="small"
            dataSource={lines}
            pagination={false}
            scroll={{ x: 1400 }}
            aria-label="Movimientos del kardex"
            loading={state.loading}
            rowClassName={(r) => (r.key === 'inicial' || r.key === 'final' ? 'kardex-saldo' : '')}
            onRow={(r) => ({
              style: r.key === 'inicial' || r.key === 'final' ? { fontWeight: 600, background: '#fafafa' } : undefined,
            })}
            columns={KARDEX_COLUMNS.map((c) => ({
              key: c.key,
              title: c.title,
              width: c.width,
              align: c.align,
              fixed: c.key === 'fecha' && !phone ? ('left' as const) : undefined,
              render: (_: unknown, row: KardexLine) => displayValue(c, row),
            }))}
          />
        </Card>
      ) : null}
    </Space>
  );
}
