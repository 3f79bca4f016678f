import { Tag } from 'antd';

/** The engine's states of a guide in Spanish, with the tag colour the list and the view show. */
export const ESTADO_SUNAT: Record<string, { label: string; color: string }> = {
  firmado: { label: 'Firmada', color: 'blue' },
  en_cola: { label: 'En cola', color: 'blue' },
  enviando: { label: 'Enviando', color: 'processing' },
  enviado: { label: 'Enviada (esperando CDR)', color: 'processing' },
  aceptado: { label: 'Aceptada', color: 'green' },
  observado: { label: 'Aceptada con observaciones', color: 'gold' },
  rechazado: { label: 'Rechazada', color: 'red' },
  invalido: { label: 'Inválida', color: 'red' },
  error: { label: 'Error de envío', color: 'volcano' },
};
export const EN_CORRECCION = { label: 'En corrección', color: 'orange' };
export const ESTADO_SUNAT_OPTIONS = Object.entries(ESTADO_SUNAT).map(([value, s]) => ({ value, label: s.label }));

/** The state of a guide: being corrected (estado 2), or its document's SUNAT state. */
export function guideState(row: { estado: number; estado_sunat: string | null }) {
  if (row.estado === 2) return EN_CORRECCION;
  return (
    (row.estado_sunat && ESTADO_SUNAT[row.estado_sunat]) || {
      label: row.estado_sunat ?? 'Sin documento',
      color: 'default',
    }
  );
}

export function GuideStateTag({ row }: { row: { estado: number; estado_sunat: string | null } }) {
  const s = guideState(row);
  return <Tag color={s.color}>{s.label}</Tag>;
}

/** A guide SUNAT never accepted may go back to be corrected (the server checks again). */
export const revertible = (row: { estado: number; estado_sunat: string | null }) =>
  row.estado === 1 && ['rechazado', 'invalido', 'firmado', 'error'].includes(row.estado_sunat ?? '');
/** Sending again makes sense for a signed guide or one whose sending failed. */
export const resendable = (row: { estado: number; estado_sunat: string | null }) =>
  row.estado === 1 && ['firmado', 'error'].includes(row.estado_sunat ?? '');
