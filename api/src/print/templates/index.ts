import type { PageFormat } from '../model.js';
import { renderDocument } from '../engine.js';
import type { Template } from './common.js';
import { pdfnotacredito, pdfventaa4, ticketventa } from './sales.js';
import { pdfguiaa4 } from './guide.js';
import { ppedido, pproforma, pproformaa4, printpdfcpago } from './commerce.js';
import { pdfentradaa4, pdfsalidaa4, pdftransferenciaa4 } from './inventory.js';
import { pdfinventarioordenservicioa4, pdfordenservicioa4 } from './workshop.js';
import { ticketpagocuotaprestamo, ticketprestamo, vouchercajachica } from './finance.js';
import { pdfcierrecaja } from './cash.js';
import { pdfreclamaciona4 } from './complaints.js';
import { pdfadelantoturno, pdfencomienda, pdffacturaencomienda, pdfsalidavehiculo } from './transport.js';

/** Every printed document, by the name of its print call (GET /api/<name>/:id). */
export const templates = {
  // billing-cpe
  ticketventa,
  pdfventaa4,
  pdfnotacredito,
  pdfguiaa4,
  pproforma,
  pproformaa4,
  ppedido,
  // purchasing-credits
  printpdfcpago,
  // inventory
  pdfentradaa4,
  pdfsalidaa4,
  pdftransferenciaa4,
  // workshop
  pdfordenservicioa4,
  pdfinventarioordenservicioa4,
  // finance-loans
  vouchercajachica,
  ticketprestamo,
  ticketpagocuotaprestamo,
  pdfcierrecaja,
  // complaints
  pdfreclamaciona4,
  // transport
  pdfsalidavehiculo,
  pdfencomienda,
  pdfadelantoturno,
  pdffacturaencomienda,
} as const;

export type TemplateName = keyof typeof templates;
/** The data a template needs: `TemplateData<'ticketventa'>` is `SaleData`. */
export type TemplateData<N extends TemplateName> = (typeof templates)[N] extends Template<infer T> ? T : never;

export interface RenderedPdf {
  pdf: Buffer;
  /** File name with '.pdf' (not yet sanitised: sendPdf does it). */
  archivo: string;
  formato: PageFormat;
}

/** Renders a template in its own format, or in the one asked (any template prints on A4, 80 mm or 58 mm). */
export async function renderTemplate<N extends TemplateName>(
  name: N,
  data: TemplateData<N>,
  options: { formato?: PageFormat } = {},
): Promise<RenderedPdf> {
  const template = templates[name] as unknown as Template<TemplateData<N>>;
  if (!template) throw new RangeError(`Plantilla de impresión desconocida: ${String(name)}`);
  const formato = options.formato ?? template.formato;
  const pdf = await renderDocument({ ...template.documento(data), formato });
  return { pdf, archivo: `${template.archivo(data)}.pdf`, formato };
}

export type { Template } from './common.js';
export type { Party, LineItem, SaleTotals, WithCompany } from './common.js';
export type { SaleData, SaleBase, CreditNoteData, SaleVoucherType, SignedCpe } from './sales.js';
export type { GuideData } from './guide.js';
export type { PaymentNoteData, ProformaData, OrderData } from './commerce.js';
export type { StockMovementData } from './inventory.js';
export type { ServiceOrderData, ServiceOrderInventoryData, WorkshopVehicle } from './workshop.js';
export type { PettyCashData, LoanData, LoanPaymentData } from './finance.js';
export type { CashClosingData } from './cash.js';
export type { ComplaintData } from './complaints.js';
export type {
  VehicleExitData,
  ParcelData,
  AdvanceShiftData,
  ParcelInvoiceData,
  Driver,
  TransportVehicle,
} from './transport.js';
