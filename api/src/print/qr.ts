import QRCode from 'qrcode';

/** The modules of a QR code (true = dark), for drawing it as vector squares. */
export interface QrMatrix {
  size: number;
  dark(row: number, col: number): boolean;
}

export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}
