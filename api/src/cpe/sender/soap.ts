import { XMLParser } from 'fast-xml-parser';
import { SunatFault, SunatUnavailable, faultFrom, fetchSunat } from './errors.js';

/** SOAP 1.1 client of SUNAT's billService and billConsultService, WS-Security UsernameToken (RUC + usuario SOL). */

export interface SoapOptions {
  billService: string;
  billConsultService?: string;
  username: string;
  password: string;
  timeoutMs?: number;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
});

const xmlEsc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function soapEnvelope(
  username: string,
  password: string,
  operation: string,
  params: Record<string, string>,
): string {
  const body = Object.entries(params)
    .map(([k, v]) => `<${k}>${xmlEsc(v)}</${k}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ser="http://service.sunat.gob.pe" ' +
    'xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">' +
    `<soapenv:Header><wsse:Security><wsse:UsernameToken><wsse:Username>${xmlEsc(username)}</wsse:Username>` +
    `<wsse:Password>${xmlEsc(password)}</wsse:Password></wsse:UsernameToken></wsse:Security></soapenv:Header>` +
    `<soapenv:Body><ser:${operation}>${body}</ser:${operation}></soapenv:Body></soapenv:Envelope>`
  );
}

/** Parses a SOAP answer: the Body's first element, or throws the Fault as SunatFault. */
export function parseSoapResponse(xml: string): Record<string, any> {
  let parsed: any;
  try {
    parsed = parser.parse(xml);
  } catch {
    throw new SunatUnavailable('SUNAT respondió un mensaje que no es XML');
  }
  const body = parsed?.Envelope?.Body;
  if (!body) throw new SunatUnavailable('SUNAT respondió un mensaje SOAP sin cuerpo');
  if (body.Fault) throw faultFrom(String(body.Fault.faultcode ?? ''), String(body.Fault.faultstring ?? ''), xml);
  return body;
}

export interface StatusResponse {
  statusCode: string;
  statusMessage?: string;
  /** CDR zip, when SUNAT includes it. */
  content?: Uint8Array;
}

export class SunatSoapClient {
  private readonly timeoutMs: number;
  constructor(private readonly options: SoapOptions) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  private async call(url: string, operation: string, params: Record<string, string>): Promise<Record<string, any>> {
    const res = await fetchSunat(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `urn:${operation}` },
        body: soapEnvelope(this.options.username, this.options.password, operation, params),
      },
      this.timeoutMs,
    );
    const text = await res.text().catch(() => '');
    if (text.includes('Fault') || res.ok) return parseSoapResponse(text);
    throw new SunatUnavailable(`SUNAT respondió HTTP ${res.status}`);
  }

  /** Sends a factura, boleta or nota; answers the CDR zip. */
  async sendBill(fileName: string, zip: Uint8Array): Promise<Uint8Array> {
    const body = await this.call(this.options.billService, 'sendBill', {
      fileName,
      contentFile: Buffer.from(zip).toString('base64'),
    });
    const content = body.sendBillResponse?.applicationResponse;
    if (!content) throw new SunatUnavailable('SUNAT no devolvió el CDR');
    return Buffer.from(String(content), 'base64');
  }

  /** Sends a summary (RC) or voided communication (RA); answers the ticket. */
  async sendSummary(fileName: string, zip: Uint8Array): Promise<string> {
    const body = await this.call(this.options.billService, 'sendSummary', {
      fileName,
      contentFile: Buffer.from(zip).toString('base64'),
    });
    const ticket = body.sendSummaryResponse?.ticket;
    if (!ticket) throw new SunatUnavailable('SUNAT no devolvió el número de ticket');
    return String(ticket);
  }

  /** Ticket status: 0 done (CDR), 98 in process, 99 done with errors (CDR). */
  async getStatus(ticket: string): Promise<StatusResponse> {
    const body = await this.call(this.options.billService, 'getStatus', { ticket });
    const status = body.getStatusResponse?.status;
    if (!status) throw new SunatUnavailable('SUNAT no devolvió el estado del ticket');
    return {
      statusCode: String(status.statusCode),
      content: status.content ? Buffer.from(String(status.content), 'base64') : undefined,
    };
  }

  /** The CDR of a document already sent (facturas, notas). statusCode 0004 with content when it exists. */
  async getStatusCdr(ruc: string, tipo: string, serie: string, numero: number): Promise<StatusResponse> {
    if (!this.options.billConsultService)
      throw new SunatFault(0, 'El destino configurado no ofrece la consulta de CDR (billConsultService)');
    const body = await this.call(this.options.billConsultService, 'getStatusCdr', {
      rucComprobante: ruc,
      tipoComprobante: tipo,
      serieComprobante: serie,
      numeroComprobante: String(numero),
    });
    const status = body.getStatusCdrResponse?.statusCdr;
    if (!status) throw new SunatUnavailable('SUNAT no devolvió el estado del comprobante');
    return {
      statusCode: String(status.statusCode),
      statusMessage: status.statusMessage ? String(status.statusMessage) : undefined,
      content: status.content ? Buffer.from(String(status.content), 'base64') : undefined,
    };
  }
}

/** getStatusCdr codes of a document SUNAT never received (the CDR, when it exists, comes with 0004 and its content). */
export const COMPROBANTE_NO_EXISTE = ['0011', '0127', '0125'];
