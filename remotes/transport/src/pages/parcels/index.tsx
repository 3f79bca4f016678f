import { useMemo, useState } from 'react';
import { ArrowRightOutlined, DollarOutlined, FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { call, openPrintable } from '@trade/session';
import {
  PARCEL_DELIVERED,
  PARCEL_PAYERS,
  PARCEL_STATES,
  PAYER_LABELS,
  ParcelBody,
  SHIPPER_GUIDE_PATTERN,
  parcels,
  shifts,
  tracking,
  type ParcelRow,
} from '@trade/contracts/transport';
import {
  PersonQuickCreate,
  ResourceScreen,
  StateTag,
  defineResource,
  optionsFrom,
  type FieldSpec,
  type ResourceContext,
} from '@trade/ui';
import { isValidRuc } from '@trade/formats';
import { BRANCH_FIELDS, BRANCHES, PEOPLE } from '../../options';
import { StageDialog } from './StageDialog';
import { InvoiceDialog } from './InvoiceDialog';

const SCHEDULED_SHIFTS = optionsFrom(shifts.endpoints.list, {
  query: { page: 1, pageSize: 100, estado: 1 },
  value: 'idadelantoturno',
  label: (r) => `N° ${r.idadelantoturno} · ${r.destino} · ${r.salida.replace('T', ' ')}`,
});
/** The shipper's own guide (09), named by the exit's carrier's guide (SUNAT 31); both or neither. */
const SHIPPER_GUIDE_FIELDS: FieldSpec<ParcelRow>[] = [
  {
    name: 'guia_remitente',
    label: 'Guía de remisión del remitente',
    upperCase: true,
    max: 13,
    rules: [{ pattern: new RegExp(SHIPPER_GUIDE_PATTERN), message: 'Serie y número: T001-123, EG01-123 o 0001-123' }],
    help: 'La que acompaña la carga: electrónica (T001-123, la emite el remitente) o impresa (0001-123)',
  },
  {
    name: 'guia_remitente_ruc',
    label: 'RUC del emisor de la guía',
    max: 11,
    inputMode: 'numeric',
    required: ({ values }) => Boolean(values.guia_remitente),
    rules: [
      {
        validator: async (_, v?: string) => {
          if (v && !isValidRuc(v)) throw new Error('El RUC no es válido');
        },
      },
    ],
  },
];
const person = (labelField: string, noun: string) =>
  PEOPLE(labelField, (ctx) => <PersonQuickCreate {...ctx} noun={noun} ubica={1} />);

type Dialog = { kind: 'stage' | 'invoice'; parcel: ParcelRow; ctx: ResourceContext<ParcelRow> } | null;

/**
 * /parcel_register: parcels from reception (the guide with its number and code for the public
 * tracking) to delivery; each stage forward, the freight invoiced, the guide and the invoice printed.
 */
export default function ParcelsScreen() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = (changed: boolean) => {
    if (changed) void dialog?.ctx.reload();
    setDialog(null);
  };
  // setDialog is stable: the resource is declared once.
  const resource = useMemo(() => parcelResource(setDialog), []);
  return (
    <>
      <ResourceScreen resource={resource} />
      {dialog?.kind === 'stage' && <StageDialog parcel={dialog.parcel} onClose={close} />}
      {dialog?.kind === 'invoice' && <InvoiceDialog parcel={dialog.parcel} onClose={close} />}
    </>
  );
}

