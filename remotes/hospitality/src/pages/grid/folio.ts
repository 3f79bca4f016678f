import { todayLima } from '@trade/formats';
import { call } from '@trade/session';
import { defineResource, lookupFrom, optionsFrom, type Option } from '@trade/ui';
import { people } from '@trade/contracts/purchasing-credits';
import { referenceLists } from '@trade/contracts/reference';
import {
  CheckOutBody,
  GUEST_DOCUMENTS,
  GuestBody,
  StayExtraBody,
  StayPaymentBody,
  packages,
  roomCatalogues,
  stayAccounts,
  stayGuests,
  type GuestRow,
  type StayAccount,
  type StayExtraRow,
  type StayPaymentRow,
} from '@trade/contracts/hospitality';

const a = stayAccounts.endpoints;
const g = stayGuests.endpoints;
/** The stay of a sub-list (`params: { reserva_estancia_id }`); each API answers every row. */
const ofStay = (params: Record<string, unknown>) => ({ params: { id: Number(params.reserva_estancia_id) } });
const small = { search: false, exportable: false, defaultPageSize: 10 } as const;
const messages = { saveError: 'Error al guardar el registro', removeError: 'Error al borrar el registro' };

const PAYMENT_FORMS = optionsFrom(referenceLists.endpoints.paymentForms, {
  params: { id: 1 },
  value: 'idformapago',
  label: 'nombre',
  cache: true,
});
const PROFESSIONS = optionsFrom(roomCatalogues.endpoints.professions, {
  value: 'idprofesion',
  label: 'nombre',
  where: (r) => r.estado === 1,
  cache: true,
});
/** The packages in force today, active (the check-out sells one of them). */
const PACKAGES = optionsFrom(packages.endpoints.list, {
  query: { page: 1, pageSize: 100, estado: 1, vigente: todayLima() },
  value: 'idpaquete',
  label: (r) => `${r.nombre} · S/ ${r.precio}`,
});
const CLIENTS = lookupFrom(people.endpoints.list, {
  query: { ubica: 1, estado: 1 },
  value: 'idpersona',
  label: (r) => `${r.numero_documento} · ${r.nombres}`,
});

const foreign = ({ values }: { values: Record<string, unknown> }) =>
  values.tipo_documento === '7' || (!!values.nacionalidad && values.nacionalidad !== 'PE');
const FOREIGN_GUEST_FIELDS = [
  {
    name: 'pais_emision',
    label: 'País de emisión del pasaporte',
    required: false,
    upperCase: true,
    visible: foreign,
    help: 'Código de país (US, AR...): exportación de hospedaje.',
  },
  { name: 'pais_residencia', label: 'País de residencia', required: false, upperCase: true, visible: foreign },
  {
    name: 'fecha_ingreso_pais',
    label: 'Fecha de ingreso al país',
    type: 'date' as const,
    required: false,
    visible: foreign,
  },
];

/** The guests of a stay: the main guest and companions (rhuespedr; the same document again updates the guest). */
export const guestResource = defineResource<GuestRow>({
  key: 'huesped',
  title: 'Huéspedes',
  noun: 'huésped',
  createLabel: 'Agregar huésped',
  idField: 'reserva_estancia_huesped_id',
  nameOf: 'nombres',
  schema: GuestBody,
  api: { list: (_q, params) => call(g.list, ofStay(params)), paging: 'client', create: g.save, remove: g.remove },
  ...small,
  columns: [
    { key: 'nombres', title: 'Nombres y apellidos' },
    { key: 'numero_documento', title: 'Documento' },
    { key: 'nacionalidad', title: 'Nacionalidad' },
    { key: 'principal', title: 'Principal', type: 'boolean' },
  ],
  form: {
    columns: 2,
    defaults: { tipo_documento: '1', nacionalidad: 'PE', principal: 0 },
    toBody: (v, { params }) => ({
      reserva_estancia_id: Number(params.reserva_estancia_id),
      tipo_documento: v.tipo_documento,
      numero_documento: String(v.numero_documento ?? '').toUpperCase(),
      nombres: v.nombres,
      nacionalidad: String(v.nacionalidad ?? '').toUpperCase(),
      idprofesion: v.idprofesion ?? null,
      procedencia: v.procedencia ? v.procedencia : null,
      principal: Boolean(v.principal),
      pais_emision: v.pais_emision ? String(v.pais_emision).toUpperCase() : null,
      pais_residencia: v.pais_residencia ? String(v.pais_residencia).toUpperCase() : null,
      fecha_ingreso_pais: v.fecha_ingreso_pais || null,
    }),
    fields: [
      { name: 'tipo_documento', label: 'Tipo de documento', type: 'select', options: [...GUEST_DOCUMENTS] },
      { name: 'numero_documento', label: 'Número de documento' },
      { name: 'nombres', label: 'Nombres y apellidos', wide: true },
      { name: 'nacionalidad', label: 'Nacionalidad', help: 'Código de país: PE, US, AR...' },
      { name: 'idprofesion', label: 'Profesión', type: 'select', options: PROFESSIONS, required: false },
      { name: 'procedencia', label: 'Procedencia' },
      { name: 'principal', label: 'Huésped principal', type: 'switch', required: false },
      // A foreign guest's lodging can be an export (0202): what SUNAT asks of him (catálogo 55).
      ...FOREIGN_GUEST_FIELDS,
    ],
  },
  messages,
});

