import type { FastifyReply } from 'fastify';
import { sanitizeFileName } from '@trade/formats';

/** 'Préstamo 00000012.pdf' -> 'Prestamo 00000012.pdf' (for the plain filename= of old clients). */
function asciiName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
}

/** Percent-encoding for filename*= (RFC 5987 also excludes ' ( ) *). */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Answers a PDF to open in the browser's viewer: `inline`, with a safe file name (UTF-8 in
 * filename*, an ASCII fallback in filename) and never cached, since documents carry personal data.
 */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  let name = sanitizeFileName(fileName);
  if (!/\.pdf$/i.test(name)) name = sanitizeFileName(`${name}.pdf`);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${asciiName(name)}"; filename*=UTF-8''${rfc5987(name)}`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Length', pdf.length)
    .send(pdf);
}
