import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ROOM_OWNER, hospitalityReports, type HospitalityReportBody } from '@trade/contracts/hospitality';
import { route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';
import { scopeOfCurrent } from '../../core/scope.js';
import { renderTemplate, reportHeading, reportQueryFilters, sendPdf } from '../../print/index.js';
import { pdfllegadassalidas, pdfregistrohuespedes, pdfreporteocupacion } from './reports.templates.js';

/** The hospitality reports (/report_hospitality): each on screen (JSON) and in PDF with the same filters. */
export function reportRoutes(app: FastifyInstance) {
  const reports = app.hospitality.reports;
  const e = hospitalityReports.endpoints;

  /**
   * The PDF's header and filters: the branch asked when the user sees rooms of it (else his own, or
   * the first branch for an admin of every branch), so a branch out of his scope is not even named.
   */
  const heading = (filters: HospitalityReportBody, userBranch: number | null) =>
    reportHeading(app.db, app.config.dataDir, filters, {
      seenBranch: sql`select h.idsucursal from habitacion h
               where h.idsucursal = ${filters.idsucursal ?? 0} and ${scopeOfCurrent(ROOM_OWNER, 'h') ?? sql`true`} limit 1`,
      userBranch,
      unseen: 'Sin habitaciones visibles',
    });

  route(app, e.occupancy, async (request) => ok(await reports.occupancy(request.body), 'Reporte de ocupación'));
  route(app, e.occupancyPdf, async (request, reply) => {
    const filters = reportQueryFilters(request.query);
    const data = {
      ...(await heading(filters, request.user!.idsucursal)),
      agrupar: filters.agrupar ?? 'dia',
      reporte: await reports.occupancy(filters),
    };
    const { pdf, archivo } = await renderTemplate(pdfreporteocupacion, data);
    return sendPdf(reply, pdf, archivo);
  });

  route(app, e.movements, async (request) => ok(await reports.movements(request.body), 'Llegadas y salidas'));
  route(app, e.movementsPdf, async (request, reply) => {
    const filters = reportQueryFilters(request.query);
    const data = { ...(await heading(filters, request.user!.idsucursal)), reporte: await reports.movements(filters) };
    const { pdf, archivo } = await renderTemplate(pdfllegadassalidas, data);
    return sendPdf(reply, pdf, archivo);
  });

  route(app, e.register, async (request) => ok(await reports.register(request.body), 'Registro de huéspedes'));
  route(app, e.registerPdf, async (request, reply) => {
    const filters = reportQueryFilters(request.query);
    const data = { ...(await heading(filters, request.user!.idsucursal)), reporte: await reports.register(filters) };
    const { pdf, archivo } = await renderTemplate(pdfregistrohuespedes, data);
    return sendPdf(reply, pdf, archivo);
  });
}
