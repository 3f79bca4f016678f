import type { ReactNode } from 'react';
import { Button, Card, Col, Row, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatDate, formatMoney, formatNumber } from '@trade/formats';
import { useNotify } from '@trade/session/notify';
import { EXPORT_ERROR, exportXlsx, type ColumnSpec } from '@trade/ui';
import { CpeTag } from '../../cpe';
import { BLOCK_COLUMNS, blockRows, type BlockKey, type BlockRow } from './exports';
import type { DashboardData } from './useDashboard';

/** A cell as the export shows it: money with S/, dates dd/MM/yyyy. */
function cell(column: ColumnSpec<BlockRow>, row: BlockRow): ReactNode {
  const value = column.value ? column.value(row) : row[column.key];
  if (value === null || value === undefined || value === '') return '—';
  if (column.type === 'money') return formatMoney(value as string);
  if (column.type === 'number') return formatNumber(value as string, { minDecimals: 0, maxDecimals: 4 });
  if (column.type === 'date') return formatDate(value as string);
  return String(value);
}

const TITLES: Record<BlockKey, string> = {
  comprobantes: 'Ventas por comprobante y forma de pago',
  productos: 'Productos más vendidos',
  clientes: 'Mejores clientes',
  diario: 'Ventas por día',
  vencidas: 'Cuotas vencidas',
  cpe: 'Comprobantes con problemas en SUNAT',
  stock: 'Productos con stock bajo',
};

const LINKS: Partial<Record<BlockKey, { to: string; label: string }>> = {
  vencidas: { to: '/accounts_receivable', label: 'Cuentas por cobrar' },
  cpe: { to: '/manage_cpe', label: 'Gestión de CPE' },
  stock: { to: '/products', label: 'Productos' },
};

/** Per-block custom cells (links and tags); everything else is the export's own formatting. */
const RENDER: Partial<Record<BlockKey, Record<string, (row: BlockRow) => ReactNode>>> = {
  cpe: {
    documento: (row) => (
      <Link to={`/manage_cpe?q=${encodeURIComponent(String(row.documento))}`}>{String(row.documento)}</Link>
    ),
    estado: (row) => <CpeTag estado={row.estado as string} />,
  },
  stock: {
    denominacion_stock: (row) => <Link to={`/kardex?producto_id=${row.producto_id}`}>{String(row.denominacion)}</Link>,
  },
};

export function Block({
  block,
  data,
  span,
}: {
  block: BlockKey;
  data: DashboardData;
  span: { xs: number; lg: number };
}) {
  const notify = useNotify();
  const columns = BLOCK_COLUMNS[block];
  const rows = blockRows(block, data);
  const link = LINKS[block];
  const title = TITLES[block];
  const exportBlock = async () => {
    try {
      await exportXlsx(title, columns, rows);
      notify.success(`Se exportó ${rows.length === 1 ? '1 registro' : `${rows.length} registros`}`);
    } catch {
      notify.error(EXPORT_ERROR);
    }
  };
  return (
    <Col {...span}>
      <Card
        size="small"
        title={title}
        role="region"
        aria-label={title}
        extra={
          <>
            {link && (
              <Link to={link.to} style={{ marginRight: 8 }}>
                {link.label}
              </Link>
            )}
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void exportBlock()}
              disabled={rows.length === 0}
              aria-label={`Exportar ${title}`}
            >
              Excel
            </Button>
          </>
        }
      >
        <Table<BlockRow>
          size="small"
          rowKey={(r) => String(r.key)}
          dataSource={rows}
          pagination={rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'Sin registros' }}
          columns={columns.map((c) => ({
            key: c.key,
            title: c.title,
            align: c.type === 'money' || c.type === 'number' || c.type === 'integer' ? ('right' as const) : undefined,
            render: (_: unknown, row: BlockRow) => RENDER[block]?.[c.key]?.(row) ?? cell(c, row),
          }))}
        />
      </Card>
    </Col>
  );
}

/** Every block of tables, each exportable to Excel. */
export function Blocks({ data }: { data: DashboardData }) {
  const half = { xs: 24, lg: 12 };
  return (
    <Row gutter={[12, 12]}>
      <Block block="comprobantes" data={data} span={half} />
      <Block block="productos" data={data} span={half} />
      <Block block="clientes" data={data} span={half} />
      <Block block="vencidas" data={data} span={half} />
      <Block block="cpe" data={data} span={half} />
      <Block block="stock" data={data} span={half} />
      <Block block="diario" data={data} span={{ xs: 24, lg: 24 }} />
    </Row>
  );
}
