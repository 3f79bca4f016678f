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
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Answers a file with a safe name (UTF-8 in filename*, an ASCII fallback in filename), never cached
 * (documents carry personal data): `inline` opens it in the browser, `attachment` downloads it.
 */
export function sendFile(
  reply: FastifyReply,
  content: Buffer,
  fileName: string,
  contentType: string,
  disposition: 'inline' | 'attachment' = 'attachment',
): FastifyReply {
  const name = sanitizeFileName(fileName);
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `${disposition}; filename="${asciiName(name)}"; filename*=UTF-8''${rfc5987(name)}`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Length', content.length)
    .send(content);
}

/** Answers a PDF to open in the browser's viewer. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  const name = /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`;
  return sendFile(reply, pdf, name, 'application/pdf', 'inline');
}
