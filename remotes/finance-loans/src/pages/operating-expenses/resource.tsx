import { OperatingExpenseBody, operatingExpenses } from '@trade/contracts/finance-loans';
import { defineResource } from '@trade/ui';
import { EXPENSE_CATEGORIES } from '../../options';

/** Operating expenses by category and month (rent, utilities, salaries). */
export const gastoOperativoResource = defineResource({
  key: 'gastooperativo',
  title: 'Gastos operativos',
  noun: 'gasto',
  idField: 'idgasto',
  schema: OperatingExpenseBody,
  nameOf: 'descripcion',
  api: {
    list: operatingExpenses.endpoints.list,
    create: operatingExpenses.endpoints.create,
    // The path takes the expense's id.
    remove: operatingExpenses.endpoints.remove,
  },
  search: { placeholder: 'Buscar descripción, documento o categoría' },
  columns: [
    { key: 'fecha', title: 'Fecha', type: 'date', sortable: true },
    { key: 'periodo', title: 'Mes' },
    { key: 'categoria', title: 'Categoría', sortable: true },
    { key: 'descripcion', title: 'Descripción', ellipsis: true },
    { key: 'documento', title: 'Documento' },
    { key: 'sucursal', title: 'Sucursal', hidden: true },
    { key: 'usuario', title: 'Registrado por', hidden: true },
    { key: 'monto', title: 'Monto (S/)', type: 'money', sortable: true, total: true },
  ],
  filters: [
    { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
    { name: 'idcategoria', label: 'Categoría', numeric: true, options: EXPENSE_CATEGORIES, width: 240 },
  ],
  form: {
    columns: 2,
    toBody: (values) => ({
      idcategoria: values.idcategoria,
      descripcion: values.descripcion,
      monto: values.monto,
      fecha: values.fecha,
      documento: values.documento || null,
    }),
    fields: [
      { name: 'idcategoria', label: 'Categoría', type: 'select', options: EXPENSE_CATEGORIES },
      { name: 'fecha', label: 'Fecha', type: 'date' },
      { name: 'descripcion', label: 'Descripción', wide: true },
      { name: 'monto', label: 'Monto', type: 'money' },
      { name: 'documento', label: 'Documento', placeholder: 'Recibo, factura...' },
    ],
  },
  canEdit: () => false,
  messages: {
    saving: 'Registrando gasto...',
    saveError: 'Error al registrar gasto',
    removeError: 'Error al eliminar el gasto',
  },
});
