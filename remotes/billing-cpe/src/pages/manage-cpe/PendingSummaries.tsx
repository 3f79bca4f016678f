import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Modal, Table } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { cpeDocuments, type CpePendingSummaryRow } from '@trade/contracts/billing-cpe';
import { formatDate, formatMoney } from '@trade/formats';
import { call } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { PlazoTag } from './CpeEstadoTag';
import { useRefresh } from './refresh';

/**
 * Boletas signed and not yet informed, by issue day, each sent in a resumen diario (RC) with one click
 * after a confirmation. Opened from the list's toolbar; the button shows how many days are pending.
 */
export function PendingSummaries({ onSent }: { onSent: () => Promise<void> | void }) {
  const notify = useNotify();
  const { modal } = App.useApp();
  const { key: refreshKey, changed } = useRefresh();
  const [rows, setRows] = useState<CpePendingSummaryRow[]>([]);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState<string>();
  const [error, setError] = useState<string>();

  const load = useCallback(async () => {
    try {
      const answer = await call(cpeDocuments.endpoints.pendingSummaries);
      if (answer.status === 200) {
        setRows(answer.detalles ?? []);
        setError(undefined);
      } else setError(answer.mensaje);
    } catch {
      setError('Error al obtener las boletas pendientes de informar');
    }
  }, []);
  useEffect(() => void load(), [load, refreshKey]);

  const send = (row: CpePendingSummaryRow) =>
    modal.confirm({
      title: `¿Enviar el resumen diario del ${formatDate(row.fecha)}?`,
      content: `Se informarán a SUNAT ${row.cantidad} ${row.cantidad === 1 ? 'boleta o nota' : 'boletas y notas'} por ${formatMoney(row.total)}.`,
      okText: 'Enviar resumen',
      cancelText: 'Cancelar',
      onOk: async () => {
        setSending(row.fecha);
        try {
          const answer = await call(cpeDocuments.endpoints.summary, { body: { fecha: row.fecha } });
          notify.answer(answer, { successSeconds: 5 });
          if (answer.status === 200) {
            await load();
            changed();
            await onSent();
          }
        } catch {
          notify.error('Error al enviar el resumen diario');
        } finally {
          setSending(undefined);
        }
      },
    });

  return (
    <>
      <Button icon={<SendOutlined />} onClick={() => setOpen(true)}>
        Resúmenes pendientes{rows.length ? ` (${rows.length})` : ''}
      </Button>
      <Modal
        title="Boletas pendientes de informar"
        open={open}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Cerrar</Button>}
        width={640}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Table
          size="small"
          rowKey="fecha"
          pagination={false}
          dataSource={rows}
          scroll={{ x: true }}
          locale={{ emptyText: 'No hay boletas pendientes de informar' }}
          columns={[
            { key: 'fecha', title: 'Emisión', render: (_, r) => formatDate(r.fecha) },
            { key: 'cantidad', title: 'Comprobantes', align: 'right', dataIndex: 'cantidad' },
            { key: 'total', title: 'Total', align: 'right', render: (_, r) => formatMoney(r.total) },
            {
              key: 'plazo',
              title: 'Plazo',
              render: (_, r) => (r.plazo ? <PlazoTag row={r} /> : `Hasta el ${formatDate(r.plazo_envio)}`),
            },
            {
              key: 'enviar',
              title: '',
              render: (_, r) => (
                <Button
                  type="primary"
                  size="small"
                  loading={sending === r.fecha}
                  aria-label={`Enviar resumen del ${formatDate(r.fecha)}`}
                  onClick={() => send(r)}
                >
                  Enviar resumen
                </Button>
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
