import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Form, InputNumber, Modal, Popconfirm, Select, Space, Table, Tag, Tooltip } from 'antd';
import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip as ChartTooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { todayLima } from '@trade/formats';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { utility, type SalesHistoryRow } from '@trade/contracts/finance-loans';
import { exportXlsx, useIsPhone, type ColumnSpec } from '@trade/ui';

/*
 * Sales by month of a year (gventasmensualhistograma) beside the stored history
 * (ghistoricomensualhistograma): a bar chart, the table, and 'Guardar en histórico' per month
 * (rhistoricoventas) — computed from the month's sales, or typed for a month from before the system.
 */

export const MONTHS = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const HISTORY_ERROR = 'Error al guardar registros del mes';

interface MonthRow {
  mes: number;
  nombre: string;
  total: string;
  cantidad: number;
  historico: SalesHistoryRow | null;
}

const EXPORT_COLUMNS: ColumnSpec<MonthRow & { historico_total: string; origen: string }>[] = [
  { key: 'nombre', title: 'Mes' },
  { key: 'cantidad', title: 'Ventas', type: 'integer' },
  { key: 'total', title: 'Total (S/)', type: 'money', total: true },
  { key: 'historico_total', title: 'Histórico (S/)', type: 'money', total: true },
  { key: 'origen', title: 'Origen' },
];

function useYear(anio: number) {
  const notify = useNotify();
  const [rows, setRows] = useState<MonthRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const [monthly, history] = await Promise.all([
        call(utility.endpoints.monthly, { query: { anio } }),
        call(utility.endpoints.history, { query: { anio } }),
      ]);
      if (monthly.status !== 200 || history.status !== 200)
        throw new Error(monthly.status !== 200 ? monthly.mensaje : history.mensaje);
      const stored = new Map((history.detalles ?? []).map((h) => [h.mes, h]));
      setRows(
        (monthly.detalles ?? []).map((m) => ({
          ...m,
          nombre: MONTHS[m.mes - 1]!,
          historico: stored.get(m.mes) ?? null,
        })),
      );
      setError(null);
    } catch (failure) {
      const text = failure instanceof Error && failure.message ? failure.message : 'Error al obtener los registros';
      setError(text);
      notify.error(text);
    } finally {
      setLoading(false);
    }
  }, [anio, notify]);
  useEffect(() => void load(), [load]);
  return { rows, loading, error, reload: load };
}

function TypedMonth({ anio, row, onClose }: { anio: number; row: MonthRow | null; onClose: (saved: boolean) => void }) {
  const notify = useNotify();
  const [form] = Form.useForm<{ total: number; cantidad?: number }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const answer = await call(utility.endpoints.saveHistory, {
        body: {
          anio,
          mes: row!.mes,
          total: values.total.toFixed(2),
          cantidad: values.cantidad ?? 0,
        },
      });
      notify.answer(answer);
      if (answer.status === 200) onClose(true);
    } catch {
      notify.error(HISTORY_ERROR);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={!!row}
      title={row ? `Ventas de ${row.nombre} ${anio} (antes del sistema)` : ''}
      okText="Guardar"
      cancelText="Cancelar"
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          total: row?.historico ? Number(row.historico.total) : undefined,
          cantidad: row?.historico?.cantidad,
        }}
      >
        <Form.Item
          name="total"
          label="Total del mes (S/)"
          rules={[{ required: true, message: 'Ingrese el total del mes' }]}
        >
          <InputNumber
            min={0}
            max={999_999_999_999}
            precision={2}
            style={{ width: '100%' }}
            aria-label="Total del mes"
          />
        </Form.Item>
        <Form.Item name="cantidad" label="Cantidad de ventas (opcional)">
          <InputNumber
            min={0}
            max={10_000_000}
            precision={0}
            style={{ width: '100%' }}
            aria-label="Cantidad de ventas"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The 'Ventas por mes' tab of /operating_expenses. */
