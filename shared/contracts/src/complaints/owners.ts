import { owner } from '../kit/index.js';

/**
 * A complaint establishment belongs to its staff (the users who attend its complaints, a claimer
 * among them) and to its branch when it has one; a complaint is its establishment's. The grants
 * widen it as for any record: `otros_usuarios` every establishment of the user's branch (and those
 * without a branch), with `todas_sucursales` every one (the admin-complaints profile).
 */
export const COMPLAINT_ESTABLISHMENT_OWNER = owner({
  noun: 'El establecimiento',
  table: 'establecimiento_reclamo',
  key: 'idestablecimiento',
  branch: ['idsucursal'],
  members: { table: 'establecimiento_reclamo_usuario', column: 'idestablecimiento', user: 'idusuario' },
});

export const COMPLAINT_OWNER = owner({
  noun: 'La reclamación',
  table: 'reclamacion',
  key: 'idreclamacion',
  parents: [{ column: 'idestablecimiento', owner: COMPLAINT_ESTABLISHMENT_OWNER }],
});
