/** The proforma's states as the screens show them (the API's `situacion`). */
export const PROFORMA_STATE_OPTIONS = [
  { value: 'abierta', label: 'Abierta', color: 'blue' },
  { value: 'vencida', label: 'Vencida', color: 'orange' },
  { value: 'convertida', label: 'Convertida', color: 'green' },
];
export const proformaState = (value: string) =>
  PROFORMA_STATE_OPTIONS.find((s) => s.value === value) ?? { value, label: value, color: 'default' };
