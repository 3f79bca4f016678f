import { owner } from '../kit/index.js';
import { WAREHOUSE_BRANCH_OWNER } from '../inventory/owners.js';

/**
 * A service order belongs to the branch of the warehouse its parts leave from, whoever registered
 * it (kit/scope.ts), like the stock documents; its lines are their order's. Vehicles, owners,
 * catalogues, stations and requirements stay the company's.
 */
export const SERVICE_ORDER_OWNER = owner({
  noun: 'La orden de servicio',
  table: 'orden_servicio',
  key: 'idordenservicio',
  parents: [{ column: 'idalmacen', owner: WAREHOUSE_BRANCH_OWNER }],
});
export const SERVICE_LINE_OWNER = owner({
  noun: 'La línea de la orden',
  table: 'orden_servicio_detalle',
  key: 'iddetalle',
  parents: [{ column: 'idordenservicio', owner: SERVICE_ORDER_OWNER }],
});
