import type { Database } from '../../db/client.js';
import { globalChargeName } from '@trade/contracts/billing-cpe';
import { branchCompanyHeader } from '../../print/index.js';
import type { NoteRecord } from './credit-notes.repository.js';
import type { CreditNoteData } from './sales.templates.js';

/**
 * pdfnotacredito from the saved note (never the screen's copy): company and branch header, the sale
 * it modifies, the reason and its grounds, the lines and totals, and — once signed — the QR and hash.
 * A withdrawn note, or one SUNAT rejected, prints saying so.
 */
export async function notePrintData(db: Database, dataDir: string, n: NoteRecord): Promise<CreditNoteData | undefined> {
  const header = await branchCompanyHeader(db, dataDir, n.idsucursal);
  if (!header) return undefined;
  const notes = [
    ...(n.estado === 0 ? [`NOTA REVERTIDA${n.motivo_reversion ? `: ${n.motivo_reversion}` : ''}`] : []),
    ...(n.cpe && ['rechazado', 'invalido'].includes(n.cpe.estado)
      ? [`Comprobante ${n.cpe.estado} por SUNAT: ${n.cpe.descripcion_respuesta ?? n.cpe.ultimo_error ?? ''}`]
      : []),
    ...(n.cuotas.length
      ? [
          `Cuotas: ${n.cuotas.map((c, i) => `${i + 1}) ${c.fecha_vencimiento.split('-').reverse().join('/')} ${n.moneda === 'USD' ? 'US$' : 'S/'} ${c.monto}`).join('; ')}`,
        ]
      : []),
  ];
  return {
    empresa: header,
    tipo: n.tipo as '07' | '08',
    serie: n.serie,
    numero: n.numero,
    fechaEmision: n.fecha,
    moneda: n.moneda === 'USD' ? 'USD' : 'PEN',
    cliente: {
      nombre: n.cliente,
      tipoDocumento: n.cliente_tipo_documento,
      numeroDocumento: n.cliente_documento,
      direccion: n.cliente_direccion,
      email: n.cliente_email,
    },
    items: n.detalles.map((l) => ({
      codigo: l.codigo_producto,
      descripcion: l.descripcion,
      unidad: l.abreviatura,
      cantidad: l.cantidad,
      precioUnitario: l.precio_unitario,
      importe: l.importe,
    })),
    totales: {
      gravada: n.gravadas,
      exonerada: n.exoneradas,
      inafecta: n.inafectas,
      gratuita: n.gratuitas,
      exportacion: n.exportacion,
      igv: n.igv,
      isc: n.isc,
      baseIvap: n.base_ivap,
      ivap: n.ivap,
      icbper: n.icbper,
      cargo: { etiqueta: globalChargeName(n.codigo_cargo), importe: n.cargo },
      total: n.total,
    },
    vendedor: n.usuario,
    observaciones: notes,
    documentoAfectado: {
      tipo: n.venta_codigo as '01' | '03',
      serie: n.venta_documento.split('-')[0]!,
      numero: Number(n.venta_documento.split('-')[1]),
      fechaEmision: n.venta_fecha,
    },
    motivo: { codigo: n.codigo_motivo, descripcion: n.motivo, sustento: n.sustento },
    cpe: n.cpe?.hash && n.cpe.estado !== 'invalido' ? { hash: n.cpe.hash } : null,
  };
}
