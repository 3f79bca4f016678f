import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { habitacion, reservaEstancia } from '../../db/schema/index.js';
import { stayAccounts } from '@trade/contracts/hospitality';
import { defineTemplate, printRoute, type SaleBase, saleTicketWith, serieNumero } from '../../print/index.js';
import { dayText } from './stay.js';

/** pdfcheckout: the check-out's factura or boleta (ticket), with the stay it pays. */
export interface CheckoutPrintData extends SaleBase {
  tipo: '01' | '03';
  estancia: { habitacion: string; llegada: string; salida: string; noches: number; titular: string };
}

export const pdfcheckout = defineTemplate<CheckoutPrintData>({
  nombre: 'pdfcheckout',
  descripcion: 'Comprobante del check-out',
  formato: 'ticket80',
  archivo: (d) => serieNumero(d.serie, d.numero),
  documento: (d) => {
    const e = d.estancia;
    return saleTicketWith(d, {
      tipo: 'campos',
      titulo: 'Estancia',
      campos: [
        { etiqueta: e.habitacion.includes(',') ? 'Habitaciones' : 'Habitación', valor: e.habitacion },
        { etiqueta: 'Huésped', valor: e.titular, completo: true },
        { etiqueta: 'Llegada', valor: dayText(e.llegada) },
        { etiqueta: 'Salida', valor: dayText(e.salida) },
        { etiqueta: 'Noches', valor: String(e.noches) },
      ],
    });
  },
});

/** The check-out's ticket: billing's print data of the stay's sale (through its door) with the stay's figures. */
export function checkoutPrintRoute(app: FastifyInstance) {
  printRoute(app, stayAccounts.endpoints.ticket, {
    plantilla: pdfcheckout,
    registro: 'El comprobante de la estancia',
    async cargar(id) {
      const stay = await app.hospitality.bookings.get(id).catch(() => undefined);
      const idventa = stay && (await app.hospitality.checkout.account(id)).idventa;
      const sale = idventa ? await app.billing.sales.printData(idventa) : undefined;
      if (!stay || !idventa || !sale || sale.tipo === 'NV') return undefined;
      // A joint check-out's document names every room it sold.
      const rooms = await app.db
        .select({ numero: habitacion.numero })
        .from(reservaEstancia)
        .innerJoin(habitacion, eq(habitacion.idhabitacion, reservaEstancia.idhabitacion))
        .where(eq(reservaEstancia.idventa, idventa))
        .orderBy(asc(habitacion.numero));
      return {
        ...sale,
        tipo: sale.tipo,
        estancia: {
          habitacion: rooms.length > 1 ? rooms.map((r) => r.numero).join(', ') : stay.numero,
          llegada: stay.f1,
          salida: stay.f2,
          noches: stay.noches,
          titular: stay.titular,
        },
      };
    },
  });
}
