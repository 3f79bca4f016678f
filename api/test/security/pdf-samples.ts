/** PDFs for upload tests: a minimal real one, and "PDFs" that are not (issue 23). */

/** A one-page PDF with its cross-reference table at the offset `startxref` names. */
export function minimalPdf(extraObject = ''): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...(extraObject ? [extraObject] : []),
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** Starts like a PDF, is an HTML page (what the probe uploaded). */
export const htmlPolyglot = () =>
  Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n', 'latin1');

/** A real PDF that runs a script when opened. */
export const scriptedPdf = () => minimalPdf("<< /S /JavaScript /JS (app.alert('x')) >>");
