import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type FontkitFont } from 'fontkit';

/**
 * The embedded fonts: DejaVu Sans Condensed (Bitstream Vera licence, free to embed), which has
 * every Spanish letter and sign (á é í ó ú ü ñ Ñ ¿ ¡ ° º ª € S/). pdfkit embeds a subset of the
 * glyphs each document uses, so text is searchable and prints the same everywhere.
 *
 * The files are read and parsed once per process; every document reuses the parsed fonts.
 */
export interface Fonts {
  regular: FontkitFont;
  bold: FontkitFont;
}

const require = createRequire(import.meta.url);
const FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
} as const;

let loaded: Fonts | undefined;

export function fonts(): Fonts {
  if (!loaded) {
    const open = (file: string) => create(readFileSync(require.resolve(file)));
    loaded = { regular: open(FILES.regular), bold: open(FILES.bold) };
  }
  return loaded;
}

/** Names the fonts are registered under in every document. */
export const REGULAR = 'TradeRegular';
export const BOLD = 'TradeBold';
