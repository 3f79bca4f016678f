import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Input, Select, Space, Spin, Table, Tag } from 'antd';
import { FileExcelOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { loans, type LoanPaymentRow, type LoanRow, type LoanWithSchedule } from '@trade/contracts/finance-loans';
import { formatDate, formatMoney } from '@trade/formats';
import { call, openPrintable } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { exportXlsx, useOptions, type ColumnSpec } from '@trade/ui';
import { CASH_PAYMENT_FORMS } from '../../options';

const { endpoints } = loans;
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const SITUATION: Record<string, string> = { pagada: 'green', parcial: 'gold', pendiente: 'default', vencida: 'red' };

interface StatementLine {
  fecha: string;
  concepto: string;
  cargo: string | null;
  abono: string | null;
}
const STATEMENT: ColumnSpec<StatementLine>[] = [
  { key: 'fecha', title: 'Fecha', type: 'date' },
  { key: 'concepto', title: 'Concepto' },
  { key: 'cargo', title: 'Cargo (S/)', type: 'money' },
  { key: 'abono', title: 'Abono (S/)', type: 'money' },
];

/** A loan: its schedule (overdue instalments with their days late), payments, collecting an instalment and the client's statement. */
export function LoanDetail({ row, onChanged }: { row: LoanRow; onChanged: () => Promise<void> | void }) {
  const notify = useNotify();
  const { modal } = App.useApp();
  const [loan, setLoan] = useState<LoanWithSchedule>();
  const [payments, setPayments] = useState<LoanPaymentRow[]>([]);
  const [error, setError] = useState<string>();
  const [importe, setImporte] = useState('');
  const [idformapago, setForm] = useState<number>();
  const [saving, setSaving] = useState(false);
  const { options: forms } = useOptions(CASH_PAYMENT_FORMS);

  const load = useCallback(async () => {
    try {
      const [loans, paid] = await Promise.all([
        call(endpoints.byClient, { query: { idpersona: row.idpersona } }),
        call(endpoints.payments, { query: { idpersona: row.idpersona } }),
      ]);
      if (loans.status !== 200) return setError(loans.mensaje);
      setLoan(loans.detalles?.find((l) => l.idprestamo === row.idprestamo));
      setPayments((paid.detalles ?? []).filter((p) => p.idprestamo === row.idprestamo));
    } catch {
      setError('Error inesperado. No se pudo obtener los prestamos del cliente');
    }
  }, [row.idpersona, row.idprestamo]);
  useEffect(() => void load(), [load]);

  const print = (endpoint: typeof endpoints.print | typeof endpoints.printPayment, id: number) =>
    openPrintable(endpoint, { params: { id } }).catch((e: Error) => notify.error(e.message));

  async function pay() {
    setSaving(true);
    try {
      const answer = await call(endpoints.pay, {
        body: { idprestamo: row.idprestamo, importe, idformapago: idformapago as number },
      });
      notify.answer(answer);
      if (answer.status === 200 && answer.detalles) {
        setImporte('');
        void print(endpoints.printPayment, answer.detalles.id);
        await load();
        await onChanged();
      }
    } catch {
      notify.error('Error inesperado. No se pudo registrar el pago');
    } finally {
      setSaving(false);
    }
  }

  function annulPayment(p: LoanPaymentRow) {
    modal.confirm({
      title: `¿Anular el pago de ${formatMoney(p.importe)} del ${formatDate(p.fecha)}?`,
      okText: 'Anular pago',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          const answer = await call(endpoints.annulPayment, { query: { idpago: p.idpago } });
          notify.answer(answer);
          if (answer.status === 200) {
            await load();
            await onChanged();
          }
        } catch {
          notify.error('Error inesperado. No se pudo anular el pago');
        }
      },
    });
  }

  function statement(l: LoanWithSchedule) {
    const lines: StatementLine[] = [
      {
        fecha: l.fecha,
        concepto: `Préstamo N° ${l.idprestamo}: capital ${l.monto} + interés ${l.interes}`,
        cargo: l.total,
        abono: null,
      },
      ...[...payments]
        .filter((p) => p.estado === 1)
        .reverse()
        .map((p) => ({
          fecha: p.fecha,
          concepto: `Pago N° ${p.idpago} (${p.formapago}) cuotas ${p.cuotas}`,
          cargo: null,
          abono: p.importe,
        })),
    ];
    void exportXlsx(`Estado de cuenta ${l.cliente}`, STATEMENT, lines, {
      cargo: l.total,
      abono: (Number(l.total) - Number(l.saldo)).toFixed(2),
    });
  }

  if (error) return <Alert type="error" showIcon title={error} />;
  if (!loan) return <Spin />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Tag color={loan.estado === 1 ? 'blue' : loan.estado === 2 ? 'green' : 'red'}>
          {loan.estado === 1 ? 'Vigente' : loan.estado === 2 ? 'Pagado' : 'Anulado'}
        </Tag>
        <span>Total {formatMoney(loan.total)}</span>
        <strong>Saldo {formatMoney(loan.saldo)}</strong>
        {loan.dias_atraso > 0 && (
          <Tag color="red">{`${loan.cuotas_vencidas} cuota(s) vencida(s), ${loan.dias_atraso} días de atraso`}</Tag>
        )}
      </Space>
      <Space wrap>
        <Button icon={<PrinterOutlined />} onClick={() => print(endpoints.print, loan.idprestamo)}>
          Ticket del préstamo
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={() => statement(loan)}>
          Estado de cuenta
        </Button>
      </Space>
      <Table
        size="small"
        rowKey="idcuota"
        pagination={false}
        scroll={{ x: true }}
        dataSource={loan.cronograma}
        columns={[
          { key: 'n', title: 'N°', dataIndex: 'numero', width: 50 },
          { key: 'f', title: 'Vencimiento', render: (_, c) => formatDate(c.fecha_vencimiento) },
          { key: 'a', title: 'Cuota', align: 'right', render: (_, c) => formatMoney(c.importe) },
          { key: 'p', title: 'Pagado', align: 'right', render: (_, c) => formatMoney(c.pagado) },
          { key: 'r', title: 'Pendiente', align: 'right', render: (_, c) => formatMoney(c.pendiente) },
          {
            key: 's',
            title: 'Situación',
            render: (_, c) => (
              <Tag color={SITUATION[c.situacion]}>
                {c.situacion === 'vencida'
                  ? `Vencida (${c.dias_atraso} días)`
                  : c.situacion.charAt(0).toUpperCase() + c.situacion.slice(1)}
              </Tag>
            ),
          },
        ]}
      />
      {loan.estado === 1 && (
        <Card size="small" title="Cobrar cuota">
          <Space wrap>
            <Input
              aria-label="Importe a pagar"
              inputMode="decimal"
              placeholder="Importe"
              style={{ width: 140 }}
              value={importe}
              status={importe && !MONEY.test(importe) ? 'error' : undefined}
              onChange={(e) => setImporte(e.target.value.trim())}
            />
            <Select
              aria-label="Forma de pago del cobro"
              placeholder="Forma de pago"
              style={{ width: 200 }}
              options={forms}
              value={idformapago}
              onChange={setForm}
            />
            <Button onClick={() => setImporte(loan.cronograma.find((c) => Number(c.pendiente) > 0)?.pendiente ?? '')}>
              Cuota pendiente
            </Button>
            <Button type="primary" loading={saving} disabled={!MONEY.test(importe) || !idformapago} onClick={pay}>
              Registrar pago
            </Button>
          </Space>
        </Card>
      )}
      <Table
        size="small"
        rowKey="idpago"
        pagination={false}
        title={() => 'Pagos'}
        scroll={{ x: true }}
        dataSource={payments}
        locale={{ emptyText: 'Sin pagos' }}
        columns={[
          { key: 'f', title: 'Fecha', render: (_, p) => formatDate(p.fecha) },
          { key: 'i', title: 'Importe', align: 'right', render: (_, p) => formatMoney(p.importe) },
          { key: 'fp', title: 'Forma de pago', dataIndex: 'formapago' },
          { key: 'c', title: 'Cuotas', dataIndex: 'cuotas' },
          {
            key: 'e',
            title: 'Estado',
            render: (_, p) => (p.estado === 1 ? 'Vigente' : <Tag color="red">Anulado</Tag>),
          },
          {
            key: 'x',
            title: 'Acciones',
            render: (_, p) => (
              <Space>
                <Button
                  size="small"
                  aria-label={`Imprimir pago ${p.idpago}`}
                  icon={<PrinterOutlined />}
                  onClick={() => print(endpoints.printPayment, p.idpago)}
                />
                {p.estado === 1 && (
                  <Button
                    size="small"
                    danger
                    aria-label={`Anular pago ${p.idpago}`}
                    icon={<StopOutlined />}
                    onClick={() => annulPayment(p)}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
