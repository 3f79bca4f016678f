import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cpeDocumento, cpeEvento } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import { prepareDocument, type DocumentoEntrada } from '../pipeline.js';
import { eventoDeObservacion, notasDeObservacion } from '../rules/index.js';
import type { SettingsProvider } from '../settings.js';
import type { CpeRow } from './repository.js';

/**
 * Generation of a document registered unsigned (`encolarComprobante`: a sale commits with its CPE
 * queued, the signature is not paid inside the sale's transaction). Whoever needs it first — the
 * queue worker before sending, or a print, XML or QR request — builds, signs and XSD-validates it
 * from the stored input. The write is conditional (`xml is null`), so two of them racing store the
 * first result and the second reads it back: the document is generated once.
 *
 * A document that fails its schema or SUNAT's rules here is stored `invalido` with its errors (it is
 * never sent; revercecpe puts its sale back to be corrected), as the engine does for invalid XML.
 */
export async function signPending(db: Database, settingsOf: SettingsProvider, row: CpeRow): Promise<CpeRow> {
  if (row.xml !== null || !row.entrada) return row;
  const now = new Date();
  let patch: Partial<CpeRow>;
  let events: { estado: string; detalle: string }[];
  try {
    const settings = await settingsOf(row.ruc);
    if (settings.ruc !== row.ruc) throw new BusinessError('La configuración no corresponde a la empresa');
    const p = prepareDocument(settings, row.entrada as DocumentoEntrada);
    if (p.built.nombre !== row.nombre)
      throw new BusinessError(`El XML generado (${p.built.nombre}) no corresponde al comprobante ${row.nombre}`);
    patch = {
      xml: p.xml,
      hash: p.hash,
      zip: Buffer.from(p.zip),
      ...(p.observaciones.length ? { observaciones: notasDeObservacion(p.observaciones) } : {}),
    };
    events = [
      { estado: 'generado', detalle: `XML ${p.built.nombre}.xml generado` },
      ...eventoDeObservacion(p.observaciones),
      { estado: 'firmado', detalle: `Firmado y validado contra el XSD; hash ${p.hash}` },
    ];
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    const detalles = (error.extra as { detalles?: { codigo?: string; mensaje: string }[] } | undefined)?.detalles;
    const errores = detalles?.length
      ? detalles.map((d) => ({ message: d.codigo ? `${d.codigo} - ${d.mensaje}` : d.mensaje }))
      : [{ message: error.message }];
    patch = { xml: '', estado: 'invalido', errores, proximoIntento: null, bloqueadoHasta: null, bloqueadoPor: null };
    events = [{ estado: 'invalido', detalle: `No se generó: ${error.message}` }];
  }
  const stored = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(cpeDocumento)
      .set({ ...patch, actualizadoEn: now })
      .where(and(eq(cpeDocumento.id, row.id), isNull(cpeDocumento.xml)))
      .returning();
    if (updated) await tx.insert(cpeEvento).values(events.map((e) => ({ documentoId: row.id, ...e })));
    return updated;
  });
  if (stored) return stored;
  const [current] = await db.select().from(cpeDocumento).where(eq(cpeDocumento.id, row.id));
  return current!;
}
