import type { DocumentMode } from './types.js';

/*
 * A document's pages are full pages of the screen's own route, told apart by the search params so
 * the host's one route per menu serves them and the breadcrumb's screen link goes back to the list:
 *   /entries                          the list
 *   /entries?documento=nuevo          a new entry (`&desde=…` when converted from another document)
 *   /entries?documento=15             entry 15, read-only, with its history and actions
 *   /entries?documento=15&modo=editar editing entry 15
 */
export const DOCUMENT_PARAM = 'documento';
export const MODE_PARAM = 'modo';
export const NEW_VALUE = 'nuevo';
export const EDIT_VALUE = 'editar';

export interface DocumentRoute {
  mode: DocumentMode;
  id: string | null;
}

export function readDocumentRoute(params: URLSearchParams): DocumentRoute | null {
  const doc = params.get(DOCUMENT_PARAM)?.trim();
  if (!doc) return null;
  if (doc === NEW_VALUE) return { mode: 'new', id: null };
  return { mode: params.get(MODE_PARAM) === EDIT_VALUE ? 'edit' : 'view', id: doc };
}

/** The search string of a document page ('?documento=15&modo=editar'); extra params kept (e.g. `desde`). */
export function documentSearch(
  mode: DocumentMode,
  id?: string | number | null,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  params.set(DOCUMENT_PARAM, mode === 'new' ? NEW_VALUE : String(id));
  if (mode === 'edit') params.set(MODE_PARAM, EDIT_VALUE);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return `?${params.toString()}`;
}

/** 'Nueva entrada', 'Nuevo producto'. */
export const newDocumentLabel = (noun: string, gender: 'm' | 'f' = 'm') =>
  `${gender === 'f' ? 'Nueva' : 'Nuevo'} ${noun}`;

/** 'Entrada 15'. */
export const documentTitle = (noun: string, id: string | number) =>
  `${noun.charAt(0).toLocaleUpperCase('es')}${noun.slice(1)} ${id}`;
