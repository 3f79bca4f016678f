/** Every JSON answer of the API. */
export interface Envelope<T = unknown> {
  status: number;
  mensaje: string;
  detalles?: T;
  info?: string;
  type?: string;
}

/** A paged list: pages start at 1. */
export interface PagedEnvelope<T> extends Envelope<T[]> {
  detalles: T[];
  totalPaginas: number;
  totalRegistros: number;
  /** Sums of money and quantity columns over the whole filter (not the page); money as text ('1234.50'). */
  totales?: Record<string, string>;
}

/** A refused output lists the missing items joined by '|'. */
export const isNoStock = (answer: Envelope | undefined): boolean => answer?.info === 'no_stock';
export const noStockItems = (mensaje: string): string[] =>
  mensaje
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);
