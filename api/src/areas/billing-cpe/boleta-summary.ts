import { asc } from 'drizzle-orm';
import { BusinessError } from '../../core/envelope.js';
import type { Executor } from '../../db/client.js';
import { empresaConfig } from '../../db/schema/index.js';

/**
 * The company's choice for boletas (issue 14, "boletas summarised"): sent one by one (default), or
 * informed to SUNAT only in the day's resumen diario (`empresa_config.boletas_resumen`, set on
 * /company_settings). In summary mode a boleta, and a note of a B series, is stored signed and not
 * queued (the engine's `enviar: false`); /manage_cpe's "Resúmenes pendientes" (`cperesumen`) sends
 * the day's RC, and once SUNAT accepts it every document in it becomes accepted.
 */
export async function boletasPorResumen(tx: Executor): Promise<boolean> {
  const [row] = await tx
    .select({ value: empresaConfig.boletas_resumen })
    .from(empresaConfig)
    .orderBy(asc(empresaConfig.idempresa))
    .limit(1);
  return row?.value ?? false;
}

/** Whether a document of this series goes only in the daily summary. */
export const informedBySummary = async (tx: Executor, serie: string): Promise<boolean> =>
  serie.startsWith('B') && (await boletasPorResumen(tx));

/** The wanted `enviar` of a new document of this series: never queued alone in summary mode. */
export const sendAlone = async (tx: Executor, serie: string, enviar: boolean): Promise<boolean> =>
  enviar && !(await informedBySummary(tx, serie));

/** enviaventa / envianotacredito of a signed boleta in summary mode: it waits for the summary. */
export async function refuseSendingAlone(tx: Executor, serie: string, numero: number): Promise<void> {
  if (await informedBySummary(tx, serie)) {
    throw new BusinessError(
      `${serie}-${numero} se informa a SUNAT en el resumen diario: envíe el resumen del día desde Gestión CPE (Resúmenes pendientes)`,
    );
  }
}

/** A document's CPE part with `resumen` (the sale and note views hide "Enviar a SUNAT" for it). */
export async function withSummaryMode<C extends object>(
  tx: Executor,
  serie: string,
  cpe: C | null,
): Promise<(C & { resumen: boolean }) | null> {
  return cpe && { ...cpe, resumen: await informedBySummary(tx, serie) };
}