export function MonthlySalesView() {
  const phone = useIsPhone();
  const notify = useNotify();
  const thisYear = Number(todayLima().slice(0, 4));
  const thisMonth = todayLima().slice(0, 7);
  const [anio, setAnio] = useState(thisYear);
  const { rows, loading, error, reload } = useYear(anio);
  const [typing, setTyping] = useState<MonthRow | null>(null);
  const started = (mes: number) => `${anio}-${String(mes).padStart(2, '0')}` <= thisMonth;

  const saveComputed = async (row: MonthRow) => {
    try {
      const answer = await call(utility.endpoints.saveHistory, { body: { anio, mes: row.mes } });
      notify.answer(answer);
      if (answer.status === 200) await reload();
    } catch {
      notify.error(HISTORY_ERROR);
    }
  };
  const exportRows = () =>
    exportXlsx(
      `Ventas por mes ${anio}`,
      EXPORT_COLUMNS,
      rows.map((r) => ({ ...r, historico_total: r.historico?.total ?? '', origen: r.historico?.origen ?? '' })),
    );
  const chart = rows.map((r) => ({
    mes: r.nombre.slice(0, 3),
    Ventas: Number(r.total),
    Histórico: r.historico ? Number(r.historico.total) : 0,
  }));

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label="Año"
          value={anio}
          style={{ width: 120 }}
          options={Array.from({ length: 8 }, (_, i) => thisYear - i).map((y) => ({ value: y, label: String(y) }))}
          onChange={setAnio}
        />
        <Button icon={<DownloadOutlined />} onClick={() => void exportRows()} disabled={loading || rows.length === 0}>
          Exportar
        </Button>
      </Space>
      {error && (
        <Alert type="error" showIcon title={error} action={<Button onClick={() => void reload()}>Reintentar</Button>} />
      )}
      <Card size="small" title={`Ventas de ${anio} por mes (S/)`}>
        <div
          style={{ width: '100%', height: phone ? 220 : 300 }}
          role="img"
          aria-label={`Gráfico de ventas de ${anio} por mes`}
        >
          <ResponsiveContainer>
            <BarChart data={chart} margin={{ top: 8, right: 8, bottom: 0, left: phone ? -12 : 8 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="mes" />
              <YAxis />
              <ChartTooltip
                formatter={(v) =>
                  `S/ ${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
                }
              />
              <Legend />
              <Bar dataKey="Ventas" fill="#1668dc" />
              <Bar dataKey="Histórico" fill="#95de64" />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Table<MonthRow>
        size="small"
        rowKey="mes"
        loading={loading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 640 }}
        aria-label="Ventas por mes"
        columns={[
          { key: 'nombre', title: 'Mes', dataIndex: 'nombre', fixed: 'left', width: 110 },
          { key: 'cantidad', title: 'Ventas', dataIndex: 'cantidad', align: 'right', width: 80 },
          { key: 'total', title: 'Total (S/)', dataIndex: 'total', align: 'right' },
          {
            key: 'historico',
            title: 'Histórico (S/)',
            align: 'right',
            render: (_, r) =>
              r.historico ? (
                <Tooltip title={`Guardado por ${r.historico.usuario}`}>
                  {r.historico.total} <Tag>{r.historico.origen === 'manual' ? 'digitado' : 'calculado'}</Tag>
                </Tooltip>
              ) : (
                '—'
              ),
          },
          {
            key: 'acciones',
            title: 'Acciones',
            width: 220,
            render: (_, r) =>
              !started(r.mes) ? null : r.cantidad > 0 ? (
                <Popconfirm
                  title={`¿Guardar las ventas de ${r.nombre} en el histórico?`}
                  okText="Sí"
                  cancelText="No"
                  onConfirm={() => saveComputed(r)}
                >
                  <Button size="small" icon={<SaveOutlined />} aria-label={`Guardar ${r.nombre} en el histórico`}>
                    Guardar en histórico
                  </Button>
                </Popconfirm>
              ) : (
                <Button size="small" onClick={() => setTyping(r)} aria-label={`Digitar ventas de ${r.nombre}`}>
                  Digitar total
                </Button>
              ),
          },
        ]}
      />
      <TypedMonth
        anio={anio}
        row={typing}
        onClose={(saved) => {
          setTyping(null);
          if (saved) void reload();
        }}
      />
    </Space>
  );
}
