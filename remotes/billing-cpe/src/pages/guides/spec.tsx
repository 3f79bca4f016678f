import { FilePdfOutlined, MailOutlined, RollbackOutlined, SendOutlined, SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { get, getPaged, openPrintable, post, PRINT_ERROR } from '@trade/session';
import { defineDocument, listParams, type AnyRow, type DocumentSpec } from '@trade/ui';
import { MOTIVOS_TRASLADO, type GuideDetail, type GuideRow } from '@trade/contracts/billing-cpe';
import { goodsCatalog } from './catalog';
import { guideBody, guideDefaults, guideHeader, guideViewFields, toHeader, toLine } from './header';
import { ESTADO_SUNAT_OPTIONS, GuideStateTag, guideState, resendable, revertible } from './state';

/*
 * /electronic_guide: guías de remisión remitente on the document kit. Saving (gguia) numbers, signs and
 * queues the guide; SUNAT's answer arrives through the engine's worker. A guide SUNAT rejected is
 * reverted (reverceguia), corrected on its edit page and saved again under a new number.
 */

export const pdfRoute = (id: string | number) => `/api/pdfguiaa4/${id}`;
const MOTIVO_OPTIONS = MOTIVOS_TRASLADO.map((m) => ({ value: m.codigo, label: `${m.codigo} · ${m.nombre}` }));
const ESTADO_OPTIONS = [...ESTADO_SUNAT_OPTIONS];

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
    openPrintable(pdfRoute(id)).catch((error: unknown) =>
      hooks.printFailed(error instanceof Error && error.message ? error.message : PRINT_ERROR),
    );
  return defineDocument<GuideRow>({
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
        list: (query, params) =>
          getPaged<GuideRow>('/guia', { idusuario: 0, idsucursal: 0, ...listParams(query, params) }),
      },
      search: { placeholder: 'Buscar número, destinatario o dirección' },
      columns: [
        { key: 'documento', title: 'Guía', sortable: true, sortField: 'numero', width: 140 },
        {
          key: 'estado_sunat',
          title: 'Estado SUNAT',
          render: (r) => <GuideStateTag row={r} />,
          exportValue: (r) => guideState(r).label,
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
        { name: 'estado_sunat', label: 'Estado SUNAT', options: ESTADO_OPTIONS, width: 190 },
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
          onClick: (row) => hooks.rowCall(row, () => post('/enviaguia', { idguia: row.idguia }), 'Enviando guía...'),
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
              () => post('/reverceguia', { idguia: row.idguia }),
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
    header: { fields: view ? guideViewFields : guideHeader, defaults: guideDefaults, columns: view ? 3 : 4 },
    lines: { catalog: goodsCatalog, priceLabel: 'Precio', price: 'none', pricesIncludeTax: false },
    totals: false,
    api: {
      load: (id) => get<AnyRow>(`/consultaguia/${id}`),
      fromRecord: (raw) => {
        const g = raw as GuideDetail;
        return { id: g.idguia, header: toHeader(g), lines: g.items.map((i) => toLine(i)), history: history(g), raw: g };
      },
      create: (body) => post('/gguia', body),
      update: (body) => post('/gguia', body),
      toBody: (header, lines, { mode, id }) => guideBody(header, lines, mode === 'edit' ? Number(id) : null),
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
        route: (ctx) => pdfRoute(ctx.id!),
      },
      {
        key: 'correo',
        label: 'Enviar por correo',
        kind: 'email',
        visible: (ctx) => Boolean((ctx.record?.raw as GuideDetail | undefined)?.cpe),
        progress: 'Enviando correo...',
        failText: 'Error al enviar el correo',
        call: (ctx, email) => post('/enviaguiacorreo', { idguia: Number(ctx.id), para: email }),
      },
      {
        key: 'estado',
        label: 'Actualizar estado',
        visible: (ctx) =>
          !(ctx.record?.raw as GuideDetail | undefined)?.cpe?.final &&
          (ctx.record?.raw as GuideDetail | undefined)?.estado === 1,
        call: (ctx) => get(`/consultaguia/${ctx.id}`),
        progress: 'Consultando...',
      },
      {
        key: 'reenviar',
        label: 'Reenviar a SUNAT',
        icon: <SendOutlined />,
        visible: (ctx) => resendable(ctx.record?.raw as GuideRow),
        progress: 'Enviando guía...',
        failText: 'Error al enviar la guía',
        call: (ctx) => post('/enviaguia', { idguia: Number(ctx.id) }),
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
        call: (ctx) => post('/reverceguia', { idguia: Number(ctx.id) }),
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
