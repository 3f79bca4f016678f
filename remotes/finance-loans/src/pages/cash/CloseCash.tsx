import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Collapse, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { cash as cashContract, type CashFormTotalRow, type CashOpeningRow } from '@trade/contracts/finance-loans';
import { dec, fixed, sum } from '@trade/money';
import { formatMoney } from '@trade/formats';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';

/** Peruvian bills and coins, for the optional count by denomination. */
const DENOMINATIONS = ['200.00', '100.00', '50.00', '20.00', '10.00', '5.00', '2.00', '1.00', '0.50', '0.20', '0.10'];
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * The closing form: the counted amount of each payment form (cash optionally by denomination). A
 * blind cash shows no expected amounts to its cashier (the API answers them as null).
 */
export function CloseCash({
  cash,
  formas,
  onClosed,
}: {
  cash: CashOpeningRow;
  formas: CashFormTotalRow[];
  onClosed: () => void;
}) {
  const notify = useNotify();
  // The app's modal, not antd's static one: it follows the app's settings (less motion when asked).
  const { modal } = App.useApp();
  const [counted, setCounted] = useState<Record<number, string>>({});
  const [bills, setBills] = useState<Record<string, number>>({});
  const [observacion, setObservacion] = useState('');
  const [saving, setSaving] = useState(false);
  const efectivo = formas.find((f) => f.formapago === 'Efectivo')?.idformapago;
  const billsTotal = useMemo(() => sum(Object.entries(bills).map(([valor, n]) => dec(valor).times(n || 0))), [bills]);
  const byBills = billsTotal.gt(0);

  const countOf = (f: CashFormTotalRow) =>
    f.idformapago === efectivo && byBills ? fixed(billsTotal) : (counted[f.idformapago] ?? '');
  const invalid = formas.some((f) => countOf(f) !== '' && !MONEY.test(countOf(f)));

  /** What the closing will record, asked before it is: a closed cash is only undone by an administrator. */
  function confirmClose() {
    const shown = formas.map((f) => {
      const contado = fixed(dec(countOf(f) || '0'));
      const expected =
        f.esperado === null
          ? ''
          : ` · esperado ${formatMoney(f.esperado)} · diferencia ${formatMoney(fixed(dec(contado).minus(f.esperado)))}`;
      return `${f.formapago}: contado ${formatMoney(contado)}${countOf(f) === '' ? ' (sin contar)' : ''}${expected}`;
    });
    modal.confirm({
      title: `¿Cerrar la caja N° ${cash.idapertura}?`,
      content: (
        <Space orientation="vertical" size={2} aria-label="Resumen del cierre">
          {shown.map((text) => (
            <Typography.Text key={text}>{text}</Typography.Text>
          ))}
          {observacion.trim() && <Typography.Text type="secondary">Observación: {observacion.trim()}</Typography.Text>}
          <Typography.Text type="secondary">Después, solo un administrador puede revertir el cierre.</Typography.Text>
        </Space>
      ),
      okText: 'Cerrar caja',
      okButtonProps: { danger: true },
      cancelText: 'Seguir contando',
      onOk: close,
    });
  }

  async function close() {
    setSaving(true);
    try {
      const conteos = formas
        .filter((f) => countOf(f) !== '' && !(f.idformapago === efectivo && byBills))
        .map((f) => ({ idformapago: f.idformapago, contado: countOf(f) }));
      const denominaciones = byBills
        ? Object.entries(bills)
            .filter(([, n]) => n > 0)
            .map(([valor, cantidad]) => ({ valor, cantidad }))
        : undefined;
      const answer = await call(cashContract.endpoints.close, {
        body: { idapertura: cash.idapertura, conteos, denominaciones, observacion: observacion.trim() || null },
      });
      notify.answer(answer);
      if (answer.status === 200) onClosed();
    } catch {
      notify.error('Error al registrar el cierre de caja');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card size="small" title="Cerrar caja">
      {cash.cierre_ciego && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="Cierre ciego: cuente el dinero sin ver el monto esperado."
        />
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="idformapago"
        dataSource={formas}
        scroll={{ x: true }}
        columns={[
          { key: 'forma', title: 'Forma de pago', dataIndex: 'formapago' },
          ...(cash.cierre_ciego && formas.every((f) => f.esperado === null)
            ? []
            : [
                {
                  key: 'esperado',
                  title: 'Esperado',
                  align: 'right' as const,
                  render: (_: unknown, f: CashFormTotalRow) => formatMoney(f.esperado),
                },
              ]),
          {
            key: 'contado',
            title: 'Contado',
            render: (_: unknown, f: CashFormTotalRow) => (
              <Input
                aria-label={`Contado ${f.formapago}`}
                inputMode="decimal"
                style={{ maxWidth: 140 }}
                value={countOf(f)}
                disabled={f.idformapago === efectivo && byBills}
                status={countOf(f) !== '' && !MONEY.test(countOf(f)) ? 'error' : undefined}
                onChange={(e) => setCounted((c) => ({ ...c, [f.idformapago]: e.target.value.trim() }))}
              />
            ),
          },
          ...(formas.every((f) => f.esperado === null)
            ? []
            : [
                {
                  key: 'diferencia',
                  title: 'Diferencia',
                  align: 'right' as const,
                  render: (_: unknown, f: CashFormTotalRow) => {
                    const value = countOf(f);
                    if (f.esperado === null || (value !== '' && !MONEY.test(value))) return '';
                    const diff = dec(value || '0').minus(f.esperado);
                    return (
                      <Typography.Text type={diff.lt(0) ? 'danger' : diff.gt(0) ? 'warning' : undefined}>
                        {formatMoney(fixed(diff))}
                      </Typography.Text>
                    );
                  },
                },
              ]),
        ]}
      />
      <Collapse
        size="small"
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'bills',
            label: `Contar efectivo por denominación${byBills ? ` (${formatMoney(fixed(billsTotal))})` : ''}`,
            children: (
              <Space wrap>
                {DENOMINATIONS.map((valor) => (
                  <Form.Item key={valor} label={`S/ ${valor}`} style={{ marginBottom: 8 }}>
                    <InputNumber
                      aria-label={`Cantidad de S/ ${valor}`}
                      min={0}
                      max={100000}
                      precision={0}
                      style={{ width: 90 }}
                      value={bills[valor]}
                      onChange={(n) => setBills((b) => ({ ...b, [valor]: Number(n ?? 0) }))}
                    />
                  </Form.Item>
                ))}
              </Space>
            ),
          },
        ]}
      />
      <Input.TextArea
        aria-label="Observación del cierre"
        placeholder="Observación"
        maxLength={300}
        style={{ marginTop: 12 }}
        value={observacion}
        onChange={(e) => setObservacion(e.target.value)}
      />
      <Button
        type="primary"
        danger
        style={{ marginTop: 12 }}
        loading={saving}
        disabled={invalid}
        onClick={confirmClose}
      >
        Cerrar caja
      </Button>
    </Card>
  );
}
