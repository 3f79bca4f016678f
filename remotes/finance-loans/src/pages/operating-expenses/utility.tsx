import { useMemo, useRef, useState } from 'react';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { call } from '@trade/session';
import {
  utility,
  type ProductUtility,
  type ProductUtilityRow,
  type ProductUtilityQuery,
} from '@trade/contracts/finance-loans';
import { DateRangeFilter, presetRange, ResourceScreen, useIsPhone, type Resource } from '@trade/ui';

/*
 * Utility per product (gutilidadproductos): what each product sold without IGV against its cost at
 * the ledger's weighted average, over a date range; the period's operating expenses give the net.
 * The rows are a client list of the kit (search, sort, totals, Excel export).
 */

const RANGE = {
  name: 'fecha',
  label: 'Periodo',
  type: 'dateRange' as const,
  params: ['inicio', 'fin'] as [string, string],
};

function utilityResource(keep: (report: ProductUtility | null) => void): Resource<ProductUtilityRow> {
  return {
    key: 'utilidad_productos',
    title: 'Utilidad por producto',
    noun: 'producto',
    idField: 'producto_id',
    nameOf: 'denominacion',
    api: {
      paging: 'client',
      list: async (_query, params) => {
        const answer = await call(utility.endpoints.products, { query: params as ProductUtilityQuery });
        keep(answer.status === 200 ? (answer.detalles ?? null) : null);
        return { ...answer, detalles: answer.detalles?.productos ?? [] };
      },
    },
    search: { placeholder: 'Buscar producto o código' },
    columns: [
      { key: 'codigo_producto', title: 'Código', width: 110 },
      { key: 'denominacion', title: 'Producto', ellipsis: true, sortable: true },
      { key: 'cantidad', title: 'Cantidad', type: 'number', sortable: true, width: 100 },
      { key: 'ventas', title: 'Ventas sin IGV (S/)', type: 'money', sortable: true, total: true },
      { key: 'costo', title: 'Costo (S/)', type: 'money', sortable: true, total: true },
      { key: 'utilidad', title: 'Utilidad (S/)', type: 'money', sortable: true, total: true },
      { key: 'margen', title: 'Margen %', type: 'number', sortable: true, width: 100 },
    ],
    messages: { listError: 'Error al obtener los registros', empty: 'No hubo ventas en el periodo' },
  };
}

function Summary({ report }: { report: ProductUtility }) {
  const items: [string, string, string?][] = [
    ['Ventas sin IGV', report.ventas],
    ['Costo de lo vendido', report.costo],
    ['Utilidad bruta', report.utilidad_bruta],
    ['Gastos operativos', report.gastos_operativos],
    ['Utilidad neta', report.utilidad_neta, Number(report.utilidad_neta) < 0 ? '#cf1322' : '#389e0d'],
  ];
  return (
    <Row gutter={[12, 12]} role="region" aria-label="Resumen de utilidad">
      {items.map(([title, value, color]) => (
        <Col key={title} flex="1 1 190px">
          <Card size="small">
            <Statistic title={title} value={value} prefix="S/" valueStyle={color ? { color } : undefined} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** The 'Utilidad' tab of /operating_expenses. */
export function ProductUtilityView() {
  const phone = useIsPhone();
  const [from, to] = presetRange('mes');
  const [range, setRange] = useState({ inicio: from, fin: to });
  const [report, setReport] = useState<ProductUtility | null>(null);
  const keep = useRef(setReport);
  const resource = useMemo(() => utilityResource((r) => keep.current(r)), []);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <DateRangeFilter
        filter={RANGE}
        block={phone}
        values={range}
        onChange={(v) => setRange({ inicio: (v.inicio as string) ?? from, fin: (v.fin as string) ?? to })}
      />
      {report && <Summary report={report} />}
      <ResourceScreen resource={resource} params={range} syncUrl={false} />
      <Typography.Text type="secondary">
        Ventas emitidas (sin las anuladas) en soles al tipo de cambio de cada venta; el costo es el promedio ponderado
        del kardex al momento de la venta.
      </Typography.Text>
    </Space>
  );
}
