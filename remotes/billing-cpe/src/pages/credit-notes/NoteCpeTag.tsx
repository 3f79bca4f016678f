import { Tag } from 'antd';
import { CPE_ESTADO_NOMBRES, type CpeEstado } from '@trade/contracts/billing-cpe';

/** The engine's state of a note (or of its sale) as a coloured tag: accepted green, rejected red, in flight blue. */
const COLORS: Record<string, string> = {
  generado: 'default',
  firmado: 'cyan',
  en_cola: 'processing',
  enviando: 'processing',
  enviado: 'geekblue',
  aceptado: 'success',
  observado: 'gold',
  rechazado: 'error',
  anulado: 'default',
  invalido: 'magenta',
  error: 'volcano',
};

export function NoteCpeTag({
  estado,
  descripcion,
}: {
  estado: string | null | undefined;
  descripcion?: string | null;
}) {
  if (!estado) return <Tag>Sin comprobante</Tag>;
  return (
    <Tag color={COLORS[estado] ?? 'default'} title={descripcion ?? undefined}>
      {CPE_ESTADO_NOMBRES[estado as CpeEstado] ?? estado}
    </Tag>
  );
}
