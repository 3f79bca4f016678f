import { owner } from '../kit/index.js';
import { WAREHOUSE_BRANCH_OWNER } from '../inventory/owners.js';

/**
 * A service order belongs to the user who registered it and to its technician's user (the view
 * `orden_servicio_usuario`), in the branch of the warehouse its parts leave from (kit/scope.ts): a
 * technician sees his own orders only; the workshop's staff with `otros_usuarios` (the 'tech'
 * profile) see every order of their branch. Its lines and time are their order's. Vehicles,
 * owners, catalogues, stations and requirements stay the company's.
 */
export const SERVICE_ORDER_OWNER = owner({
  noun: 'La orden de servicio',
  table: 'orden_servicio',
  key: 'idordenservicio',
  members: { table: 'orden_servicio_usuario', column: 'idordenservicio', user: 'idusuario' },
  parents: [{ column: 'idalmacen', owner: WAREHOUSE_BRANCH_OWNER }],
});
export const SERVICE_LINE_OWNER = owner({
  noun: 'La línea de la orden',
  table: 'orden_servicio_detalle',
  key: 'iddetalle',
  parents: [{ column: 'idordenservicio', owner: SERVICE_ORDER_OWNER }],
});
/** The intake inventory's accessories and the order's photos are their order's (issue 26). */
export const INTAKE_ACCESSORY_OWNER = owner({
  noun: 'El accesorio del inventario',
  table: 'orden_servicio_accesorio',
  key: 'idinventarioaccesorio',
  parents: [{ column: 'idordenservicio', owner: SERVICE_ORDER_OWNER }],
});
export const SERVICE_PHOTO_OWNER = owner({
  noun: 'La foto de la orden',
  table: 'orden_servicio_foto',
  key: 'idfoto',
  parents: [{ column: 'idordenservicio', owner: SERVICE_ORDER_OWNER }],
});
