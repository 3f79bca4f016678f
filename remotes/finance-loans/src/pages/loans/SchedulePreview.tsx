import { useEffect, useState } from 'react';
import { Alert, Table } from 'antd';
import { loans, type LoanTermsBody, type SchedulePreviewRow } from '@trade/contracts/finance-loans';
import { formatDate, formatMoney } from '@trade/formats';
import { call } from '@trade/session';

const READY = ['monto', 'tasa', 'periodo_tasa', 'metodo', 'cuotas', 'frecuencia', 'primer_vencimiento'];

/** The schedule the API will store, computed by the API itself while the loan is typed. */
export function SchedulePreview({ values }: { values: Record<string, unknown> }) {
  const [plan, setPlan] = useState<SchedulePreviewRow | null>(null);
  const [error, setError] = useState<string>();
  const key = JSON.stringify(READY.map((k) => values[k]));
  useEffect(() => {
    if (READY.some((k) => values[k] === undefined || values[k] === null || values[k] === '')) return setPlan(null);
    const timer = setTimeout(async () => {
      try {
        const answer = await call(loans.endpoints.preview, {
          body: Object.fromEntries(READY.map((k) => [k, values[k]])) as LoanTermsBody,
        });
        setError(answer.status === 200 ? undefined : answer.mensaje);
        setPlan(answer.status === 200 ? (answer.detalles ?? null) : null);
      } catch {
        setError('No se pudo calcular el cronograma');
      }
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (error) return <Alert type="warning" showIcon title={error} />;
  if (!plan) return null;
  return (
    <Table
      size="small"
      rowKey="numero"
      pagination={false}
      scroll={{ x: true, y: 240 }}
      title={() => `Cronograma: interés ${formatMoney(plan.interes)}, total a pagar ${formatMoney(plan.total)}`}
      dataSource={plan.cuotas}
      columns={[
        { key: 'n', title: 'N°', dataIndex: 'numero', width: 50 },
        { key: 'f', title: 'Vencimiento', render: (_, c) => formatDate(c.fecha_vencimiento) },
        { key: 'c', title: 'Capital', align: 'right', render: (_, c) => formatMoney(c.capital) },
        { key: 'i', title: 'Interés', align: 'right', render: (_, c) => formatMoney(c.interes) },
        { key: 'a', title: 'Cuota', align: 'right', render: (_, c) => formatMoney(c.importe) },
        { key: 's', title: 'Saldo', align: 'right', render: (_, c) => formatMoney(c.saldo) },
      ]}
    />
  );
}
