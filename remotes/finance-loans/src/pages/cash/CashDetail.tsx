import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Space, Spin, Table, Tabs, Tag } from 'antd';
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { cash as cashContract, type CashOpeningRow } from '@trade/contracts/finance-loans';
import { formatDateTime, formatMoney, formatNumber } from '@trade/formats';
import { call, openPrintable, useUser } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { exportXlsx } from '@trade/ui';
import { CloseCash } from './CloseCash';
import { CLOSING_COLUMNS, ORIGIN_NAMES, closingLines, loadCashDetail, type CashDetailData } from './service';

const money = (value: string | null) => (value === null ? '—' : formatMoney(value));

/** A cash: its figures per payment form, its movements and products, the closing report, and the closing form while open. */
export function CashDetail({ row, onChanged }: { row: CashOpeningRow; onChanged: () => Promise<void> | void }) {
  const notify = useNotify();
  const user = useUser();
  const [cash, setCash] = useState(row);
  const [data, setData] = useState<CashDetailData>();
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    setError(undefined);
    try {
      const [fresh, detail] = await Promise.all([
        call(cashContract.endpoints.list, {
          query: { idusuario: row.idusuario, idsucursal: row.idsucursal, page: 1, pageSize: 500 },
        }),
        loadCashDetail(row.idapertura),
      ]);
      const current = fresh.detalles?.find((c) => c.idapertura === row.idapertura);
      if (current) setCash(current);
      if (detail.error) setError(detail.error);
      else setData(detail.data);
    } catch {
      setError('Error al obtener los registros');
    }
  }, [row.idapertura, row.idusuario, row.idsucursal]);
  useEffect(() => void load(), [load]);

  const print = (formato?: 'a4') =>
    openPrintable(cashContract.endpoints.print, { params: { id: cash.idapertura }, query: { formato } }).catch(
      (e: Error) => notify.error(e.message),
    );
  const canClose = cash.estado === 1 && (user?.idusuario === cash.idusuario || user?.rol === 'admin');

  if (error) return <Alert type="error" showIcon title={error} action={<Button onClick={load}>Reintentar</Button>} />;
  if (!data) return <Spin />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'cajero', label: 'Cajero', children: cash.usuario },
          { key: 'sucursal', label: 'Sucursal', children: cash.sucursal },
          { key: 'apertura', label: 'Apertura', children: formatDateTime(cash.fecha_apertura) },
          { key: 'monto', label: 'Monto de apertura', children: money(cash.monto_apertura) },
          {
            key: 'estado',
            label: 'Estado',
            children: cash.estado === 1 ? <Tag color="green">Abierta</Tag> : <Tag>Cerrada</Tag>,
          },
          { key: 'cierre', label: 'Cierre', children: cash.fecha_cierre ? formatDateTime(cash.fecha_cierre) : '—' },
          { key: 'esperado', label: 'Total esperado', children: money(cash.esperado_total) },
          { key: 'contado', label: 'Total contado', children: money(cash.contado_total) },
          { key: 'diferencia', label: 'Diferencia', children: money(cash.diferencia_total) },
        ]}
      />
      <Space wrap>
        <Button icon={<PrinterOutlined />} onClick={() => print()}>
          Ticket de cierre
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => print('a4')}>
          Cierre en A4
        </Button>
        <Button
          icon={<FileExcelOutlined />}
          onClick={() =>
            void exportXlsx(`Cierre de caja ${cash.idapertura}`, CLOSING_COLUMNS, closingLines(cash, data))
          }
        >
          Excel
        </Button>
      </Space>
      <Tabs
        items={[
          {
            key: 'formas',
            label: 'Por forma de pago',
            children: (
              <Table
                size="small"
                rowKey="idformapago"
                pagination={false}
                dataSource={data.formas}
                scroll={{ x: true }}
                columns={[
                  { key: 'f', title: 'Forma de pago', dataIndex: 'formapago' },
                  { key: 'i', title: 'Ingresos', align: 'right', render: (_, f) => money(f.ingresos) },
                  { key: 'e', title: 'Egresos', align: 'right', render: (_, f) => money(f.egresos) },
                  { key: 'es', title: 'Esperado', align: 'right', render: (_, f) => money(f.esperado) },
                  { key: 'c', title: 'Contado', align: 'right', render: (_, f) => money(f.contado) },
                  { key: 'd', title: 'Diferencia', align: 'right', render: (_, f) => money(f.diferencia) },
                ]}
              />
            ),
          },
          {
            key: 'movimientos',
            label: `Ingresos y egresos (${data.movimientos.length})`,
            children: (
              <Table
                size="small"
                rowKey="idmovimiento"
                pagination={{ pageSize: 20 }}
                dataSource={data.movimientos}
                scroll={{ x: true }}
                columns={[
                  { key: 'fecha', title: 'Fecha', render: (_, m) => formatDateTime(m.fecha) },
                  { key: 'origen', title: 'Origen', render: (_, m) => ORIGIN_NAMES[m.origen_tipo] ?? m.origen_tipo },
                  { key: 'concepto', title: 'Concepto', dataIndex: 'concepto' },
                  { key: 'forma', title: 'Forma de pago', dataIndex: 'formapago' },
                  {
                    key: 'monto',
                    title: 'Monto',
                    align: 'right',
                    render: (_, m) => (
                      <span
                        style={{
                          color: m.tipo === 'E' ? '#cf1322' : undefined,
                          textDecoration: m.estado === 0 ? 'line-through' : undefined,
                        }}
                      >
                        {m.tipo === 'E' ? '- ' : ''}
                        {money(m.monto)}
                      </span>
                    ),
                  },
                  {
                    key: 'estado',
                    title: 'Estado',
                    render: (_, m) => (m.estado === 1 ? 'Vigente' : <Tag color="red">Anulado</Tag>),
                  },
                ]}
              />
            ),
          },
          {
            key: 'productos',
            label: `Productos vendidos (${data.productos.length})`,
            children: (
              <Table
                size="small"
                rowKey={(p) => `${p.idproducto}-${p.descripcion}`}
                pagination={{ pageSize: 20 }}
                dataSource={data.productos}
                locale={{ emptyText: 'Sin ventas en esta caja' }}
                columns={[
                  { key: 'd', title: 'Producto', dataIndex: 'descripcion' },
                  {
                    key: 'c',
                    title: 'Cantidad',
                    align: 'right',
                    render: (_, p) => formatNumber(p.cantidad, { minDecimals: 0, maxDecimals: 3 }),
                  },
                  { key: 'i', title: 'Importe', align: 'right', render: (_, p) => money(p.importe) },
                ]}
              />
            ),
          },
        ]}
      />
      {canClose && (
        <CloseCash
          cash={cash}
          formas={data.formas}
          onClosed={async () => {
            await load();
            await onChanged();
          }}
        />
      )}
    </Space>
  );
}
