import { defineDocument, DocumentScreen, serialColumn } from '@trade/ui';
import { transfers, type TransferRow } from '@trade/contracts/inventory';
import { stockCatalog } from '../../catalog';
import { WAREHOUSE_LOOKUP, WAREHOUSE_OPTIONS, seriesOptions } from '../../options';
import {
  ESTADO_DOCUMENTO,
  history,
  itemsBody,
  byWarehouse,
  openA4,
  stockActions,
  toLine,
  todayDefaults,
} from '../movements/shared';

const nullIfEmpty = (v: unknown) => (v === undefined || v === null || v === '' ? null : v);

/**
 * Transfers between warehouses: an output of the origin and an entry of the destination in one
 * transaction, both in the kardex. Quantities only (valued at the origin's average cost); each line
 * shows the origin's stock.
 */
export const transferSpec = defineDocument({
  key: 'transferencia',
  noun: 'transferencia',
  gender: 'f',
  list: {
    key: 'transferencia',
    title: 'Transferencias',
    noun: 'transferencia',
    gender: 'f',
    idField: 'idtransferencia',
    nameOf: 'documento',
    api: { list: transfers.endpoints.list, listInput: byWarehouse },
    search: { placeholder: 'Buscar número u observación' },
    columns: [
      { key: 'documento', title: 'Documento', sortable: true, sortField: 'numero', width: 150 },
      { key: 'fecha', title: 'Fecha', type: 'date', sortable: true },
      { key: 'almacen_origen', title: 'Origen' },
      { key: 'almacen_destino', title: 'Destino' },
      { key: 'observacion', title: 'Observación', ellipsis: true },
      { key: 'total', title: 'Valor (S/)', type: 'money', sortable: true, total: true },
      { key: 'estado', title: 'Estado', type: 'tag', options: ESTADO_DOCUMENTO },
    ],
    filters: [
      { name: 'idalmacen', label: 'Almacén', numeric: true, options: WAREHOUSE_OPTIONS, width: 200 },
      { name: 'estado', label: 'Estado', numeric: true, options: ESTADO_DOCUMENTO, width: 140 },
      { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
    ],
  },
  header: {
    columns: 4,
    defaults: todayDefaults,
    fields: [
      {
        name: 'idalmacen_origen',
        label: 'Almacén de origen',
        type: 'lookup',
        lookup: { ...WAREHOUSE_LOOKUP, labelField: 'almacen_origen' },
        required: true,
        show: (r) => r.raw.almacen_origen,
      },
      {
        name: 'idalmacen_destino',
        label: 'Almacén de destino',
        type: 'lookup',
        lookup: { ...WAREHOUSE_LOOKUP, labelField: 'almacen_destino' },
        required: true,
        show: (r) => r.raw.almacen_destino,
        rules: [
          ({ getFieldValue }) => ({
            validator: async (_, v) => {
              if (v && v === getFieldValue('idalmacen_origen')) throw new Error('El destino debe ser otro almacén');
            },
          }),
        ],
      },
      { name: 'fecha', label: 'Fecha', type: 'date', required: true },
      {
        name: 'idserie',
        label: 'Serie',
        type: 'select',
        options: seriesOptions('NT'),
        placeholder: 'La primera de la sucursal',
        show: (r) => r.raw.documento,
      },
      { name: 'observacion', label: 'Observación', type: 'textarea', max: 500 },
    ],
  },
  lines: {
    catalog: stockCatalog('idalmacen_origen'),
    columns: [serialColumn({ mode: 'pick', storeField: 'idalmacen_origen' })],
    priceLabel: 'Costo',
    price: 'none',
    pricesIncludeTax: false,
    stockField: 'idalmacen_origen',
  },
  totals: false,
  api: {
    load: transfers.endpoints.get,
    fromRecord: (r) => {
      return {
        id: r.idtransferencia,
        header: { ...r, fecha: r.fecha.slice(0, 10) },
        lines: r.items.map((i) => toLine(i, null)),
        anulado: r.estado === 0,
        history: history(r, 'Transferencia'),
        raw: r,
      };
    },
    create: transfers.endpoints.create,
    toBody: (h, lines) => ({
      idserie: nullIfEmpty(h.idserie),
      fecha: h.fecha,
      idalmacen_origen: h.idalmacen_origen,
      idalmacen_destino: h.idalmacen_destino,
      observacion: nullIfEmpty(h.observacion),
      items: itemsBody(lines, null),
    }),
    savedId: (answer) => (answer.detalles as TransferRow | null)?.idtransferencia,
  },
  title: (r) => `Transferencia ${r.raw.documento}`,
  afterSave: openA4(transfers),
  actions: stockActions(transfers, 'transferencia'),
  messages: {
    saving: 'Guardando transferencia...',
    saveError: 'Error al guardar la transferencia',
    loadError: 'Error inesperado, no se pudo obtener la transferencia',
  },
});

export default function Transfers() {
  return <DocumentScreen spec={transferSpec} />;
}
