import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { dec, fixed, sum } from '@trade/money';
import { cash, loans, pettyCash } from '@trade/contracts/finance-loans';
import { persona, prestamo } from '../../db/schema/index.js';
import { branchCompanyHeader, printRoute } from '../../print/index.js';
import { isAdmin } from '../../core/access.js';
import { BusinessError } from '../../core/envelope.js';
import { hidesFigures } from './cash.repository.js';
import { ticketpagocuotaprestamo, ticketprestamo, vouchercajachica } from './finance.templates.js';
import { pdfcierrecaja } from './cash.templates.js';

/** How the closing report names the origin of a movement. */
export const ORIGIN_NAMES: Record<string, string> = {
  venta: 'Ventas',
  cobro: 'Cobranzas de clientes',
  pago_proveedor: 'Pagos a proveedores',
  caja_chica: 'Caja chica',
  prestamo: 'Préstamos desembolsados',
  pago_prestamo: 'Cuotas de préstamos cobradas',
};

/** vouchercajachica and pdfcierrecaja, printed from the records. */
export default function financePrintRoutes(app: FastifyInstance): void {
  const company = (idsucursal: number) => branchCompanyHeader(app.db, app.config.dataDir, idsucursal);

  printRoute(app, pettyCash.endpoints.print, {
    plantilla: vouchercajachica,
    registro: 'El recibo',
    cargar: async (id) => {
      const receipt = await app.finance.pettyCash.get(id).catch(() => undefined);
      const empresaHeader = receipt && (await company(receipt.idsucursal));
      if (!receipt || !empresaHeader) return undefined;
      return {
        empresa: empresaHeader,
        numero: receipt.documento,
        fecha: receipt.fecha_registro,
        tipo: receipt.tipo === 'I' ? ('ingreso' as const) : ('egreso' as const),
        concepto: receipt.concepto,
        importe: receipt.monto,
        responsable: receipt.usuario,
        beneficiario: { nombre: receipt.persona_nombre, numeroDocumento: receipt.persona_documento },
        documentoSustento: receipt.documento_sustento,
        caja: `${receipt.sucursal} - ${receipt.formapago}`,
        observaciones:
          receipt.estado === 0 ? [`ANULADO${receipt.motivo_anulacion ? `: ${receipt.motivo_anulacion}` : ''}`] : [],
      };
    },
  });

  const FREQUENCY: Record<string, string> = {
    diaria: 'Diaria',
    semanal: 'Semanal',
    quincenal: 'Quincenal',
    mensual: 'Mensual',
  };
  async function clientOf(idprestamo: number) {
    const [row] = await app.db
      .select({
        nombre: persona.nombres,
        numeroDocumento: persona.numero_documento,
        direccion: persona.direccion,
        idsucursal: prestamo.idsucursal,
        idtipodocumento: persona.idtipodocumento,
      })
      .from(prestamo)
      .innerJoin(persona, eq(persona.idpersona, prestamo.idpersona))
      .where(eq(prestamo.idprestamo, idprestamo));
    return row;
  }

  printRoute(app, loans.endpoints.print, {
    plantilla: ticketprestamo,
    registro: 'El préstamo',
    cargar: async (id) => {
      const loan = await app.finance.loans.withSchedule(id).catch(() => undefined);
      const client = loan && (await clientOf(id));
      const header = client && (await company(client.idsucursal));
      if (!loan || !client || !header) return undefined;
      const period = loan.periodo_tasa === 'anual' ? 'anual' : (FREQUENCY[loan.periodo_tasa] ?? loan.periodo_tasa);
      return {
        empresa: header,
        numero: loan.idprestamo,
        fecha: loan.fecha,
        cliente: { nombre: client.nombre, numeroDocumento: client.numeroDocumento, direccion: client.direccion },
        monto: loan.monto,
        tasaInteres: loan.tasa,
        frecuencia: period,
        interes: loan.interes,
        total: loan.total,
        cuotas: loan.cronograma.map((c) => ({
          numero: c.numero,
          fechaVencimiento: c.fecha_vencimiento,
          capital: c.capital,
          interes: c.interes,
          importe: c.importe,
        })),
        usuario: loan.usuario,
        observaciones: [
          `Pago ${FREQUENCY[loan.frecuencia]?.toLowerCase() ?? loan.frecuencia}; ${loan.metodo === 'frances' ? 'amortización francesa (cuota fija)' : 'interés simple sobre el capital'}.`,
          ...(loan.estado === 0 ? ['PRÉSTAMO ANULADO'] : []),
          ...(loan.observacion ? [loan.observacion] : []),
        ],
      };
    },
  });

  printRoute(app, loans.endpoints.printPayment, {
    plantilla: ticketpagocuotaprestamo,
    registro: 'El pago',
    cargar: async (id) => {
      const pago = await app.finance.loans.payment(id).catch(() => undefined);
      const loan = pago && (await app.finance.loans.withSchedule(pago.idprestamo));
      const client = pago && (await clientOf(pago.idprestamo));
      const header = client && (await company(client.idsucursal));
      if (!pago || !loan || !client || !header) return undefined;
      const paidNumbers = new Set(pago.cuotas.split(', ').map((c) => Number.parseInt(c, 10)));
      return {
        empresa: header,
        numero: pago.idpago,
        fecha: pago.fecha,
        cliente: { nombre: client.nombre, numeroDocumento: client.numeroDocumento },
        prestamo: { numero: loan.idprestamo, total: loan.total },
        cuotas: loan.cronograma
          .filter((c) => paidNumbers.has(c.numero))
          .map((c) => ({ numero: c.numero, fechaVencimiento: c.fecha_vencimiento, importe: c.importe })),
        importePagado: pago.importe,
        formaPago: pago.estado === 0 ? `${pago.formapago} (ANULADO)` : pago.formapago,
        saldoAnterior: pago.saldo_anterior,
        saldoPendiente: pago.saldo_posterior,
        usuario: pago.usuario,
      };
    },
  });

  printRoute(app, cash.endpoints.print, {
    plantilla: pdfcierrecaja,
    registro: 'La caja',
    cargar: async (id, request: FastifyRequest) => {
      const viewer = request.user ?? { rol: 'seller' };
      const repo = app.finance.cash;
      const apertura = await repo.get(id, viewer).catch(() => undefined);
      const empresaHeader = apertura && (await company(apertura.idsucursal));
      if (!apertura || !empresaHeader) return undefined;
      if (hidesFigures(apertura, viewer))
        throw new BusinessError('Caja con cierre ciego: su reporte se imprime después de registrar el cierre');
      // Past that refusal every figure below is shown (only an open blind cash hides them).
      const [totals, movements, productos] = await Promise.all([
        repo.totals(id, viewer),
        repo.movements(id, viewer),
        repo.products(id, viewer),
      ]);
      const origins = new Map<string, { ingresos: string[]; egresos: string[] }>();
      for (const m of movements.filter((m) => m.estado === 1)) {
        const entry = origins.get(m.origen_tipo) ?? { ingresos: [], egresos: [] };
        (m.tipo === 'I' ? entry.ingresos : entry.egresos).push(m.monto!);
        origins.set(m.origen_tipo, entry);
      }
      const blind = apertura.cierre_ciego && !isAdmin(viewer);
      const closed = apertura.estado === 2;
      return {
        empresa: empresaHeader,
        idapertura: apertura.idapertura,
        cajero: apertura.usuario,
        apertura: apertura.fecha_apertura,
        cierre: apertura.fecha_cierre,
        estado: closed ? 'Cerrada' : 'Abierta',
        montoApertura: apertura.monto_apertura!,
        formas: totals.map((f) => ({ ...f, apertura: f.apertura!, ingresos: f.ingresos!, egresos: f.egresos! })),
        porOrigen: [...origins].map(([tipo, v]) => ({
          concepto: ORIGIN_NAMES[tipo] ?? tipo,
          ingresos: fixed(sum(v.ingresos.map(dec))),
          egresos: fixed(sum(v.egresos.map(dec))),
        })),
        productos: productos.map((p) => ({ descripcion: p.descripcion, cantidad: p.cantidad, importe: p.importe! })),
        denominaciones: await repo.denominations(id),
        totales: {
          esperado: blind ? null : apertura.esperado_total,
          contado: closed ? apertura.contado_total : null,
          diferencia: blind || !closed ? null : apertura.diferencia_total,
        },
        observaciones: apertura.observacion ? [apertura.observacion] : [],
      };
    },
  });
}
