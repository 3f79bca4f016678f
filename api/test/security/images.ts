import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** CRC-32 of a PNG chunk (type + data). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid black-and-white PNG of width × height (16000 × 16000 is 256
 * megapixels, gigabytes once decoded) that weighs a few tens of KB, like the one of the issue.
 */
export function bombPng(width = 16000, height = 16000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = Math.ceil(width / 8) + 1; // filter byte + packed pixels
  const raw = Buffer.alloc(row * height); // all zero: filter none, black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real picture of the given size. */
export const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    [format]()
    .toBuffer();

/** A PNG that is also an HTML page: a script in a text chunk and after the image's end. */
export async function polyglotPng(): Promise<Buffer> {
  const png = await picture(20, 20);
  const iend = png.length - 12;
  const script = '<html><script>alert(document.cookie)</script></html>';
  const text = chunk('tEXt', Buffer.from(`Comment\u0000${script}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend), Buffer.from(script)]);
}
