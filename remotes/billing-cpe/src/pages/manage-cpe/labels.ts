import {
  CPE_ESTADOS,
  CPE_ESTADO_NOMBRES,
  CPE_TIPOS,
  CPE_TIPO_NOMBRES,
  type CpeEstado,
} from '@trade/contracts/billing-cpe';
import type { Option } from '@trade/ui';

/** Colours of the engine's states (antd Tag presets): accepted green, observed gold, rejected and errors red, in flight blue. */
export const ESTADO_COLOR: Record<CpeEstado, string> = {
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

export const estadoName = (estado: string) => CPE_ESTADO_NOMBRES[estado as CpeEstado] ?? estado;

export const ESTADO_OPTIONS: Option[] = CPE_ESTADOS.map((e) => ({ value: e, label: CPE_ESTADO_NOMBRES[e] }));
export const TIPO_OPTIONS: Option[] = CPE_TIPOS.map((t) => ({ value: t, label: `${t} · ${CPE_TIPO_NOMBRES[t]}` }));
export const PLAZO_OPTIONS: Option[] = [
  { value: 'por_vencer', label: 'Por vencer' },
  { value: 'vencido', label: 'Vencido' },
];

/** Names of the history's steps that are not states. */
export const EVENTO_NOMBRES: Record<string, string> = {
  reintento: 'Reintento programado',
  consulta: 'Consulta en SUNAT',
};
export const eventoName = (estado: string) => EVENTO_NOMBRES[estado] ?? estadoName(estado);
