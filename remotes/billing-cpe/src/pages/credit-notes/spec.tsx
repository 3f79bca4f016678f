import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { todayLima } from '@trade/formats';
import { call, type Envelope } from '@trade/session';
import {
  CPE_LISTED_STATES,
  NOTE_STATES,
  REVERT_CREDIT_NOTE,
  creditNotes,
  sales,
  type NoteDetail,
  type NoteType,
  type ReasonRow,
} from '@trade/contracts/billing-cpe';
import { defineDocument, lookupFrom, mailAction, printDocument, type DocumentContext } from '@trade/ui';
import { CpeTag, cpeLabel, cpeStepActions } from '../../cpe';
import { BRANCHES, USERS } from '../sales/options';
import { noteBody, noteEngineLine, noteProblem, savedNoteLine, type NoteHeader } from './lines';
import { NoteSection } from './NoteSection';
import { NoteSections } from './NoteView';

/*
 * Credit and debit notes (/credit_note) on the document kit: the list (filters, SUNAT state tags,
 * Excel export, phone layout) and the full-page new note. The note is made from a sale: pick it (by
 * series-number or client), the type and the reason (tdiscrepancias: catálogo 09 or 10); its lines are
 * the sale's, prefilled by the reason (remove or lower them for a partial return, type the amounts of
 * a discount). Saving (rnotacredito) is one transaction on the server that also queues the note's CPE;
 * then 'Nota de crédito guardada' shows 1.5 s (spec 000 §9) and the PDF opens (spec 000 §4).
 * `?documento=nuevo&idventa=<id>` opens a new note on that sale (a sale's view links here).
 */

export const NOTE_LOADING = 'Obteniendo nota...';
export const NOTE_ERROR = 'Ocurrió un error inesperado...';
/** Spec 000 §9: the credit note saved toast closes after 1.5 s. */
export const NOTE_SAVED_SECONDS = 1.5;
const SAVE_KEY = 'doc-save-nota';

const TYPES = [
  { value: '07', label: 'Nota de crédito' },
  { value: '08', label: 'Nota de débito' },
];
/** Facturas and boletas SUNAT accepted (notas de venta have no CPE), by series-number or client. */
const SALES = lookupFrom(sales.endpoints.list, {
  query: { cpe_estado: 'aceptado', estado_venta: 1 },
  value: 'idventa',
  label: (r) => `${r.documento} · ${r.cliente} · ${r.moneda === 'USD' ? 'US$' : 'S/'} ${r.total}`,
});
const { endpoints } = creditNotes;

