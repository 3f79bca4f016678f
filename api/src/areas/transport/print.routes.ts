import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { exits, parcels, shifts, tracking, type ParcelRow } from '@trade/contracts/transport';
import { empresa, encomienda, sucursal, transportista } from '../../db/schema/index.js';
import { branchCompanyHeader, printRoute, renderTemplate, sendPdf } from '../../print/index.js';
import { notFound } from '../../core/envelope.js';
import { route } from '../../core/routes.js';
import {
  pdfadelantoturno,
  pdfencomienda,
  pdffacturaencomienda,
  pdfsalidavehiculo,
  type Driver,
} from './transport.templates.js';
import { pdfguiatransportista } from './carrier-guide.templates.js';

/** SUNAT document type of a stored number: 11 digits is a RUC, 8 a DNI; otherwise unknown. */
const documentType = (numero: string) => (/^\d{11}$/.test(numero) ? '6' : /^\d{8}$/.test(numero) ? '1' : null);
const party = (numero: string, nombre: string) => ({
  nombre,
  numeroDocumento: numero,
  tipoDocumento: documentType(numero),
});
const lima = (minute: string) => `${minute}:00`;
/** Who pays the freight of a guide's parcels, as its print says it. */
const parcelsPaidBy = (parcels: { paga: string }[]) =>
  parcels.every((p) => p.paga === 'consignado') ? 'Consignado (tercero)' : 'Remitente';
/** The public tracking page of the server that printed the guide. */
export const trackingUrl = (request: FastifyRequest) =>
  `${new URL(`${request.protocol}://${request.host}`).origin}/trade/tracking`;

/**
 * The transport prints, each from the saved records: the parcel guide (pdfencomienda, 80 mm), the
 * exit's sheet with its manifest (pdfsalidavehiculo), the shift with its parcels (pdfadelantoturno,
 * at the spec's /adelantoturno/{idadelantoturno}) and the freight's factura or boleta with the guide's
 * data (pdffacturaencomienda, billing's sale print data through its door).
 */
