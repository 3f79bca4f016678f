import { series, type SeriesRow } from '@trade/contracts/organization';
import { defineResource, ESTADO_OPTIONS, listParams } from '@trade/ui';
import { ACTIVE_BRANCH_LOOKUP, ACTIVE_VOUCHER_OPTIONS, BRANCH_OPTIONS, VOUCHER_OPTIONS } from '../../options';

/** A series with issued documents keeps its type, branch and letters: only its correlative changes. */
const fixedWhenUsed = ({ row }: { row: SeriesRow | null }) => !!row?.usado;

/** Series of each voucher type and branch, with their next correlative. */
export const serieResource = defineResource({
  contract: series,
  nameOf: 'serie',
  api: {
    // The list's path takes the voucher type, -1 (the default) for all of them.
    listInput: (query, params) => {
      const { idcomprobante, ...filters } = query.filters;
      return { params: { id: idcomprobante ?? -1 }, query: listParams({ ...query, filters }, params) };
    },
  },
  search: { placeholder: 'Buscar serie, comprobante o sucursal' },
  columns: [
    { key: 'serie', title: 'Serie', sortable: true },
    {
      key: 'comprobante',
      title: 'Comprobante',
      sortable: true,
      value: (r) => `${r.codigo_comprobante} · ${r.comprobante}`,
    },
    { key: 'sucursal', title: 'Sucursal', sortable: true },
    { key: 'correlativo', title: 'Siguiente número', sortable: true, type: 'integer' },
    { key: 'ultimo_emitido', title: 'Último emitido', type: 'integer' },
    { key: 'usado', title: 'Con documentos', type: 'boolean' },
    { key: 'estado', title: 'Estado', type: 'estado' },
  ],
  filters: [
    { name: 'idcomprobante', label: 'Comprobante', numeric: true, options: VOUCHER_OPTIONS, width: 220 },
    { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCH_OPTIONS },
    { name: 'estado', label: 'Estado', numeric: true, options: [...ESTADO_OPTIONS], width: 140 },
  ],
  canRemove: (row) => !row.usado,
  form: {
    defaults: { correlativo: 1 },
    toValues: (row) => ({
      idcomprobante: row.idcomprobante,
      idsucursal: row.idsucursal,
      serie: row.serie,
      correlativo: row.correlativo,
    }),
    fields: [
      {
        name: 'idcomprobante',
        label: 'Tipo de comprobante',
        type: 'select',
        required: true,
        options: ACTIVE_VOUCHER_OPTIONS,
        disabled: fixedWhenUsed,
      },
      {
        name: 'idsucursal',
        label: 'Sucursal',
        type: 'lookup',
        required: true,
        lookup: ACTIVE_BRANCH_LOOKUP,
        disabled: fixedWhenUsed,
      },
      {
        name: 'serie',
        label: 'Serie',
        required: true,
        upperCase: true,
        max: 4,
        placeholder: 'F001',
        disabled: fixedWhenUsed,
        rules: [{ pattern: /^[A-Z0-9]{4}$/, message: 'La serie tiene 4 letras o números (F001, B001, T001)' }],
        help: 'Factura F…, boleta B…, notas F… o B…, guía de remisión T….',
      },
      {
        name: 'correlativo',
        label: 'Siguiente número (correlativo)',
        type: 'integer',
        required: true,
        min: 1,
        max: 99999999,
        help: 'El número del próximo comprobante de esta serie (1 o más).',
      },
    ],
  },
  messages: { saving: 'Guardando serie...', updating: 'Actualizando serie...', removing: 'Eliminando serie...' },
});
