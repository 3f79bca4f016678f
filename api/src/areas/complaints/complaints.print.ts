import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { COMPLAINT_STATES, type ComplaintRow } from '@trade/contracts/complaints';
import { empresa, establecimientoReclamo as est } from '../../db/schema/index.js';
import { branchCompanyHeader, renderTemplate, type CompanyHeader } from '../../print/index.js';
import { type ComplaintData, pdfreclamaciona4 } from './complaints.templates.js';

/** SUNAT catálogo 06 codes of the consumer's documents (tipo_documento ids 1–4). */
const CATALOGUE_06: Record<number, string> = { 1: '1', 2: '6', 3: '4', 4: '7' };

/** The printed sheet of a complaint: the company (and the establishment's branch, when it has one), the consumer, the claim and the answer. */
export function complaintSheets(app: FastifyInstance) {
  async function header(idestablecimiento: number): Promise<{ empresa: CompanyHeader; direccion: string }> {
    const [place] = await app.db
      .select({ idsucursal: est.idsucursal, direccion: est.direccion })
      .from(est)
      .where(eq(est.idestablecimiento, idestablecimiento));
    const branch = place?.idsucursal
      ? await branchCompanyHeader(app.db, app.config.dataDir, place.idsucursal)
      : undefined;
    if (branch) return { empresa: branch, direccion: place!.direccion };
    const [company] = await app.db
      .select({
        ruc: empresa.ruc,
        razonSocial: empresa.razon_social,
        nombreComercial: empresa.nombre_comercial,
        direccion: empresa.direccion,
        telefono: empresa.telefono,
        email: empresa.email,
      })
      .from(empresa)
      .orderBy(asc(empresa.idempresa))
      .limit(1);
    return { empresa: company!, direccion: place?.direccion ?? '' };
  }

  async function data(row: ComplaintRow): Promise<ComplaintData> {
    const { empresa: company, direccion } = await header(row.idestablecimiento);
    return {
      empresa: company,
      numero: row.numero,
      fecha: row.fecha,
      establecimiento: { nombre: row.establecimiento, direccion },
      consumidor: {
        nombre: row.nombres,
        tipoDocumento: CATALOGUE_06[row.idtipodocumento] ?? null,
        numeroDocumento: row.numero_documento,
        direccion: row.direccion,
        telefono: row.telefono,
        email: row.email,
        apoderado: row.apoderado,
      },
      bien: {
        tipo: row.tipo_bien as 'producto' | 'servicio',
        montoReclamado: row.monto,
        descripcion: row.descripcion_bien,
      },
      reclamo: { tipo: row.tipo as 'reclamo' | 'queja', detalle: row.detalle, pedido: row.pedido },
      respuesta:
        row.fecha_respuesta && row.respuesta
          ? { fecha: row.fecha_respuesta, detalle: row.respuesta, estado: COMPLAINT_STATES.label(row.estado) }
          : null,
    };
  }

  return {
    data,
    /** The sheet's PDF and its file name. */
    render: async (row: ComplaintRow) => renderTemplate(pdfreclamaciona4, await data(row)),
  };
}