export default function printRoutes(app: FastifyInstance): void {
  const { parcels: parcelReads, exits: exitReads, shifts: shiftReads } = app.transport;
  const company = (idsucursal: number) => branchCompanyHeader(app.db, app.config.dataDir, idsucursal);

  async function driver(id: number): Promise<Driver> {
    const [row] = await app.db.select().from(transportista).where(eq(transportista.idtransportista, id));
    return {
      nombre: `${row!.nombres} ${row!.apellidos}`,
      tipoDocumento: row!.tipo_documento,
      numeroDocumento: row!.numero_documento,
      licencia: `${row!.licencia} (${row!.categoria})`,
    };
  }
  async function address(id: number) {
    const [row] = await app.db
      .select({ direccion: sucursal.direccion })
      .from(sucursal)
      .where(eq(sucursal.idsucursal, id));
    return row?.direccion ?? null;
  }
  const manifestOf = (rows: ParcelRow[]) =>
    rows.map((p) => ({
      numeroGuia: p.numero_guia,
      descripcion: `${p.piezas} pza. · ${p.descripcion ?? ''}`,
      remitente: p.remitente_nombre,
      consignado: p.consignado_nombre,
      destino: p.destino,
    }));
  const parcelsWhere = async (filter: { idsalidavehiculos?: number; idadelantoturno?: number }) =>
    (await parcelReads.list({ page: 1, pageSize: 500, ...filter })).rows;

  printRoute(app, tracking.endpoints.print, {
    plantilla: pdfencomienda,
    registro: 'La encomienda',
    async cargar(id, request) {
      const p = await parcelReads.get(id).catch(() => undefined);
      const header = p && (await company(p.idsucursal_origen));
      if (!p || !header) return undefined;
      const [contact] = await app.db
        .select({ email: encomienda.consignado_email })
        .from(encomienda)
        .where(eq(encomienda.id_encomienda, id));
      return {
        empresa: header,
        codigo: p.codigo,
        numeroGuia: p.numero_guia,
        codigoGuia: p.codigo_guia,
        fechaRegistro: p.fecharegistro,
        origen: { nombre: p.origen, direccion: await address(p.idsucursal_origen) },
        destino: { nombre: p.destino, direccion: await address(p.idsucursal_destino) },
        remitente: party(p.remitente_documento, p.remitente_nombre),
        consignado: { ...party(p.consignado_documento, p.consignado_nombre), email: contact?.email ?? null },
        descripcion: p.descripcion,
        items: [
          { cantidad: String(p.piezas), descripcion: p.descripcion ?? 'Encomienda', peso: p.peso, importe: p.precio },
        ],
        flete: Number(p.precio) > 0 ? p.precio : null,
        pago: p.paga === 'consignado' ? ('Pago contra entrega' as const) : ('Pagado en origen' as const),
        observaciones: Number(p.valor_declarado) > 0 ? [`Valor declarado: S/ ${p.valor_declarado}`] : [],
        rastreoUrl: trackingUrl(request),
      };
    },
  });

  printRoute(app, exits.endpoints.print, {
    plantilla: pdfsalidavehiculo,
    registro: 'La salida',
    async cargar(id) {
      const exit = await exitReads.get(id).catch(() => undefined);
      const header = exit && (await company(exit.idsucursal_origen));
      if (!exit || !header) return undefined;
      return {
        empresa: header,
        numero: exit.idsalidavehiculos,
        fechaSalida: lima(exit.fecha_salida),
        vehiculo: { placa: exit.placa },
        conductor: await driver(exit.idtransportista),
        origen: exit.origen,
        destino: exit.destino,
        encomiendas: manifestOf(await parcelsWhere({ idsalidavehiculos: id })),
        observaciones: [
          ...(exit.idadelantoturno ? [`Adelanto de turno N° ${exit.idadelantoturno}`] : []),
          ...(exit.observacion ? [exit.observacion] : []),
        ],
      };
    },
  });

  printRoute(app, exits.endpoints.carrierGuidePrint, {
    plantilla: pdfguiatransportista,
    registro: 'La guía transportista',
    async cargar(id) {
      const found = await app.transport.carrierGuides.get(id).catch(() => undefined);
      if (!found) return undefined;
      const { guide, parcels } = found;
      const exit = await exitReads.get(guide.idsalidavehiculos);
      const header = await company(exit.idsucursal_origen);
      const info = await app.cpe.obtener(guide.cpe_documento_id);
      const cdr = await app.cpe.cdr(guide.cpe_documento_id);
      const [registro] = await app.db.select({ mtc: empresa.registro_mtc }).from(empresa).limit(1);
      const point = async (idsucursal: number) => {
        const [b] = await app.db
          .select({ direccion: sucursal.direccion, ubigeo: sucursal.ubigeo })
          .from(sucursal)
          .where(eq(sucursal.idsucursal, idsucursal));
        return b!;
      };
      const who = (tipo: string, numero: string, nombre: string) => ({
        nombre,
        tipoDocumento: tipo,
        numeroDocumento: numero,
      });
      const rejected = ['rechazado', 'invalido'].includes(info.estado);
      return {
        empresa: header!,
        serie: guide.serie,
        numero: guide.numero,
        fechaEmision: guide.fecha_emision,
        fechaTraslado:
          guide.fecha_emision > exit.fecha_salida.slice(0, 10) ? guide.fecha_emision : exit.fecha_salida.slice(0, 10),
        remitente: who(guide.remitente_tipo, guide.remitente_documento, guide.remitente_nombre),
        destinatario: who(guide.destinatario_tipo, guide.destinatario_documento, guide.destinatario_nombre),
        registroMtc: registro?.mtc,
        guiasRemitente: [
          ...new Set(
            parcels.flatMap((p) => (p.guiaRemitente ? [`${p.guiaRemitente} (RUC ${p.guiaRemitenteRuc})`] : [])),
          ),
        ],
        pagador: parcelsPaidBy(parcels),
        pesoBruto: guide.peso,
        partida: await point(exit.idsucursal_origen),
        llegada: await point(exit.idsucursal_destino),
        vehiculo: { placa: exit.placa, tuc: exit.tuc },
        conductor: await driver(exit.idtransportista),
        salida: `N° ${exit.idsalidavehiculos}, ${exit.origen} → ${exit.destino}`,
        items: parcels.map((p) => ({
          codigo: p.guia,
          descripcion: p.descripcion ?? 'Encomienda',
          cantidad: String(p.piezas),
          peso: p.peso,
        })),
        cpe: info.hash
          ? {
              hash: info.hash,
              qr:
                cdr?.cdr.documentDescription && /^https?:\/\//.test(cdr.cdr.documentDescription)
                  ? cdr.cdr.documentDescription
                  : null,
            }
          : null,
        observaciones: rejected
          ? [`RECHAZADA POR SUNAT: ${info.codigoRespuesta ?? ''} ${info.descripcionRespuesta ?? ''}`.trim()]
          : [],
      };
    },
  });

  route(app, shifts.endpoints.print, async (request, reply) => {
    const id = request.params.idadelantoturno;
    const shift = await shiftReads.get(id).catch(() => undefined);
    const header = shift && (await company(shift.idsucursal_origen));
    if (!shift || !header) throw notFound('El adelanto de turno');
    const { pdf, archivo } = await renderTemplate(
      pdfadelantoturno,
      {
        empresa: header,
        numero: shift.idadelantoturno,
        fecha: lima(shift.salida),
        vehiculo: { placa: shift.placa },
        conductor: await driver(shift.idtransportista),
        origen: shift.origen,
        destino: shift.destino,
        turnoProgramado: lima(shift.turno_programado),
        salida: lima(shift.salida),
        motivo: shift.motivo,
        importe: Number(shift.importe) > 0 ? shift.importe : null,
        encomiendas: manifestOf(await parcelsWhere({ idadelantoturno: id })),
      },
      { formato: request.query.formato },
    );
    return sendPdf(reply, pdf, archivo);
  });

  printRoute(app, parcels.endpoints.printInvoice, {
    plantilla: pdffacturaencomienda,
    registro: 'La encomienda',
    async cargar(id) {
      const p = await parcelReads.get(id).catch(() => undefined);
      const sale = p?.idventa ? await app.billing.sales.printData(p.idventa) : undefined;
      if (!p || !sale || sale.tipo === 'NV') return undefined;
      return {
        ...sale,
        tipo: sale.tipo,
        encomienda: {
          numeroGuia: p.numero_guia,
          codigoGuia: p.codigo_guia,
          origen: p.origen,
          destino: p.destino,
          remitente: party(p.remitente_documento, p.remitente_nombre),
          consignado: party(p.consignado_documento, p.consignado_nombre),
          peso: p.peso,
        },
      };
    },
  });
}
