import { operatingExpenses } from '@trade/contracts/finance-loans';
import { referenceLists } from '@trade/contracts/reference';
import { optionsFrom } from '@trade/ui';

/** Payment forms paid at once (tipo de pago 1): credit never goes through the cash. */
export const CASH_PAYMENT_FORMS = optionsFrom(referenceLists.endpoints.paymentForms, {
  params: { id: 1 },
  value: 'idformapago',
  label: 'nombre',
  cache: true,
});
export const EXPENSE_CATEGORIES = optionsFrom(operatingExpenses.endpoints.categories, {
  value: 'idcategoria',
  label: 'nombre',
  cache: true,
});
