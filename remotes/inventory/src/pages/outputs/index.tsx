import { defineDocument, DocumentScreen, serialColumn } from '@trade/ui';
import { outputs, type OutputRow } from '@trade/contracts/inventory';
import { stockCatalog } from '../../catalog';
import {
  documentColumns,
  documentFilters,
  headerBody,
  history,
  type MovementHeader,
  itemsBody,
  byWarehouse,
  movementHeader,
  openA4,
  stockActions,
  toLine,
  todayDefaults,
} from '../movements/shared';

/**
 * Stock outputs (notas de salida): goods leave a warehouse, valued at average cost; the reference
 * price is optional. Each line shows the stock of the chosen warehouse; the server refuses an
 * output that would leave negative stock with the no_stock list.
 */
export const outputSpec = defineDocument({
  key: 'salida',
  noun: 'salida',
  gender: 'f',
  list: {
    key: 'salida',
    title: 'Salidas',
    noun: 'salida',
    gender: 'f',
    idField: 'idsalida',
    nameOf: 'documento',
    api: { list: outputs.endpoints.list, listInput: byWarehouse },
    search: { placeholder: 'Buscar número, destinatario o documento' },
    columns: documentColumns<OutputRow>('Destinatario'),
    filters: documentFilters<OutputRow>(),
  },
  header: { fields: movementHeader(2, 'NS'), defaults: todayDefaults, columns: 4 },
  lines: {
    catalog: stockCatalog('idalmacen'),
    columns: [serialColumn({ mode: 'pick', storeField: 'idalmacen' })],
    priceLabel: 'Precio referencial',
    price: 'optional',
    pricesIncludeTax: false,
    stockField: 'idalmacen',
  },
  totals: { dateField: 'fecha', taxes: false },
  api: {
    load: outputs.endpoints.get,
    fromRecord: (r) => {
      return {
        id: r.idsalida,
        header: { ...r, fecha: r.fecha.slice(0, 10) },
        lines: r.items.map((i) => toLine(i, 'precio_unitario')),
        anulado: r.estado === 0,
        history: history(r, 'Salida'),
        raw: r,
      };
    },
    create: outputs.endpoints.create,
    update: outputs.endpoints.update,
    toBody: (header, lines, { mode, id }) => ({
      ...(mode === 'edit' ? { idsalida: Number(id) } : {}),
      ...headerBody(header as MovementHeader),
      items: itemsBody(lines, 'precio_unitario'),
    }),
    savedId: (answer) => (answer.detalles as OutputRow | null)?.idsalida,
  },
  title: (r) => `Salida ${r.raw.documento}`,
  afterSave: openA4(outputs),
  actions: stockActions(outputs, 'salida'),
  messages: {
    saving: 'Guardando salida...',
    saveError: 'Error al guardar la salida',
    updating: 'Actualizando salida...',
    updateError: 'Error al actualizar la salida',
    loadError: 'Error inesperado, no se pudo obtener la salida',
  },
});

export default function Outputs() {
  return <DocumentScreen spec={outputSpec} />;
}
