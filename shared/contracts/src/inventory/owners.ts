import { owner } from '../kit/index.js';

/**
 * Stock documents belong to the branch of their warehouse (a transfer to both ends), whoever
 * registered them (kit/scope.ts). Warehouses themselves are the company's: every branch picks them.
 */
export const WAREHOUSE_BRANCH_OWNER = owner({
  noun: 'El almacén',
  table: 'almacen',
  key: 'idalmacen',
  branch: ['idsucursal'],
});
const inWarehouse = (column: string) => ({ column, owner: WAREHOUSE_BRANCH_OWNER });
export const ENTRY_OWNER = owner({
  noun: 'La entrada',
  table: 'entrada',
  key: 'identrada',
  parents: [inWarehouse('idalmacen')],
});
export const OUTPUT_OWNER = owner({
  noun: 'La salida',
  table: 'salida',
  key: 'idsalida',
  parents: [inWarehouse('idalmacen')],
});
export const TRANSFER_OWNER = owner({
  noun: 'La transferencia',
  table: 'transferencia',
  key: 'idtransferencia',
  parents: [inWarehouse('idalmacen_origen'), inWarehouse('idalmacen_destino')],
});
