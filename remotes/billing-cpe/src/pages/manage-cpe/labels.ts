import { CPE_STATES, CPE_TIPOS, CPE_TIPO_NOMBRES } from '@trade/contracts/billing-cpe';
import type { Option } from '@trade/ui';

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
export const eventoName = (estado: string) => EVENTO_NOMBRES[estado] ?? CPE_STATES.label(estado);
