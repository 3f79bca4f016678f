/** Characters Windows refuses in names (plus '!', which breaks some shells and mail clients) and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[<>:"/\\|?*!\u0000-\u001f\u007f]/g;
/** Device names Windows will not open as files, whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const EXTENSION = /^[\p{L}\p{N}]{1,10}$/u;
const MAX_LENGTH = 200;

/** Used when nothing usable is left of the name. */
export const DEFAULT_FILE_NAME = 'archivo';

/**
 * A name safe to download or store on any OS: sanitizeFileName('F001-123: Juan/Pérez?.pdf') ->
 * 'F001-123 JuanPérez.pdf'. Keeps the extension, trims spaces and dots at the ends (Windows drops
 * trailing dots; leading ones hide the file on Unix), caps the length at 200 characters and falls back
 * to 'archivo' (keeping the extension: '???.pdf' -> 'archivo.pdf').
 */
export function sanitizeFileName(name: string | null | undefined): string {
  const cleaned = String(name ?? '')
    .normalize('NFC')
    .replace(FORBIDDEN, '')
    .replace(/\s+/g, ' ')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const candidate = dot === -1 ? '' : cleaned.slice(dot + 1);
  const hasExtension = EXTENSION.test(candidate);
  const extension = hasExtension ? candidate : '';
  let base = (hasExtension ? cleaned.slice(0, dot) : cleaned).replace(/^[.\s]+|[.\s]+$/g, '');
  if (base === '') base = DEFAULT_FILE_NAME;
  if (RESERVED.test(base)) base = `${base}_`;
  // Count code points, so an emoji or accented letter is never cut in half.
  const room = MAX_LENGTH - (extension ? extension.length + 1 : 0);
  const chars = Array.from(base);
  if (chars.length > room)
    base =
      chars
        .slice(0, room)
        .join('')
        .replace(/[.\s]+$/, '') || DEFAULT_FILE_NAME;
  return extension ? `${base}.${extension}` : base;
}
