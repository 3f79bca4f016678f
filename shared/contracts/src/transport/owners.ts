import { owner } from '../kit/index.js';

/**
 * Transport records belong to the branches at both ends of their route: a branch sees the parcels,
 * exits and shifts that leave from it or arrive at it (kit/scope.ts). Drivers are the company's.
 */
const route = ['idsucursal_origen', 'idsucursal_destino'] as const;
export const PARCEL_OWNER = owner({ noun: 'La encomienda', table: 'encomienda', key: 'id_encomienda', branch: route });
export const EXIT_OWNER = owner({
  noun: 'La salida',
  table: 'salida_vehiculo',
  key: 'idsalidavehiculos',
  branch: route,
});
export const SHIFT_OWNER = owner({
  noun: 'El adelanto de turno',
  table: 'adelanto_turno',
  key: 'idadelantoturno',
  branch: route,
});
/** A carrier's guide (31) belongs to its exit's branches. */
export const CARRIER_GUIDE_OWNER = owner({
  noun: 'La guía transportista',
  table: 'guia_transportista',
  key: 'idguiatransportista',
  parents: [{ column: 'idsalidavehiculos', owner: EXIT_OWNER }],
});
