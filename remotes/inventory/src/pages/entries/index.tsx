import { defineDocument, DocumentScreen, serialColumn } from '@trade/ui';
import { entries, type EntryRow } from '@trade/contracts/inventory';
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

/** Stock entries (notas de ingreso): goods come into a warehouse at their cost, without IGV. */
export const entrySpec = defineDocument({
  key: 'entrada',
  noun: 'entrada',
  gender: 'f',
  list: {
    key: 'entrada',
    title: 'Entradas',
    noun: 'entrada',
    gender: 'f',
    idField: 'identrada',
    nameOf: 'documento',
    api: { list: entries.endpoints.list, listInput: byWarehouse },
    search: { placeholder: 'Buscar número, proveedor o documento' },
    columns: documentColumns<EntryRow>('Proveedor'),
    filters: documentFilters<EntryRow>(),
    messages: { listError: 'Error al obtener los registros' },
  },
  header: { fields: movementHeader(1, 'NI'), defaults: todayDefaults, columns: 4 },
  lines: {
    catalog: stockCatalog('idalmacen'),
    columns: [serialColumn({ mode: 'enter' })],
    priceLabel: 'Costo unitario',
    pricesIncludeTax: false,
    pricing: { priceOf: () => null, priceDecimals: 6 },
  },
  totals: { dateField: 'fecha', taxes: false },
  api: {
    load: entries.endpoints.get,
    fromRecord: (r) => {
      return {
        id: r.identrada,
        header: { ...r, fecha: r.fecha.slice(0, 10) },
        lines: r.items.map((i) => toLine(i, 'costo_unitario')),
        anulado: r.estado === 0,
        history: history(r, 'Entrada'),
        raw: r,
      };
    },
    create: entries.endpoints.create,
    update: entries.endpoints.update,
    toBody: (header, lines, { mode, id }) => ({
      ...(mode === 'edit' ? { identrada: Number(id) } : {}),
      ...headerBody(header as MovementHeader),
      items: itemsBody(lines, 'costo_unitario'),
    }),
    savedId: (answer) => (answer.detalles as EntryRow | null)?.identrada,
  },
  title: (r) => `Entrada ${r.raw.documento}`,
  afterSave: openA4(entries),
  actions: stockActions(entries, 'entrada'),
  messages: {
    saving: 'Guardando entrada...',
    saveError: 'Error al guardar la entrada',
    updating: 'Actualizando entrada...',
    updateError: 'Error al actualizar la entrada',
    loadError: 'Error inesperado, no se pudo obtener la entrada',
  },
});

export default function Entries() {
  return <DocumentScreen spec={entrySpec} />;
}
