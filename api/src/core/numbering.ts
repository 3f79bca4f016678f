import { sql } from 'drizzle-orm';
import { MAX_CORRELATIVO } from '@trade/contracts/organization';
import { queryRows, type Executor } from '../db/client.js';
import { BusinessError, notFound } from './envelope.js';

export interface TakenNumber {
  idserie: number;
  serie: string;
  numero: number;
  codigo_comprobante: string;
  idsucursal: number;
}

/**
 * Takes the next number of a series atomically: call it INSIDE the transaction that saves the
 * document (`tx`). The row stays locked until that transaction ends, so concurrent saves (and
 * `aserie`) queue behind it and never get the same number; a rolled-back save gives its number
 * back (no gap). Marks the series used (it can then only be disabled, never deleted).
 */
export async function takeNextNumber(tx: Executor, idserie: number): Promise<TakenNumber> {
  const [taken] = await queryRows<TakenNumber>(
    tx,
    sql`update serie s
           set correlativo = s.correlativo + 1, ultimo_emitido = s.correlativo, usado = true
          from comprobante c
         where s.idserie = ${idserie} and s.estado = 1 and s.correlativo <= ${MAX_CORRELATIVO} and c.idcomprobante = s.idcomprobante
     returning s.idserie, s.serie, s.correlativo - 1 as numero, c.codigo as codigo_comprobante, s.idsucursal`,
  );
  if (taken) return { ...taken, numero: Number(taken.numero) };
  const [row] = await queryRows<{ estado: number }>(tx, sql`select estado from serie where idserie = ${idserie}`);
  if (!row) throw notFound('La serie');
  if (row.estado !== 1) throw new BusinessError('La serie está desactivada');
  throw new BusinessError('La serie llegó a su número máximo');
}

/** "F001-00000123": a document number as printed and sent to SUNAT (8 digits). */
export const formatDocumentNumber = (serieText: string, numero: number) =>
  `${serieText}-${String(numero).padStart(8, '0')}`;
