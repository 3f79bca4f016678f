import { FilePdfOutlined, MailOutlined, RollbackOutlined, SendOutlined, SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { call, openPrintable, PRINT_ERROR } from '@trade/session';
import { defineDocument, listParams, mailAction, type DocumentSpec } from '@trade/ui';
import {
  CPE_IN_FLIGHT_STATES,
  GUIDE_CPE_STATES,
  MOTIVOS_TRASLADO,
  guides,
  type GuideDetail,
  type GuideRow,
} from '@trade/contracts/billing-cpe';
import { goodsCatalog } from './catalog';
import { guideBody, guideDefaults, guideHeader, guideViewFields, toHeader, toLine, type GuideHeader } from './header';
import { GuideStateTag, guideStateLabel, resendable, revertible } from './state';

/*
 * /electronic_guide: guías de remisión remitente on the document kit. Saving (gguia) numbers, signs and
 * queues the guide; SUNAT's answer arrives through the engine's worker. A guide SUNAT rejected is
 * reverted (reverceguia), corrected on its edit page and saved again under a new number.
 */

const { endpoints } = guides;
const MOTIVO_OPTIONS = MOTIVOS_TRASLADO.map((m) => ({ value: m.codigo, label: `${m.codigo} · ${m.nombre}` }));

/** The SUNAT answer and history of a guide as the kit's history lines. */
function history(g: GuideDetail) {
  const out = [{ fecha: g.creado, texto: `Guía ${g.documento} registrada`, usuario: g.usuario }];
  for (const a of g.anteriores)
    out.push({
      fecha: g.creado,
      texto: `Intento anterior ${a.nombre}: ${a.estado}${a.codigo !== null ? ` (${a.codigo} - ${a.descripcion ?? ''})` : ''}`,
      usuario: null as unknown as string,
    });
  for (const e of g.eventos)
    out.push({ fecha: e.fecha, texto: e.detalle ?? e.estado, usuario: null as unknown as string });
  if (g.cpe?.codigo !== null && g.cpe?.codigo !== undefined)
    out.push({
      fecha: g.eventos.at(-1)?.fecha ?? g.creado,
      texto: `SUNAT: ${g.cpe.codigo} - ${g.cpe.descripcion ?? ''}`,
      usuario: null as unknown as string,
    });
  for (const o of g.cpe?.observaciones ?? [])
    out.push({
      fecha: g.eventos.at(-1)?.fecha ?? g.creado,
      texto: `Observación: ${o}`,
      usuario: null as unknown as string,
    });
  for (const c of g.correos)
    out.push({
      fecha: c.fecha,
      texto: `Correo a ${c.para}: ${c.estadoNombre}${c.detalle ? ` (${c.detalle})` : ''}`,
      usuario: c.usuario ?? '',
    });
  return out;
}

export interface GuideHooks {
  /** Opens the e-mail dialog for a row of the list. */
  mail: (row: GuideRow) => void;
  /** Runs a call on a row (resend, revert) with its toast, then reloads the list. */
  rowCall: (
    row: GuideRow,
    call: () => Promise<{ status: number; mensaje: string }>,
    progress: string,
    confirm?: string,
  ) => void;
  /** Opens the transfer picker. */
  fromTransfer: () => void;
  printFailed: (mensaje: string) => void;
}

/** `view`: the saved guide's page shows the condensed fields; otherwise the form's. */
export function guideSpec(hooks: GuideHooks, view = false): DocumentSpec<GuideRow> {
  const print = (id: number) =>
    openPrintable(endpoints.print, { params: { id } }).catch((error: unknown) =>
      hooks.printFailed(error instanceof Error && error.message ? error.message : PRINT_ERROR),
    );
  return defineDocument({
    key: 'guia',
    noun: 'guía',
    gender: 'f',
    list: {
      key: 'guia',
      title: 'Guías de remisión',
      noun: 'guía',
      gender: 'f',
      idField: 'idguia',
      nameOf: 'documento',
      api: {
        list: endpoints.list,
        listInput: (query, params) => ({ query: { idusuario: 0, idsucursal: 0, ...listParams(query, params) } }),
      },
      search: { placeholder: 'Buscar número, destinatario o dirección' },
      // A guide sent to SUNAT gets its answer by ticket: its state changes on screen when it comes.
      refreshWhile: (rows) => rows.some((r) => CPE_IN_FLIGHT_STATES.has(r.estado_sunat)),
      columns: [
        { key: 'documento', title: 'Guía', sortable: true, sortField: 'numero', width: 140 },
        {
          key: 'estado_sunat',
          title: 'Estado SUNAT',
          render: (r) => <GuideStateTag row={r} />,
          value: guideStateLabel,
          width: 170,
        },
        { key: 'destinatario_nombre', title: 'Destinatario', ellipsis: true, width: 220 },
        { key: 'fecha_emision', title: 'Emisión', type: 'date', sortable: true },
        { key: 'fecha_traslado', title: 'Traslado', type: 'date', sortable: true },
        { key: 'motivo_nombre', title: 'Motivo', ellipsis: true, width: 160 },
        { key: 'llegada_direccion', title: 'Llegada', ellipsis: true, width: 220, hidden: true },
        {
          key: 'peso_bruto',
          title: 'Peso',
          value: (r) => `${Number(r.peso_bruto)} ${r.unidad_peso}`,
          align: 'right',
          width: 100,
        },
        {
          key: 'sunat_descripcion',
          title: 'Respuesta SUNAT',
          ellipsis: true,
          hidden: true,
          value: (r) => (r.sunat_codigo !== null ? `${r.sunat_codigo} - ${r.sunat_descripcion ?? ''}` : ''),
        },
        { key: 'sucursal', title: 'Sucursal', hidden: true },
        { key: 'usuario', title: 'Usuario', hidden: true },
      ],
      filters: [
        { name: 'estado_sunat', label: 'Estado SUNAT', options: GUIDE_CPE_STATES.options, width: 190 },
        { name: 'motivo', label: 'Motivo', options: MOTIVO_OPTIONS, width: 200 },
        { name: 'fecha', label: 'Emisión', type: 'dateRange', defaultRange: 'mes' },
      ],
      rowActions: [
        {
          key: 'pdf',
          label: 'PDF',
          icon: <FilePdfOutlined />,
          onClick: (row) => void print(row.idguia),
          visible: (row) => row.cpe_id !== null,
        },
        {
          key: 'correo',
          label: 'Correo',
          icon: <MailOutlined />,
          onClick: (row) => hooks.mail(row),
          visible: (row) => row.cpe_id !== null,
        },
        {
          key: 'reenviar',
          label: 'Reenviar',
          icon: <SendOutlined />,
          visible: resendable,
          onClick: (row) =>
            hooks.rowCall(row, () => call(endpoints.send, { body: { idguia: row.idguia } }), 'Enviando guía...'),
        },
        {
          key: 'revertir',
          label: 'Revertir',
          icon: <RollbackOutlined />,
          danger: true,
          visible: revertible,
          onClick: (row) =>
            hooks.rowCall(
              row,
              () => call(endpoints.revert, { body: { idguia: row.idguia } }),
              'Revirtiendo guía...',
              `¿Devolver a corrección la guía ${row.documento}?`,
            ),
        },
      ],
      toolbar: () => (
        <Button icon={<SwapOutlined />} onClick={hooks.fromTransfer}>
          Desde transferencia
        </Button>
      ),
    },
    refreshWhile: (record) => CPE_IN_FLIGHT_STATES.has((record.raw as GuideDetail).estado_sunat),
    header: { fields: view ? guideViewFields : guideHeader, defaults: guideDefaults, columns: view ? 3 : 4 },
    lines: { catalog: goodsCatalog, priceLabel: 'Precio', price: 'none', pricesIncludeTax: false },
    totals: false,
    api: {
      load: endpoints.get,
      fromRecord: (g) => {
        return { id: g.idguia, header: toHeader(g), lines: g.items.map((i) => toLine(i)), history: history(g), raw: g };
      },
      create: endpoints.save,
      update: endpoints.save,
      toBody: (header: GuideHeader, lines, { mode, id }) =>
        guideBody(header, lines, mode === 'edit' ? Number(id) : null),
      savedId: (answer) => (answer.detalles as GuideDetail | null)?.idguia,
    },
    title: (r) => `Guía ${(r.raw as GuideDetail).documento}`,
    // Only a guide sent back to be corrected is edited: saving it issues it again.
    canEdit: (r) => (r.raw as GuideDetail).estado === 2,
    afterSave: (id) => void print(Number(id)),
    actions: [
      {
        key: 'pdf',
        label: 'PDF',
        kind: 'print',
        visible: (ctx) => Boolean((ctx.record?.raw as GuideDetail | undefined)?.cpe),
        endpoint: endpoints.print,
      },
      {
        ...mailAction((idguia, para) => call(endpoints.mail, { body: { idguia, para } })),
        visible: (ctx) => Boolean((ctx.record?.raw as GuideDetail | undefined)?.cpe),
      },
      {
        key: 'estado',
        label: 'Actualizar estado',
        visible: (ctx) =>
          !(ctx.record?.raw as GuideDetail | undefined)?.cpe?.final &&
          (ctx.record?.raw as GuideDetail | undefined)?.estado === 1,
        call: (ctx) => call(endpoints.get, { params: { id: Number(ctx.id) } }),
        progress: 'Consultando...',
      },
      {
        key: 'reenviar',
        label: 'Reenviar a SUNAT',
        icon: <SendOutlined />,
        visible: (ctx) => resendable(ctx.record?.raw as GuideRow),
        progress: 'Enviando guía...',
        failText: 'Error al enviar la guía',
        call: (ctx) => call(endpoints.send, { body: { idguia: Number(ctx.id) } }),
      },
      {
        key: 'revertir',
        label: 'Revertir para corregir',
        icon: <RollbackOutlined />,
        danger: true,
        visible: (ctx) => revertible(ctx.record?.raw as GuideRow),
        confirm: (ctx) =>
          `¿Devolver a corrección la guía ${(ctx.record?.raw as GuideDetail | undefined)?.documento}? Se emitirá de nuevo con otro número.`,
        progress: 'Revirtiendo guía...',
        failText: 'Error al revertir la guía',
        call: (ctx) => call(endpoints.revert, { body: { idguia: Number(ctx.id) } }),
      },
    ],
    messages: {
      saving: 'Guardando guía...',
      saveError: 'Error al guardar la guía',
      updating: 'Emitiendo guía corregida...',
      updateError: 'Error al guardar la guía',
      loading: 'Obteniendo guía...',
      loadError: 'Ocurrió un error inesperado, no se pudo obtener la guía',
    },
  });
}