/** The reasons of the chosen note type (tdiscrepancias: catálogo 09, or 10 with tipo=08); those not issued from a sale are disabled. */
function ReasonSelect({
  value,
  onChange,
  id,
  tipo,
}: {
  value?: string;
  onChange?: (v: string | null) => void;
  id?: string;
  tipo: NoteType | undefined;
}) {
  const [rows, setRows] = useState<ReasonRow[]>([]);
  useEffect(() => {
    if (!tipo) return;
    let live = true;
    call(endpoints.reasons, { query: { tipo } })
      .then((answer) => {
        if (!live || answer.status !== 200) return;
        const found = answer.detalles ?? [];
        setRows(found);
        if (value && !found.some((r) => r.codigo === value && r.disponible)) onChange?.(null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tipo]);
  return (
    <Select<string>
      id={id}
      value={value ?? undefined}
      showSearch
      optionFilterProp="label"
      placeholder="Elija el motivo"
      options={rows.map((r) => ({ value: r.codigo, label: `${r.codigo} - ${r.descripcion}`, disabled: !r.disponible }))}
      onChange={(v) => onChange?.(v)}
    />
  );
}

/** After saving: the toast 'Nota de crédito guardada' for 1.5 s, then the note's PDF (the server already queued it for SUNAT). */
async function afterSave(id: string | number, ctx: DocumentContext, answer: Envelope<unknown>) {
  ctx.notify.answer(answer, { key: SAVE_KEY, successSeconds: NOTE_SAVED_SECONDS });
  await printDocument(ctx.notify, endpoints.print, id);
}

/** The saved note while it stands (not reverted). */
const issued = (ctx: DocumentContext) => {
  const n = ctx.record?.raw as NoteDetail | undefined;
  return n?.estado === 1 ? n : null;
};
const cpeIn = (ctx: DocumentContext, states: readonly string[]) => states.includes(issued(ctx)?.cpe?.estado ?? '');
const idventaFromUrl = () => Number(new URLSearchParams(window.location.search).get('idventa')) || null;

export const noteSpec = defineDocument({
  key: 'nota',
  noun: 'nota',
  gender: 'f',
  list: {
    key: 'nota',
    title: 'Notas de crédito y débito',
    noun: 'nota',
    gender: 'f',
    idField: 'idnota',
    nameOf: 'documento',
    api: { list: endpoints.list },
    search: { placeholder: 'Buscar número, comprobante o cliente' },
    columns: [
      { key: 'documento', title: 'Nota', sortable: true, sortField: 'numero', width: 140 },
      { key: 'fecha', title: 'Fecha', type: 'date', sortable: true, width: 110 },
      { key: 'tipo_nombre', title: 'Tipo', width: 130 },
      { key: 'venta_documento', title: 'Comprobante', width: 140 },
      { key: 'cliente', title: 'Cliente', ellipsis: true, value: (r) => `${r.cliente_documento} · ${r.cliente}` },
      {
        key: 'motivo',
        title: 'Motivo',
        ellipsis: true,
        hidden: true,
        value: (r) => `${r.codigo_motivo} - ${r.motivo}`,
      },
      { key: 'moneda', title: 'Moneda', width: 80, hidden: true },
      { key: 'total', title: 'Total', type: 'money', sortable: true, total: true, width: 120 },
      {
        key: 'cpe_estado',
        title: 'SUNAT',
        width: 150,
        value: (r) => cpeLabel(r.cpe_estado),
        render: (r) => <CpeTag estado={r.cpe_estado} descripcion={r.cpe_descripcion} />,
      },
      { key: 'estado', title: 'Estado', type: 'tag', options: NOTE_STATES.states, width: 100 },
      { key: 'usuario', title: 'Usuario', hidden: true },
      { key: 'sucursal', title: 'Sucursal', hidden: true },
    ],
    filters: [
      { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
      { name: 'tipo', label: 'Tipo', options: TYPES, width: 150 },
      { name: 'cpe_estado', label: 'Estado SUNAT', options: CPE_LISTED_STATES.options, width: 170 },
      { name: 'estado', label: 'Estado', numeric: true, options: NOTE_STATES.options, width: 120 },
      { name: 'idusuario', label: 'Usuario', numeric: true, options: USERS, width: 150 },
      { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCHES, width: 160 },
    ],
    rowActions: [
      {
        key: 'pdf',
        label: 'PDF',
        icon: <FilePdfOutlined />,
        onClick: (row, ctx) => void printDocument(ctx.notify, endpoints.print, row.idnota),
      },
    ],
    messages: { listError: 'Error al obtener los registros' },
  },
  header: {
    columns: 4,
    defaults: () => ({ tipo: '07', fecha: todayLima(), idventa: idventaFromUrl(), cuotas: [] }),
    fields: [
      {
        name: 'tipo',
        label: 'Tipo de nota',
        type: 'select',
        options: TYPES,
        required: true,
        show: (r) => r.raw.tipo_nombre,
      },
      {
        name: 'idventa',
        label: 'Venta (serie-número o cliente)',
        type: 'lookup',
        lookup: SALES,
        required: true,
        wide: true,
        show: (r) => `${r.raw.venta_documento} · ${r.raw.cliente_documento} · ${r.raw.cliente}`,
      },
      {
        name: 'codigo_motivo',
        label: 'Motivo',
        type: 'custom',
        required: true,
        input: (ctx) => <ReasonSelect tipo={(ctx.values as NoteHeader).tipo} />,
        show: (r) => `${r.raw.codigo_motivo} - ${r.raw.motivo}`,
      },
      { name: 'fecha', label: 'Fecha de emisión', type: 'date', required: true },
      {
        name: 'sustento',
        label: 'Sustento',
        required: true,
        min: 3,
        max: 250,
        wide: true,
        placeholder: 'Por qué se emite la nota (se imprime en ella)',
      },
    ],
  },
  lines: {
    // The lines are the sale's (NoteSection), never searched.
    catalog: { search: async () => [] },
    productSearch: false,
    title: 'Líneas',
    priceLabel: 'Precio unitario',
    pricesIncludeTax: true,
    engineLine: (line, _header, base) => noteEngineLine(line, base),
  },
  totals: { dateField: 'fecha' },
  editor: {
    sections: (section) => <NoteSection section={section} />,
    check: (section) => noteProblem(section.header, section.lines, (section.header as NoteHeader)._venta ?? null),
  },
  view: { sections: (record) => <NoteSections record={record} /> },
  api: {
    load: endpoints.get,
    fromRecord: (n) => {
      const history = [
        {
          fecha: n.creado,
          texto: `${n.tipo_nombre} ${n.documento} emitida sobre ${n.venta_documento}`,
          usuario: n.usuario,
        },
      ];
      if (n.estado === 0)
        history.push({
          fecha: n.creado,
          texto: `Revertida${n.motivo_reversion ? `: ${n.motivo_reversion}` : ''}`,
          usuario: n.usuario,
        });
      return {
        id: n.idnota,
        header: { ...n, fecha: n.fecha.slice(0, 10) },
        lines: n.detalles.map(savedNoteLine),
        anulado: n.estado === 0,
        history,
        raw: n,
      };
    },
    create: endpoints.create,
    toBody: (header, lines) => noteBody(header, lines),
    savedId: (answer) => (answer.detalles as NoteDetail | null)?.idnota,
  },
  title: (record) => `${record.raw.tipo_nombre} ${record.raw.documento}`,
  // A note is never edited: a rejected one is reverted (everything it did undone) and issued again.
  canEdit: () => false,
  afterSave,
  actions: [
    { key: 'pdf', label: 'PDF', kind: 'print', endpoint: endpoints.print },
    mailAction((idnota, correo) => call(endpoints.mail, { body: { idnota, correo } })),
    {
      key: 'generar',
      label: 'Generar XML',
      visible: (ctx) => !!issued(ctx) && !issued(ctx)?.cpe,
      progress: 'Generando nota...',
      call: (ctx) => call(endpoints.generate, { body: { idnota: Number(ctx.id) } }),
    },
    ...cpeStepActions({
      issued,
      noun: 'nota',
      sendFrom: ['firmado', 'error'],
      run: (step, idnota) => call(step === 'sign' ? endpoints.sign : endpoints.send, { body: { idnota } }),
      refresh: (id) => call(endpoints.get, { params: { id } }),
      loading: NOTE_LOADING,
    }),
    {
      key: 'revertir',
      label: 'Revertir',
      danger: true,
      visible: (ctx) => cpeIn(ctx, ['rechazado', 'firmado', 'en_cola', 'error', 'invalido']),
      confirm: (ctx) =>
        `¿Revertir la nota ${ctx.record?.raw.documento}? Se deshace todo lo que hizo (stock, crédito y caja) y deja de contar contra su venta; luego emita una nueva.`,
      reason: { label: 'Motivo de la reversión', required: true, max: 250 },
      progress: 'Revirtiendo nota...',
      failText: NOTE_ERROR,
      call: (ctx, motivo) =>
        call(sales.endpoints.revert, { body: { id: Number(ctx.id), tipo_documento: REVERT_CREDIT_NOTE, motivo } }),
    },
  ],
  messages: { loading: NOTE_LOADING, saving: 'Guardando nota...', saveError: NOTE_ERROR, loadError: NOTE_ERROR },
});
