import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  SERVICE_ORDER_OWNER,
  SERVICE_ORDER_STATES,
  workshopReports,
  type WorkshopReportBody,
} from '@trade/contracts/workshop';
import { route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';
import { queryRows } from '../../db/client.js';
import { scopeOfCurrent } from '../../core/scope.js';
import { renderTemplate, reportHeading, reportQueryFilters, sendPdf, type Field } from '../../print/index.js';
import { pdfreporteordenesservicio, pdfreporteordenestecnico, pdfreportetiemposestado } from './reports.templates.js';

/** The workshop reports (/report_service_orders): each on screen (JSON) and in PDF with the same filters. */
export function workshopReportRoutes(app: FastifyInstance) {
  const reports = app.workshop.reports;
  const e = workshopReports.endpoints;

  /**
   * The PDF's header and filters: the branch asked when the user sees an order of it (else his own,
   * or the first branch), so a branch out of his scope is not even named.
   */
  async function heading(filters: WorkshopReportBody, userBranch: number | null) {
    const base = await reportHeading(app.db, app.config.dataDir, filters, {
      seenBranch: sql`select a.idsucursal from orden_servicio o join almacen a on a.idalmacen = o.idalmacen
               where a.idsucursal = ${filters.idsucursal ?? 0} and ${scopeOfCurrent(SERVICE_ORDER_OWNER, 'o') ?? sql`true`} limit 1`,
      userBranch,
      unseen: 'Sin órdenes visibles',
    });
    const otros: Field[] = [];
    if (filters.estado !== undefined)
      otros.push({ etiqueta: 'Estado', valor: SERVICE_ORDER_STATES.label(filters.estado) });
    const [named] = await queryRows<{ tecnico: string | null; estacion: string | null }>(
      app.db,
      sql`select (select nombres || ' ' || apellidos from empleado where idempleado = ${filters.idempleado ?? 0}) as tecnico,
                 (select nombre from estacion where idestacion = ${filters.idestacion ?? 0}) as estacion`,
    );
    if (named?.tecnico) otros.push({ etiqueta: 'Técnico', valor: named.tecnico });
    if (named?.estacion) otros.push({ etiqueta: 'Estación', valor: named.estacion });
    return { ...base, otros };
  }

  route(app, e.orders, async (request) => ok(await reports.orders(request.body), 'Reporte de órdenes de servicio'));
  route(app, e.ordersPdf, async (request, reply) => {
    const filters = reportQueryFilters(request.query);
    const data = { ...(await heading(filters, request.user!.idsucursal)), reporte: await reports.orders(filters) };
    const { pdf, archivo } = await renderTemplate(pdfreporteordenesservicio, data);
    return sendPdf(reply, pdf, archivo);
  });

  route(app, e.technicians, async (request) => ok(await reports.technicians(request.body), 'Órdenes por técnico'));
  route(app, e.techniciansPdf, async (request, reply) => {
    const filters = reportQueryFilters(request.query);
    const data = { ...(await heading(filters, request.user!.idsucursal)), reporte: await reports.technicians(filters) };
    const { pdf, archivo } = await renderTemplate(pdfreporteordenestecnico, data);
    return sendPdf(reply, pdf, archivo);
  });

  route(app, e.stateTimes, async (request) => ok(await reports.stateTimes(request.body), 'Tiempo promedio por estado'));
  route(app, e.stateTimesPdf, async (request, reply) => {
    const filters = reportQueryFilters(request.query);
    const data = { ...(await heading(filters, request.user!.idsucursal)), reporte: await reports.stateTimes(filters) };
    const { pdf, archivo } = await renderTemplate(pdfreportetiemposestado, data);
    return sendPdf(reply, pdf, archivo);
  });
}
