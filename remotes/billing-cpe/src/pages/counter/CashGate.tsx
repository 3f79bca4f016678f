import { useState } from 'react';
import { Alert, Button, Input, Space } from 'antd';
import { cash } from '@trade/contracts/finance-loans';
import { isValidAmountInput } from '@trade/formats';
import { call } from '@trade/session';
import type { Notify } from '@trade/session/notify';

/**
 * No open cash: said when the counter opens, with the cash opening right here (the cash area's
 * call); the sale on the counter stays as it is.
 */
export function CashGate({
  required,
  notify,
  onOpened,
}: {
  required: boolean;
  notify: Notify;
  onOpened: (idapertura: number) => void;
}) {
  const [monto, setMonto] = useState('0.00');
  const [busy, setBusy] = useState(false);
  async function open() {
    if (!isValidAmountInput(monto.trim(), 2)) return notify.error('Escriba el monto de apertura (por ejemplo 100.00)');
    setBusy(true);
    try {
      const answer = await call(cash.endpoints.open, {
        body: { monto_apertura: monto.trim(), idsucursal: null, observacion: null },
      });
      notify.answer(answer);
      if (answer.status === 200 && answer.detalles) onOpened(answer.detalles.idapertura);
    } catch {
      notify.error('No se pudo abrir la caja');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Alert
      type={required ? 'warning' : 'info'}
      showIcon
      role="alert"
      title="No tiene una caja abierta"
      description={
        <Space wrap>
          <span>
            {required
              ? 'Ábrala para cobrar; la venta en curso se conserva.'
              : 'Las ventas no se registrarán en una caja hasta que la abra.'}
          </span>
          <Input
            size="large"
            aria-label="Monto de apertura"
            inputMode="decimal"
            prefix="S/"
            value={monto}
            onChange={(e) => setMonto(e.target.value)}
            onPressEnter={() => void open()}
            style={{ width: 160 }}
          />
          <Button size="large" type="primary" loading={busy} onClick={() => void open()}>
            Abrir caja
          </Button>
        </Space>
      }
    />
  );
}
