import { CommentOutlined, FileSearchOutlined, PrinterOutlined } from '@ant-design/icons';
import { COMPLAINT_STATES, ComplaintBody, complaints, type ComplaintRow } from '@trade/contracts/complaints';
import { openPrintable } from '@trade/session';
import { DURATIONS } from '@trade/session/notify';
import { defineResource } from '@trade/ui';
import { ComplaintSheet } from './ComplaintSheet';
import { Deadline, deadlineText } from './Deadline';
import {
  CLAIM_KIND_HELP,
  CLAIM_OPTIONS,
  DOCUMENT_OPTIONS,
  ESTABLISHMENT_OPTIONS,
  GOOD_OPTIONS,
  STATE_FILTER,
  TERM_FILTER,
} from './options';

const { endpoints } = complaints;
const nullIfEmpty = (v: unknown) => (v === undefined || v === '' ? null : v);

export const printComplaint = (id: number) => openPrintable(endpoints.print, { params: { id } });

/**
 * The complaints book (spec 001 "Complaints book"): the sheets of the user's establishments, pending
 * ones by default, with the business days left to answer; a sheet is filed once (never edited: it
 * is a legal record) and answered once.
 */
export const reclamacionResource = (answer: (row: ComplaintRow) => void) =>
  defineResource({
    key: 'reclamacion',
    title: 'Reclamaciones',
    noun: 'reclamación',
    gender: 'f',
    idField: 'idreclamacion',
    schema: ComplaintBody,
    nameOf: (r) => `N° ${r.numero} de ${r.nombres}`,
    api: { list: endpoints.list, create: endpoints.save },
    search: { placeholder: 'Buscar consumidor, documento o número' },
    columns: [
      { key: 'numero', title: 'Número', sortable: true, width: 120 },
      { key: 'fecha', title: 'Fecha', type: 'datetime', sortable: true },
      { key: 'establecimiento', title: 'Establecimiento', ellipsis: true },
      { key: 'nombres', title: 'Consumidor', sortable: true, ellipsis: true },
      { key: 'tipo', title: 'Tipo', value: (r) => (r.tipo === 'reclamo' ? 'Reclamo' : 'Queja') },
      {
        key: 'fecha_limite',
        title: 'Plazo',
        sortable: true,
        render: (r) => <Deadline row={r} />,
        exportValue: (r) => deadlineText(r),
      },
      { key: 'estado', title: 'Estado', type: 'tag', options: COMPLAINT_STATES.states },
    ],
    filters: [
      {
        name: 'idestablecimiento',
        label: 'Establecimiento',
        numeric: true,
        options: ESTABLISHMENT_OPTIONS,
        width: 200,
      },
      { name: 'estado', label: 'Estado', numeric: true, options: STATE_FILTER, defaultValue: 1, width: 150 },
      { name: 'plazo', label: 'Plazo', options: TERM_FILTER, width: 140 },
      { name: 'fecha', label: 'Fecha', type: 'dateRange' },
    ],
    form: {
      container: 'drawer',
      width: 760,
      columns: 2,
      title: { create: 'Nueva hoja de reclamación' },
      defaults: { idtipodocumento: 1, tipo_bien: 'producto', tipo: 'reclamo', menor_edad: 0 },
      toBody: (v) => ({
        idestablecimiento: v.idestablecimiento,
        nombres: v.nombres,
        idtipodocumento: v.idtipodocumento,
        numero_documento: v.numero_documento,
        direccion: v.direccion,
        telefono: v.telefono,
        email: nullIfEmpty(v.email),
        menor_edad: v.menor_edad === 1,
        apoderado: v.menor_edad === 1 ? nullIfEmpty(v.apoderado) : null,
        tipo_bien: v.tipo_bien,
        monto: nullIfEmpty(v.monto),
        descripcion_bien: v.descripcion_bien,
        tipo: v.tipo,
        detalle: v.detalle,
        pedido: v.pedido,
        comprobante: nullIfEmpty(v.comprobante),
      }),
      fields: [
        {
          name: 'idestablecimiento',
          label: 'Establecimiento',
          type: 'select',
          options: ESTABLISHMENT_OPTIONS,
          wide: true,
        },
        { name: 'nombres', label: 'Nombre completo del consumidor', wide: true, upperCase: true },
        { name: 'idtipodocumento', label: 'Tipo de documento', type: 'select', options: DOCUMENT_OPTIONS },
        { name: 'numero_documento', label: 'Número de documento', upperCase: true },
        { name: 'direccion', label: 'Domicilio', wide: true },
        { name: 'telefono', label: 'Teléfono', inputMode: 'tel' },
        { name: 'email', label: 'Correo electrónico', type: 'email', help: 'Recibe la copia y la respuesta.' },
        { name: 'menor_edad', label: 'Menor de edad', type: 'switch', switchLabels: ['Sí', 'No'] },
        {
          name: 'apoderado',
          label: 'Padre, madre o apoderado',
          required: true,
          visible: (ctx) => ctx.values.menor_edad === 1,
        },
        { name: 'tipo_bien', label: 'Bien contratado', type: 'select', options: GOOD_OPTIONS },
        { name: 'monto', label: 'Monto reclamado (S/)', type: 'money' },
        { name: 'descripcion_bien', label: 'Descripción del producto o servicio', type: 'textarea', wide: true },
        {
          name: 'tipo',
          label: 'Tipo de reclamación',
          type: 'select',
          options: CLAIM_OPTIONS,
          help: (
            <>
              {CLAIM_KIND_HELP.reclamo}
              <br />
              {CLAIM_KIND_HELP.queja}
            </>
          ),
        },
        {
          name: 'comprobante',
          label: 'Comprobante de la compra',
          placeholder: 'B001-45',
          upperCase: true,
          help: 'Serie y número: enlaza la venta y el cliente.',
        },
        { name: 'detalle', label: 'Detalle de la reclamación', type: 'textarea', wide: true },
        { name: 'pedido', label: 'Pedido del consumidor', type: 'textarea', wide: true },
      ],
    },
    canEdit: () => false,
    rowActions: [
      {
        key: 'answer',
        label: 'Responder',
        icon: <CommentOutlined />,
        visible: (row) => row.estado === 1,
        onClick: (row) => answer(row),
      },
      {
        key: 'print',
        label: 'Imprimir',
        icon: <PrinterOutlined />,
        onClick: (row, ctx) => void printComplaint(row.idreclamacion).catch((e: Error) => ctx.notify.error(e.message)),
      },
    ],
    detail: {
      label: 'Hoja',
      icon: <FileSearchOutlined />,
      title: (row) => `Hoja de reclamación N° ${row.numero}`,
      width: 640,
      render: (row) => <ComplaintSheet row={row} />,
    },
    messages: {
      saving: 'Registrando reclamación...',
      saveError: 'Error inesperado. No se pudo registrar la reclamación',
      listError: 'Error inesperado. No se pudo obtener las reclamaciones',
      noticeSeconds: DURATIONS.complaints,
    },
  });
