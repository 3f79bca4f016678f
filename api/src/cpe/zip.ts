import { zipSync } from 'fflate';
import { BusinessError } from '../core/envelope.js';
import { UnzipRefused, unzipLimited, unzipLimitedSync } from '../core/unzip.js';

/** SUNAT packages: one XML per zip, both named RUC-TT-SERIE-NUMERO (summaries RUC-RC-YYYYMMDD-n). */

export function zipXml(nombre: string, xml: string | Uint8Array): Uint8Array {
  const data = typeof xml === 'string' ? new TextEncoder().encode(xml) : xml;
  return zipSync({ [`${nombre}.xml`]: [data, { level: 1 }] });
}

export interface UnzippedXml {
  fileName: string;
  xml: Uint8Array;
}

const isXml = (name: string) => name.toLowerCase().endsWith('.xml') && !name.endsWith('/');

/** The one XML among the inflated entries (directories and other entries are ignored). */
function singleXml(entries: Map<string, Uint8Array>): UnzippedXml {
  const xmls = [...entries.keys()];
  if (xmls.length !== 1)
    throw new BusinessError(xmls.length ? 'El ZIP contiene más de un XML' : 'El ZIP no contiene un XML');
  return { fileName: xmls[0]!.split('/').pop()!, xml: entries.get(xmls[0]!)! };
}

const refused = (error: unknown) => (error instanceof UnzipRefused ? new BusinessError(error.message) : error);

/** The single XML of a small zip (a CDR), within the limits of core/unzip.ts (CDR_LIMITS). */
export function unzipXml(zip: Uint8Array): UnzippedXml {
  try {
    return singleXml(unzipLimitedSync(zip, isXml));
  } catch (error) {
    throw refused(error);
  }
}

/** The single XML of a zip from outside (a package sent to the simulator): ZIP_LIMITS, never holding the event loop. */
export async function unzipXmlAsync(zip: Uint8Array): Promise<UnzippedXml> {
  try {
    return singleXml(await unzipLimited(zip, isXml));
  } catch (error) {
    throw refused(error);
  }
}

/** Decodes XML bytes honouring an ISO-8859-1 declaration (SUNAT's CDRs use it). */
export function decodeXml(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 100));
  const enc = /encoding=["']([^"']+)["']/i.exec(head)?.[1]?.toLowerCase();
  const text = new TextDecoder(enc === 'iso-8859-1' || enc === 'latin1' ? 'latin1' : 'utf-8').decode(bytes);
  return text.replace(/^\uFEFF/, '');
}

const limaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const limaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Lima',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** YYYY-MM-DD in Lima. */
export const limaDate = (d: Date = new Date()): string => limaDay.format(d);
/** HH:mm:ss in Lima. */
export const limaTime = (d: Date = new Date()): string => limaClock.format(d);
