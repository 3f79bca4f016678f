/**
 * Printed documents: one engine (A4 and 80/58 mm tickets) that knows no area. Each area defines its
 * templates in its own folder (defineTemplate) and prints with them. See docs/printing.md:
 *   printRoute(app, sales.endpoints.ticket, { plantilla: ticketventa, registro: 'La venta', cargar: (id) => prints.sale(id) })
 * or renders one itself with renderTemplate(template, data) and answers it with sendPdf.
 */
export * from './model.js';
export { renderDocument } from './engine.js';
export { cpeLegend, cpeName, cpeQrPayload, DEFAULT_CONSULTA_URL, type CpeQrData } from './cpe.js';
export { loadLogo, branchLogoPath, type Logo } from './logo.js';
export { branchCompanyHeader } from './company.js';
export { sendPdf } from './reply.js';
export { printRoute, type PrintRouteOptions } from './route.js';
export { serieNumero, inWords, money, moneyWithSymbol, quantity, sum } from './text.js';
export { renderTemplate, type RenderedPdf } from './render.js';
export * from './template.js';
export * from './sale-document.js';
export * from './report-heading.js';
