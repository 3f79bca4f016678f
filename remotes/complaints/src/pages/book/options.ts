import {
  CLAIM_KIND_HELP,
  COMPLAINT_STATES,
  CONSUMER_DOCUMENTS,
  complaintEstablishments,
} from '@trade/contracts/complaints';
import { optionsFrom } from '@trade/ui';

/** The establishments the user sees (the list is scoped by the API). */
export const ESTABLISHMENT_OPTIONS = optionsFrom(complaintEstablishments.endpoints.list, {
  query: { page: 1, pageSize: 500, estado: 1 },
  value: 'idestablecimiento',
  label: 'nombre',
});
export const DOCUMENT_OPTIONS = CONSUMER_DOCUMENTS.map((d) => ({ value: d.value, label: d.label }));
export const STATE_FILTER = [...COMPLAINT_STATES.options, { value: -1, label: 'Todos los estados' }];
export const TERM_FILTER = [
  { value: 'por_vencer', label: 'Por vencer' },
  { value: 'vencidas', label: 'Vencidas' },
];
export const GOOD_OPTIONS = [
  { value: 'producto', label: 'Producto' },
  { value: 'servicio', label: 'Servicio' },
];
export const CLAIM_OPTIONS = [
  { value: 'reclamo', label: 'Reclamo' },
  { value: 'queja', label: 'Queja' },
];
export { CLAIM_KIND_HELP };
