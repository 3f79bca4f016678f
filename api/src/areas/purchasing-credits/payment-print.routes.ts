import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { creditDocuments } from '@trade/contracts/purchasing-credits';
import {
  credito,
  creditoCuota,
  creditoPago,
  cuentaBancaria,
  empresa,
  formaPago,
  moneda,
  persona,
  sucursal,
  tipoDocumento,
  usuario,
} from '../../db/schema/index.js';
import { branchLogoPath, printRoute } from '../../print/index.js';
import { type PaymentNoteData, printpdfcpago } from './payments.templates.js';

/**
 * GET /api/printpdfcpago/:id: the payment note of a credit payment (80 mm ticket; ?formato=a4),
 * printed from the stored payment: who paid, the credit document, how, and the balance before and
 * after it (from the valid payments made before this one). A cancelled payment says so.
 */
export default function paymentPrintRoutes(app: FastifyInstance): void {
  async function load(idpago: number): Promise<PaymentNoteData | undefined> {
    const [row] = await app.db
      .select({
        idpago: creditoPago.idpago,
        fecha: creditoPago.fecha,
        creado: creditoPago.creado,
        importe: creditoPago.importe,
        referencia: creditoPago.referencia,
        estado: creditoPago.estado,
        idcuota: creditoPago.idcuota,
        formapago: formaPago.nombre,
        cuenta: cuentaBancaria.numero,
        tipo: credito.tipo,
        documento: credito.documento,
        concepto: credito.concepto,
        idsucursal: credito.idsucursal,
        idcredito: credito.idcredito,
        monedaCodigo: moneda.codigo,
        nombre: persona.nombres,
        tipoDocumento: tipoDocumento.codigo,
        numeroDocumento: persona.numero_documento,
        direccion: persona.direccion,
        telefono: persona.telefono,
        email: persona.email,
        usuario: usuario.nombres,
      })
      .from(creditoPago)
      .innerJoin(credito, eq(credito.idcredito, creditoPago.idcredito))
      .innerJoin(persona, eq(persona.idpersona, credito.idpersona))
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
      .innerJoin(moneda, eq(moneda.idmoneda, credito.idmoneda))
      .innerJoin(formaPago, eq(formaPago.idformapago, creditoPago.idformapago))
      .innerJoin(usuario, eq(usuario.idusuario, creditoPago.idusuario))
      .leftJoin(cuentaBancaria, eq(cuentaBancaria.idcuentabancaria, creditoPago.idcuentabancaria))
      .where(eq(creditoPago.idpago, idpago));
    if (!row) return undefined;
    const [company] = await app.db.select().from(empresa).orderBy(asc(empresa.idempresa)).limit(1);
    const [branch] = row.idsucursal
      ? await app.db.select().from(sucursal).where(eq(sucursal.idsucursal, row.idsucursal))
      : [];
    const around = await app.purchasingCredits.credits.balancesAround(idpago);
    const saldoAnterior = new Decimal(around!.total).minus(around!.before);
    const [cuota] = row.idcuota
      ? await app.db
          .select({ numero: creditoCuota.numero })
          .from(creditoCuota)
          .where(eq(creditoCuota.idcuota, row.idcuota))
      : [];
    const cuotas = await app.db
      .select({ id: creditoCuota.idcuota })
      .from(creditoCuota)
      .where(eq(creditoCuota.idcredito, row.idcredito));
    return {
      empresa: {
        ruc: company!.ruc,
        razonSocial: company!.razon_social,
        nombreComercial: company!.nombre_comercial,
        direccion: company!.direccion,
        telefono: company!.telefono,
        email: company!.email,
        ...(branch
          ? {
              sucursal: { nombre: branch.nombre, direccion: branch.direccion },
              logo: branchLogoPath(app.config.dataDir, branch.idsucursal),
            }
          : {}),
      },
      serie: row.tipo === 'cliente' ? 'CP' : 'PP',
      numero: row.idpago,
      fecha: row.creado,
      tipo: row.tipo === 'cliente' ? 'cobro' : 'pago',
      persona: {
        nombre: row.nombre,
        tipoDocumento: row.tipoDocumento,
        numeroDocumento: row.numeroDocumento,
        direccion: row.direccion,
        telefono: row.telefono,
        email: row.email,
      },
      documento: row.documento,
      concepto: cuota
        ? `Pago de la cuota ${cuota.numero} de ${cuotas.length}`
        : (row.concepto ?? `Pago a cuenta del crédito ${row.idcredito}`),
      formaPago: row.cuenta ? `${row.formapago} (cta. ${row.cuenta})` : row.formapago,
      referencia: row.referencia,
      moneda: row.monedaCodigo as PaymentNoteData['moneda'],
      importe: new Decimal(row.importe).toFixed(2),
      saldoAnterior: saldoAnterior.toFixed(2),
      saldoActual: saldoAnterior.minus(row.estado === 1 ? row.importe : 0).toFixed(2),
      usuario: row.usuario,
      observaciones: [`Fecha de pago: ${row.fecha}`, ...(row.estado === 0 ? ['PAGO ANULADO: no tiene validez'] : [])],
    };
  }

  printRoute(app, creditDocuments.endpoints.print, {
    plantilla: printpdfcpago,
    registro: 'El pago',
    cargar: (id) => load(id),
  });
}
