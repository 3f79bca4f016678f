import { branches } from '@trade/contracts/organization';
import { people } from '@trade/contracts/purchasing-credits';
import { drivers, parcels } from '@trade/contracts/transport';
import { referenceLists } from '@trade/contracts/reference';
import { lookupFrom, optionsFrom, type FieldSpec, type LookupSource } from '@trade/ui';

export const BRANCHES = optionsFrom(branches.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idsucursal',
  label: 'nombre',
  cache: true,
});

/** Active drivers; the list says whose licence has expired (the API refuses them on an exit). */
export const DRIVERS = lookupFrom(drivers.endpoints.list, {
  query: { estado: 1 },
  value: 'idtransportista',
  label: (r) => `${r.conductor} · ${r.licencia}${r.dias_vencimiento < 0 ? ' (licencia vencida)' : ''}`,
  labelField: 'conductor',
});

/** Clients searched as the user types (sender and consignee). */
export const PEOPLE = (labelField: string, create: LookupSource['create']) =>
  lookupFrom(people.endpoints.list, {
    query: { ubica: 1, estado: 1 },
    value: 'idpersona',
    label: (r) => `${r.numero_documento} · ${r.nombres}`,
    labelField,
    create,
  });

/** Parcels waiting at the origin, to load on an exit. */
export const PARCELS_AT_ORIGIN = optionsFrom(parcels.endpoints.list, {
  query: { page: 1, pageSize: 500, estado: 0 },
  value: 'id_encomienda',
  label: (r) => `${r.numero_guia} · ${r.destino} · ${r.consignado_nombre}`,
});

export const PAYMENT_FORMS = optionsFrom(referenceLists.endpoints.paymentForms, {
  params: { id: 1 },
  value: 'idformapago',
  label: 'nombre',
  cache: true,
});

/** Where a parcel, an exit or a shift goes: both branches; the origin left empty is the user's own. */
export const BRANCH_FIELDS: FieldSpec[] = [
  {
    name: 'idsucursal_origen',
    label: 'Sucursal de origen',
    type: 'select',
    options: BRANCHES,
    required: false,
    placeholder: 'La suya',
  },
  { name: 'idsucursal_destino', label: 'Sucursal de destino', type: 'select', options: BRANCHES },
];

/** The route of an exit or a shift, as its form asks it: both branches, plate and driver. */
export const ROUTE_FIELDS: FieldSpec[] = [
  ...BRANCH_FIELDS,
  {
    name: 'placa',
    label: 'Placa',
    upperCase: true,
    normalize: (v) =>
      String(v ?? '')
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase(),
  },
  { name: 'idtransportista', label: 'Conductor', type: 'lookup', lookup: DRIVERS },
];
