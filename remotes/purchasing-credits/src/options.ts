import { people } from '@trade/contracts/purchasing-credits';
import { referenceLists } from '@trade/contracts/reference';
import { lookupFrom, optionsFrom } from '@trade/ui';

/** Choices loaded from the API for the purchasing-credits screens. */
export const DOCUMENT_TYPE_OPTIONS = optionsFrom(referenceLists.endpoints.documentTypes, {
  value: 'idtipodocumento',
  label: (r) => `${r.abreviatura} · ${r.nombre}`,
  cache: true,
});
export const DOCUMENT_TYPE_FILTER = optionsFrom(referenceLists.endpoints.documentTypes, {
  value: 'idtipodocumento',
  label: 'abreviatura',
  cache: true,
});
export const CURRENCY_OPTIONS = optionsFrom(referenceLists.endpoints.currencies, {
  value: 'idmoneda',
  label: (r) => `${r.codigo} · ${r.nombre}`,
  cache: true,
});
/** Payment forms of cash payments (payment type 1). */
export const PAYMENT_FORM_OPTIONS = optionsFrom(referenceLists.endpoints.paymentForms, {
  params: { id: 1 },
  value: 'idformapago',
  label: 'nombre',
  cache: true,
});
/** ubica_persona: 1 cliente, 2 proveedor, 3 ambos. */
export const UBICA_OPTIONS = [
  { value: 1, label: 'Cliente' },
  { value: 2, label: 'Proveedor' },
  { value: 3, label: 'Cliente y proveedor' },
];
export const UBICA_LABEL: Record<number, string> = { 1: 'Cliente', 2: 'Proveedor', 3: 'Cliente y proveedor' };

/** People searched as the user types: clients (ubica 1) or providers (2). */
export const personLookup = (ubica: 1 | 2) =>
  lookupFrom(people.endpoints.list, {
    query: { ubica, estado: 1 },
    value: 'idpersona',
    label: (r) => `${r.numero_documento} · ${r.nombres}`,
    labelField: (r) => `${r.numero_documento} · ${r.persona}`,
  });

/** Catálogo 06 ids of the seed: 1 DNI, 2 RUC. */
export const DNI_ID = 1;
export const RUC_ID = 2;
