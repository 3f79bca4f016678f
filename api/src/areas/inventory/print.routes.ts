import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { entries, outputs, transfers, type DocumentLineRow } from '@trade/contracts/inventory';
import { queryRows } from '../../db/client.js';
import { almacen } from '../../db/schema/index.js';
import { branchLogoPath, printRoute, type CompanyHeader } from '../../print/index.js';
import { BusinessError } from '../../core/envelope.js';
import { type StockMovementData, pdfentradaa4, pdfsalidaa4, pdftransferenciaa4 } from './stock.templates.js';

/** A4 prints of entries, outputs and transfers, from the saved records (GET /api/pdf<doc>a4/:id). */
export default function inventoryPrintRoutes(app: FastifyInstance): void {
  const inv = app.inventory;

  async function company(idalmacen: number): Promise<CompanyHeader> {
    const [row] = await queryRows<{
      ruc: string;
      razon_social: string;
      nombre_comercial: string | null;
      direccion: string;
      telefono: string | null;
      email: string | null;
      idsucursal: number;
      sucursal: string;
      sucursal_direccion: string;
    }>(
      app.db,
      sql`select e.ruc, e.razon_social, e.nombre_comercial, e.direccion, e.telefono, e.email, s.idsucursal, s.nombre as sucursal, s.direccion as sucursal_direccion
            from almacen a join sucursal s on s.idsucursal = a.idsucursal join empresa e on e.idempresa = s.idempresa where a.idalmacen = ${idalmacen}`,
    );
    if (!row) throw new BusinessError('Registre la empresa antes de imprimir');
    return {
      ruc: row.ruc,
      razonSocial: row.razon_social,
      nombreComercial: row.nombre_comercial,
      direccion: row.direccion,
      telefono: row.telefono,
      email: row.email,
      sucursal: { nombre: row.sucursal, direccion: row.sucursal_direccion },
      logo: branchLogoPath(app.config.dataDir, row.idsucursal),
    };
  }
  const items = (lines: DocumentLineRow[], costed: boolean) =>
    lines.map((l) => ({
      codigo: l.codigo_producto,
      descripcion: l.denominacion,
      unidad: l.abreviatura,
      cantidad: l.cantidad,
      costoUnitario: costed ? l.costo_unitario : null,
      importe: costed ? l.importe : null,
      lote: l.lote,
      series: l.series,
    }));
  const observaciones = (estado: number, anulado: string | null, observacion: string | null) =>
    [
      estado === 0
        ? `DOCUMENTO ANULADO${anulado ? ` el ${anulado.slice(0, 10).split('-').reverse().join('/')}` : ''}`
        : '',
      observacion ?? '',
    ].filter(Boolean);

  async function stockDocument(kind: 'entrada' | 'salida', id: number): Promise<StockMovementData | undefined> {
    const doc = await (kind === 'entrada' ? inv.entries : inv.outputs)
      .get(id)
      .catch((e) => (e instanceof BusinessError ? undefined : Promise.reject(e)));
    if (!doc) return undefined;
    return {
      empresa: await company(doc.idalmacen),
      serie: doc.serie,
      numero: doc.numero,
      fecha: doc.fecha,
      almacen: doc.almacen,
      motivo: doc.motivo,
      tercero: doc.tercero_nombre ? { nombre: doc.tercero_nombre, numeroDocumento: doc.tercero_documento } : null,
      documentoReferencia: doc.documento_referencia,
      usuario: doc.usuario,
      items: items(doc.items, true),
      total: doc.total,
      observaciones: observaciones(doc.estado, doc.anulado, doc.observacion),
    };
  }

  printRoute(app, entries.endpoints.print, {
    plantilla: pdfentradaa4,
    registro: 'La entrada',
    cargar: (id) => stockDocument('entrada', id),
  });
  printRoute(app, outputs.endpoints.print, {
    plantilla: pdfsalidaa4,
    registro: 'La salida',
    cargar: (id) => stockDocument('salida', id),
  });
  printRoute(app, transfers.endpoints.print, {
    plantilla: pdftransferenciaa4,
    registro: 'La transferencia',
    async cargar(id) {
      const doc = await inv.transfers
        .get(id)
        .catch((e) => (e instanceof BusinessError ? undefined : Promise.reject(e)));
      if (!doc) return undefined;
      const [origin] = await app.db
        .select({ id: almacen.idalmacen })
        .from(almacen)
        .where(eq(almacen.idalmacen, doc.idalmacen_origen));
      return {
        empresa: await company(origin!.id),
        serie: doc.serie,
        numero: doc.numero,
        fecha: doc.fecha,
        almacen: doc.almacen_origen,
        almacenDestino: doc.almacen_destino,
        motivo: 'Transferencia entre almacenes',
        usuario: doc.usuario,
        items: items(doc.items, true),
        total: doc.total,
        observaciones: observaciones(doc.estado, doc.anulado, doc.observacion),
      };
    },
  });
}
