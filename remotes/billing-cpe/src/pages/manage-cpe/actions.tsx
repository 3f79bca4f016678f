import { Input, Typography } from 'antd';
import { PLAZO_BAJA_DIAS, cpeDocuments, type CpeDocumentRow } from '@trade/contracts/billing-cpe';
import { call, DOWNLOAD_ERROR, downloadFile } from '@trade/session';
import type { Notify } from '@trade/session/notify';
import type { ModalApi } from '@trade/ui';
import { formatDate } from '@trade/formats';

/** The calls of the detail's buttons; each answers whether the document changed (to reload the list). */

const { endpoints } = cpeDocuments;

export async function consult(row: CpeDocumentRow, notify: Notify): Promise<boolean> {
  const key = `cpe-consulta-${row.id}`;
  notify.progress(key, 'Consultando en SUNAT...');
  try {
    const answer = await call(endpoints.status, { body: { id: row.id } });
    notify.answer(answer, { key, successSeconds: 6 });
    return answer.status === 200;
  } catch {
    notify.fail(key, 'Error al consultar el estado en SUNAT');
    return false;
  }
}

export async function retry(row: CpeDocumentRow, notify: Notify): Promise<boolean> {
  try {
    const answer = await call(endpoints.retry, { body: { id: row.id } });
    notify.answer(answer);
    return answer.status === 200;
  } catch {
    notify.error('Error al reintentar el envío');
    return false;
  }
}

/** Void after a confirmation with the reason (required, 3 to 100 characters: SUNAT's field). */
export function confirmVoid(row: CpeDocumentRow, modal: ModalApi, notify: Notify, onDone: () => void) {
  let motivo = '';
  const boleta = row.serie.startsWith('B');
  const how = boleta ? 'un resumen diario de anulación (RC, estado 3)' : 'una comunicación de baja (RA)';
  modal.confirm({
    title: `¿Anular ${row.tipo} ${row.serie_numero}?`,
    width: 480,
    content: (
      <>
        <Typography.Paragraph>
          Se enviará a SUNAT {how}. La anulación no se puede deshacer. Plazo para anular: hasta el{' '}
          {formatDate(row.plazo_baja)} ({PLAZO_BAJA_DIAS} días calendario desde el día siguiente a la emisión).
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="Motivo de la baja"
          placeholder="Motivo de la baja (obligatorio)"
          maxLength={100}
          showCount
          autoFocus
          onChange={(e) => (motivo = e.target.value)}
        />
      </>
    ),
    okText: 'Anular comprobante',
    okButtonProps: { danger: true },
    cancelText: 'Cancelar',
    onOk: async () => {
      if (motivo.trim().length < 3) {
        notify.error('Indique el motivo de la baja (al menos 3 caracteres)');
        throw new Error('motivo');
      }
      try {
        const answer = await call(endpoints.void, { body: { id: row.id, motivo: motivo.trim() } });
        notify.answer(answer, { successSeconds: 5 });
        if (answer.status === 200) onDone();
      } catch {
        notify.error('Error al anular el comprobante');
      }
    },
  });
}

export function download(row: CpeDocumentRow, kind: 'xml' | 'zip' | 'cdr', notify: Notify) {
  const name = kind === 'xml' ? `${row.nombre}.xml` : kind === 'zip' ? `${row.nombre}.zip` : `R-${row.nombre}.zip`;
  downloadFile(endpoints[kind], { params: { id: row.id } }, name).catch((e: Error) =>
    notify.error(e.message || DOWNLOAD_ERROR),
  );
}
