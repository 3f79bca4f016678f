/**
 * Printed documents: one engine (A4 and 80/58 mm tickets) and a template per document.
 * See docs/printing.md. An area prints with:
 *   printRoute(app, { plantilla: 'ticketventa', registro: 'La venta', tags, cargar: (id) => sales.printData(id) })
 * or renders a template itself with renderTemplate(name, data) and answers it with sendPdf.
 */
export * from './model.js';
export { renderDocument } from './engine.js';
export { cpeLegend, cpeName, cpeQrPayload, DEFAULT_CONSULTA_URL, type CpeQrData } from './cpe.js';
export { loadLogo, branchLogoPath, type Logo } from './logo.js';
export { branchCompanyHeader } from './company.js';
export { sendPdf } from './reply.js';
export { printRoute, type PrintRouteOptions } from './route.js';
export { serieNumero, inWords, money, moneyWithSymbol, quantity, sum } from './text.js';
export * from './templates/index.js';
