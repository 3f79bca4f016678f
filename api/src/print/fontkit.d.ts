/** The part of fontkit (pdfkit's own font engine) the print engine uses; fontkit ships no types. */
declare module 'fontkit' {
  export interface FontkitFont {
    postscriptName: string;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
