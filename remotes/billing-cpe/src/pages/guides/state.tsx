import {
  CPE_STATES,
  GUIA_EMITIDA,
  GUIA_POR_CORREGIR,
  GUIDE_REVERSIBLE_STATES,
  GUIDE_STATES,
  GUIDE_UNSENT_STATES,
} from '@trade/contracts/billing-cpe';
import { StateTag } from '@trade/ui';
import { CpeTag } from '../../cpe';

type GuideState = { estado: number; estado_sunat: string | null };

/** A guide being corrected (estado 2) shows that; otherwise its electronic document's state. */
export function GuideStateTag({ row }: { row: GuideState }) {
  if (row.estado === GUIA_POR_CORREGIR) return <StateTag states={GUIDE_STATES.states} value={row.estado} />;
  return <CpeTag estado={row.estado_sunat} />;
}

/** The state as the list exports it. */
export const guideStateLabel = (row: GuideState) =>
  row.estado === GUIA_POR_CORREGIR
    ? GUIDE_STATES.label(row.estado)
    : row.estado_sunat
      ? CPE_STATES.label(row.estado_sunat)
      : 'Sin documento';

/** A guide SUNAT never accepted may go back to be corrected (the server checks again). */
export const revertible = (row: GuideState) =>
  row.estado === GUIA_EMITIDA &&
  (GUIDE_REVERSIBLE_STATES.has(row.estado_sunat) || GUIDE_UNSENT_STATES.has(row.estado_sunat));
/** Sending again makes sense for a signed guide or one whose sending failed. */
export const resendable = (row: GuideState) => row.estado === GUIA_EMITIDA && GUIDE_UNSENT_STATES.has(row.estado_sunat);
