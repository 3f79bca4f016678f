import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { empresa, encomienda, sucursal } from '../../db/schema/index.js';
import { tracking } from '@trade/contracts/transport';
import { branchLogoPath, printRoute } from '../../print/index.js';
import { type ParcelData, pdfencomienda } from './transport.templates.js';
import { limaTime } from '../../core/lists.js';

/** SUNAT document type of a stored number: 11 digits is a RUC, 8 a DNI; otherwise unknown. */
const documentType = (numero: string) => (/^\d{11}$/.test(numero) ? '6' : /^\d{8}$/.test(numero) ? '1' : null);

/** GET /api/pdfencomienda/:id: the parcel guide, printed at the origin branch (80 mm ticket; ?formato=a4). */
export default function parcelPrintRoutes(app: FastifyInstance): void {
  const origen = alias(sucursal, 'origen');
  const destino = alias(sucursal, 'destino');

  async function load(id: number, request: FastifyRequest): Promise<ParcelData | undefined> {
    const [row] = await app.db
      .select({
        codigo: encomienda.codigo,
        numeroGuia: encomienda.numero_guia,
        codigoGuia: encomienda.codigo_guia,
        fechaRegistro: limaTime(encomienda.fecharegistro),
        descripcion: encomienda.descripcion,
        remitenteDocumento: encomienda.remitente_documento,
        remitenteNombre: encomienda.remitente_nombre,
        consignadoDocumento: encomienda.consignado_documento,
        consignadoNombre: encomienda.consignado_nombre,
        idsucursal: origen.idsucursal,
        origenNombre: origen.nombre,
        origenDireccion: origen.direccion,
        destinoNombre: destino.nombre,
        destinoDireccion: destino.direccion,
        ruc: empresa.ruc,
        razonSocial: empresa.razon_social,
        nombreComercial: empresa.nombre_comercial,
        direccion: empresa.direccion,
        telefono: empresa.telefono,
        email: empresa.email,
      })
      .from(encomienda)
      .innerJoin(origen, eq(origen.idsucursal, encomienda.idsucursal_origen))
      .innerJoin(destino, eq(destino.idsucursal, encomienda.idsucursal_destino))
      .innerJoin(empresa, eq(empresa.idempresa, origen.idempresa))
      .where(eq(encomienda.id_encomienda, id));
    if (!row) return undefined;
    return {
      empresa: {
        ruc: row.ruc,
        razonSocial: row.razonSocial,
        nombreComercial: row.nombreComercial,
        direccion: row.direccion,
        telefono: row.telefono,
        email: row.email,
        sucursal: { nombre: row.origenNombre, direccion: row.origenDireccion },
        logo: branchLogoPath(app.config.dataDir, row.idsucursal),
      },
      codigo: row.codigo,
      numeroGuia: row.numeroGuia,
      codigoGuia: row.codigoGuia,
      fechaRegistro: row.fechaRegistro,
      origen: { nombre: row.origenNombre, direccion: row.origenDireccion },
      destino: { nombre: row.destinoNombre, direccion: row.destinoDireccion },
      remitente: {
        nombre: row.remitenteNombre,
        numeroDocumento: row.remitenteDocumento,
        tipoDocumento: documentType(row.remitenteDocumento),
      },
      consignado: {
        nombre: row.consignadoNombre,
        numeroDocumento: row.consignadoDocumento,
        tipoDocumento: documentType(row.consignadoDocumento),
      },
      descripcion: row.descripcion,
      rastreoUrl: `${new URL(`${request.protocol}://${request.host}`).origin}/trade/tracking`,
    };
  }

  printRoute(app, tracking.endpoints.print, { plantilla: pdfencomienda, registro: 'La encomienda', cargar: load });
}