function parcelResource(setDialog: (dialog: Dialog) => void) {
  return defineResource<ParcelRow>({
    key: 'encomienda',
    title: 'Encomiendas',
    noun: 'encomienda',
    gender: 'f',
    idField: 'id_encomienda',
    nameOf: 'numero_guia',
    schema: ParcelBody,
    api: {
      list: parcels.endpoints.list,
      async create(body) {
        const answer = await call(parcels.endpoints.create, { body: body as ParcelBody });
        if (answer.status === 200 && answer.detalles)
          await openPrintable(tracking.endpoints.print, { params: { id: answer.detalles.id_encomienda } });
        return answer;
      },
      update: parcels.endpoints.update,
      remove: parcels.endpoints.remove,
    },
    search: { placeholder: 'Buscar guía, remitente, consignado o contenido' },
    columns: [
      { key: 'numero_guia', title: 'Guía', sortable: true },
      { key: 'fecharegistro', title: 'Registro', type: 'datetime', sortable: true },
      { key: 'destino', title: 'Ruta', ellipsis: true, value: (r) => `${r.origen} → ${r.destino}` },
      { key: 'remitente_nombre', title: 'Remitente', ellipsis: true },
      { key: 'consignado_nombre', title: 'Consignado', ellipsis: true },
      { key: 'piezas', title: 'Piezas', hidden: true },
      { key: 'peso', title: 'Peso (kg)', hidden: true },
      { key: 'precio', title: 'Precio (S/)', type: 'money', sortable: true, total: true },
      { key: 'paga', title: 'Paga', value: (r) => (r.paga === 'consignado' ? 'Consignado' : 'Remitente') },
      { key: 'comprobante', title: 'Comprobante' },
      { key: 'salida', title: 'Salida', hidden: true },
      {
        key: 'estado',
        title: 'Etapa',
        render: (r) => <StateTag states={PARCEL_STATES.states} value={r.estado} />,
        exportValue: (r) => PARCEL_STATES.label(r.estado),
      },
    ],
    filters: [
      { name: 'fecha', label: 'Registro', type: 'dateRange' },
      { name: 'estado', label: 'Etapa', numeric: true, options: [...PARCEL_STATES.options] },
      { name: 'idsucursal_destino', label: 'Destino', numeric: true, options: BRANCHES },
    ],
    rowActions: [
      {
        key: 'stage',
        label: 'Siguiente etapa',
        icon: <ArrowRightOutlined />,
        visible: (r) => r.estado < PARCEL_DELIVERED,
        onClick: (parcel, ctx) => setDialog({ kind: 'stage', parcel, ctx }),
      },
      {
        key: 'invoice',
        label: 'Facturar',
        icon: <DollarOutlined />,
        visible: (r) => !r.idventa && Number(r.precio) > 0,
        onClick: (parcel, ctx) => setDialog({ kind: 'invoice', parcel, ctx }),
      },
      {
        key: 'guide',
        label: 'Imprimir guía',
        icon: <PrinterOutlined />,
        onClick: (r) => openPrintable(tracking.endpoints.print, { params: { id: r.id_encomienda } }),
      },
      {
        key: 'receipt',
        label: 'Imprimir comprobante',
        icon: <FileTextOutlined />,
        visible: (r) => Boolean(r.idventa),
        onClick: (r) => openPrintable(parcels.endpoints.printInvoice, { params: { id: r.id_encomienda } }),
      },
    ],
    canEdit: (r) => r.estado === 0 && !r.idventa,
    canRemove: (r) => r.estado === 0 && !r.idventa,
    form: {
      columns: 2,
      container: 'drawer',
      defaults: { piezas: 1, paga: 'remitente', valor_declarado: '0', notificar: 0 },
      toValues: (r) => ({ ...r, notificar: r.notificar ? 1 : 0 }),
      toBody: (values, { mode, row }) => ({
        ...(mode === 'update' ? { id_encomienda: row!.id_encomienda } : {}),
        idremitente: values.idremitente,
        idconsignado: values.idconsignado,
        consignado_email: values.consignado_email || null,
        notificar: values.notificar === 1,
        idsucursal_origen: values.idsucursal_origen ?? null,
        idsucursal_destino: values.idsucursal_destino,
        idadelantoturno: values.idadelantoturno ?? null,
        piezas: values.piezas,
        peso: values.peso,
        valor_declarado: values.valor_declarado,
        precio: values.precio,
        paga: values.paga,
        descripcion: values.descripcion,
        guia_remitente: values.guia_remitente || null,
        guia_remitente_ruc: values.guia_remitente_ruc || null,
      }),
      fields: [
        { name: 'idremitente', label: 'Remitente', type: 'lookup', lookup: person('remitente_nombre', 'remitente') },
        {
          name: 'idconsignado',
          label: 'Consignado',
          type: 'lookup',
          lookup: person('consignado_nombre', 'consignado'),
        },
        ...BRANCH_FIELDS,
        { name: 'descripcion', label: 'Descripción', wide: true },
        { name: 'piezas', label: 'Piezas', type: 'integer', min: 1, max: 999 },
        { name: 'peso', label: 'Peso (kg)', type: 'money' },
        { name: 'valor_declarado', label: 'Valor declarado', type: 'money' },
        { name: 'precio', label: 'Precio', type: 'money' },
        {
          name: 'paga',
          label: 'Quién paga',
          type: 'select',
          options: PARCEL_PAYERS.map((p) => ({ value: p, label: PAYER_LABELS[p] })),
        },
        {
          name: 'idadelantoturno',
          label: 'Adelanto de turno',
          type: 'select',
          options: SCHEDULED_SHIFTS,
          required: false,
        },
        ...SHIPPER_GUIDE_FIELDS,
        { name: 'consignado_email', label: 'Correo del consignado', type: 'email' },
        { name: 'notificar', label: 'Notificar cada etapa por correo', type: 'switch', switchLabels: ['Sí', 'No'] },
      ],
    },
    messages: { saveError: 'Error al guardar la encomienda', removeError: 'Error al eliminar la encomienda' },
  });
}