/** Products charged to the room of a lodged stay, searched with their price and the branch's stock. */
export const extraResource = (idsucursal: number) =>
  defineResource<StayExtraRow>({
    key: 'consumo',
    title: 'Consumos',
    noun: 'consumo',
    createLabel: 'Cargar consumo',
    idField: 'idextra',
    nameOf: 'descripcion',
    schema: StayExtraBody,
    api: {
      list: (_q, params) => call(a.extras, ofStay(params)),
      paging: 'client',
      create: a.charge,
      remove: a.removeCharge,
    },
    ...small,
    columns: [
      { key: 'descripcion', title: 'Producto' },
      { key: 'cantidad', title: 'Cantidad', type: 'number' },
      { key: 'precio_unitario', title: 'Precio (S/)', type: 'money' },
      { key: 'importe', title: 'Importe (S/)', type: 'money' },
    ],
    form: {
      defaults: { cantidad: 1 },
      toBody: (v, { params }) => ({
        reserva_estancia_id: Number(params.reserva_estancia_id),
        producto_id: v.producto_id,
        cantidad: String(v.cantidad),
        precio_unitario: v.precio_unitario ? String(v.precio_unitario) : null,
      }),
      fields: [
        {
          name: 'producto_id',
          label: 'Producto',
          type: 'lookup',
          lookup: lookupFrom(a.products, {
            query: { idsucursal },
            value: 'producto_id',
            label: (r) =>
              `${r.denominacion} · S/ ${r.precio ?? '—'}${r.stock === null ? '' : ` · stock ${Number(r.stock)} ${r.unidad}`}`,
          }),
        },
        { name: 'cantidad', label: 'Cantidad', type: 'number', min: 0.0001 },
        {
          name: 'precio_unitario',
          label: 'Precio unitario',
          type: 'money',
          required: false,
          help: 'Vacío: el precio de venta del producto.',
        },
      ],
    },
    messages,
  });

/** Payments on account of a stay: into the user's open cash; the check-out applies them. */
export const paymentResource = defineResource<StayPaymentRow>({
  key: 'pago_estancia',
  title: 'Pagos a cuenta',
  noun: 'pago',
  createLabel: 'Registrar pago',
  idField: 'pago_id',
  nameOf: (r) => `S/ ${r.monto}`,
  schema: StayPaymentBody,
  api: {
    list: (_q, params) => call(a.payments, ofStay(params)),
    paging: 'client',
    create: a.pay,
    remove: a.removePayment,
  },
  ...small,
  canRemove: (row) => row.idventa === null,
  columns: [
    { key: 'fecha', title: 'Fecha', type: 'datetime' },
    { key: 'formapago', title: 'Forma de pago' },
    { key: 'monto', title: 'Monto (S/)', type: 'money' },
    { key: 'usuario', title: 'Usuario' },
  ],
  form: {
    toBody: (v, { params }) => ({
      reserva_estancia_id: Number(params.reserva_estancia_id),
      idformapago: v.idformapago,
      monto: String(v.monto),
      referencia: v.referencia ? v.referencia : null,
    }),
    fields: [
      { name: 'idformapago', label: 'Forma de pago', type: 'select', options: PAYMENT_FORMS },
      { name: 'monto', label: 'Monto', type: 'money' },
      { name: 'referencia', label: 'Referencia', required: false },
    ],
  },
  messages,
});

/** The check-out (of the stay, or `joint` of every lodged room of its booking): one of the user's factura or boleta series, the client, how the balance is paid, a late charge. */
export const checkoutResource = (series: Option[], joint = false) =>
  defineResource<StayAccount>({
    key: 'checkout',
    title: 'Check-out',
    noun: 'check-out',
    idField: 'reserva_estancia_id',
    schema: CheckOutBody,
    api: {
      list: (_q, params) => call(a.account, ofStay(params)).then((r) => ({ ...r, detalles: [] })),
      create: a.checkOut,
    },
    columns: [],
    form: {
      title: { create: joint ? 'Check-out de todas las habitaciones de la reserva' : 'Check-out' },
      defaults: series.length === 1 ? { idserie: series[0]!.value } : {},
      toBody: (v, { params }) => ({
        reserva_estancia_id: Number(params.reserva_estancia_id),
        idserie: v.idserie,
        idpersona: v.idpersona ?? null,
        idformapago: v.idformapago ?? null,
        cargo_salida_tardia: v.cargo_salida_tardia ? String(v.cargo_salida_tardia) : null,
        // A joint check-out: the booking's other lodged rooms in the same document.
        ...(joint && Array.isArray(params.estancias) ? { estancias: params.estancias as number[] } : {}),
        idpaquete: v.idpaquete ?? null,
        exportacion: Boolean(v.exportacion),
      }),
      fields: [
        { name: 'idserie', label: 'Comprobante', type: 'select', options: series },
        {
          name: 'idpersona',
          label: 'Cliente',
          type: 'lookup',
          lookup: CLIENTS,
          required: false,
          help: 'Una factura necesita un cliente con RUC; vacío: clientes varios.',
        },
        {
          name: 'idformapago',
          label: 'Forma de pago del saldo',
          type: 'select',
          options: PAYMENT_FORMS,
          required: false,
          placeholder: 'Efectivo',
        },
        { name: 'cargo_salida_tardia', label: 'Cargo por salida tardía', type: 'money', required: false },
        {
          name: 'idpaquete',
          label: 'Paquete turístico',
          type: 'select',
          options: PACKAGES,
          required: false,
          help: 'Se vende en una línea del comprobante, a su precio.',
        },
        // An export names one guest: a joint check-out of several rooms is never one.
        ...(joint
          ? []
          : [
              {
                name: 'exportacion',
                label: 'Exportación de servicios (huésped no domiciliado)',
                type: 'switch' as const,
                required: false,
                switchLabels: ['Sí', 'No'] as [string, string],
                help: 'Factura sin IGV (operación 0202; 0205 con paquete): el huésped principal con pasaporte, países y fecha de ingreso al país.',
              },
            ]),
      ],
    },
    messages: { saveError: 'Error al registrar el check-out' },
  });
