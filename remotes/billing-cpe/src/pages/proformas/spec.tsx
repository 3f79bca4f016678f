import { FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { todayLima } from '@trade/formats';
import { get, getPaged, openPrintable, post, PRINT_ERROR } from '@trade/session';
import type { ProformaDetail, ProformaRow } from '@trade/contracts/billing-cpe';
import { PROFORMA_DEFAULT_VALIDITY_DAYS } from '@trade/contracts/billing-cpe';
import {
  defineDocument,
  listParams,
  specTableOptions,
  type AnyRow,
  type DocLine,
  type DocumentContext,
} from '@trade/ui';
import { saleCatalog, salePrice } from '../sales/catalog';
import { saleDiscounts, savedSaleEngineLine } from '../sales/engine';
import { ClientInput, ExchangeRateInput } from '../sales/header';
import { saleLineColumns } from '../sales/lineCells';
import { BRANCHES, CLIENT_FILTER, CURRENCIES, CURRENCY_CODE, CURRENCY_ID, USERS } from '../sales/options';
import { PROFORMA_STATE_OPTIONS } from './options';
import { ProformaSections, ProformaStateTag } from './ProformaView';
import { proformaLine } from './lines';
import { pricedLinesBody, type PricedLineBody } from '../sales/priced-line';

/*
 * Proformas (/proformas): quotes on the document kit, priced exactly as a sale (the same catalog,
 * price lists, engine mapping and totals). Saving (rproformaform / aproformaform) opens the A4;
 * 'Vender' opens the sale screen prefilled from the proforma (`/sales?documento=nuevo&proforma=<id>`),
 * and the sale saved from it converts it. A converted proforma is read-only and links to its sale.
 */

/** A Lima day `days` after `day` (YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const nullIfEmpty = (v: unknown) => (v === undefined || v === null || v === '' ? null : v);
export const PROFORMA_LOADING = 'Obteniendo proforma...';
export const PROFORMA_ERROR = 'Ocurrió un error inesperado...';

const printTicket = (id: number | string) => openPrintable(`/api/pproforma/${id}`);
const printA4 = (id: number | string) => openPrintable(`/api/pproformaa4/${id}`);
async function printSafely(ctx: Pick<DocumentContext, 'notify'>, open: () => Promise<void>) {
  try {
    await open();
  } catch (error) {
    ctx.notify.error(error instanceof Error && error.message ? error.message : PRINT_ERROR);
  }
}

function toBody(header: AnyRow, lines: DocLine[], ctx: { mode: 'new' | 'edit'; id: string | number | null }) {
  const priced: PricedLineBody[] = pricedLinesBody(lines, header, specTableOptions(proformaSpec, header));
  const body = {
    proforma: {
      fecha: header.fecha,
      fecha_validez: nullIfEmpty(header.fecha_validez),
      idpersona: nullIfEmpty(header.idpersona),
      idmoneda: CURRENCY_ID[header.moneda as string] ?? 1,
      ...(header.moneda === 'USD' && header.tipo_cambio ? { tipo_cambio: String(header.tipo_cambio) } : {}),
      descuento_global: nullIfEmpty(header.descuento_global),
      forma_pago: nullIfEmpty(header.forma_pago),
      tiempo_entrega: nullIfEmpty(header.tiempo_entrega),
      condiciones: nullIfEmpty(header.condiciones),
      observaciones: nullIfEmpty(header.observaciones),
    },
    detalles: priced,
  };
  return ctx.mode === 'edit' ? { idproforma: Number(ctx.id), ...body } : body;
}

const open = (ctx: DocumentContext) => (ctx.record?.raw as ProformaDetail | undefined)?.situacion !== 'convertida';

export const proformaSpec = defineDocument<ProformaRow>({
  key: 'proforma',
  noun: 'proforma',
  gender: 'f',
  list: {
    key: 'proforma',
    title: 'Proformas',
    noun: 'proforma',
    gender: 'f',
    idField: 'idproforma',
    nameOf: 'documento',
    api: { list: (query, params) => getPaged<ProformaRow>('/proforma', listParams(query, params)) },
    search: { placeholder: 'Buscar serie-número o cliente' },
    columns: [
      { key: 'documento', title: 'Proforma', sortable: true, sortField: 'numero', width: 140 },
      { key: 'fecha', title: 'Fecha', type: 'date', sortable: true, width: 110 },
      { key: 'fecha_validez', title: 'Válida hasta', type: 'date', sortable: true, width: 110 },
      {
        key: 'cliente',
        title: 'Cliente',
        ellipsis: true,
        sortable: true,
        value: (r) => `${r.cliente_documento} · ${r.cliente}`,
      },
      { key: 'moneda', title: 'Moneda', width: 80, hidden: true },
      { key: 'total', title: 'Total', type: 'money', sortable: true, total: true, width: 120 },
      {
        key: 'situacion',
        title: 'Estado',
        width: 120,
        value: (r) => PROFORMA_STATE_OPTIONS.find((s) => s.value === r.situacion)?.label ?? r.situacion,
        render: (r) => <ProformaStateTag situacion={r.situacion} />,
      },
      { key: 'venta_documento', title: 'Venta', width: 140, value: (r) => r.venta_documento ?? '' },
      { key: 'usuario', title: 'Usuario', hidden: true },
      { key: 'sucursal', title: 'Sucursal', hidden: true },
    ],
    filters: [
      { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
      {
        name: 'estado',
        label: 'Estado',
        options: PROFORMA_STATE_OPTIONS.map(({ value, label }) => ({ value, label })),
        width: 140,
      },
      { name: 'idpersona', label: 'Cliente', numeric: true, options: CLIENT_FILTER, width: 220 },
      { name: 'idusuario', label: 'Usuario', numeric: true, options: USERS, width: 150 },
      { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCHES, width: 160 },
    ],
    rowActions: [
      {
        key: 'ticket',
        label: 'Ticket',
        icon: <PrinterOutlined />,
        onClick: (row, ctx) => void printSafely(ctx, () => printTicket(row.idproforma)),
      },
      {
        key: 'a4',
        label: 'A4',
        icon: <FileTextOutlined />,
        onClick: (row, ctx) => void printSafely(ctx, () => printA4(row.idproforma)),
      },
    ],
    messages: { listError: 'Error al obtener los registros' },
  },
  header: {
    columns: 4,
    defaults: () => ({
      fecha: todayLima(),
      fecha_validez: addDays(todayLima(), PROFORMA_DEFAULT_VALIDITY_DAYS),
      moneda: 'PEN',
    }),
    fields: [
      { name: 'fecha', label: 'Fecha de emisión', type: 'date', required: true },
      { name: 'fecha_validez', label: 'Válida hasta', type: 'date', required: true },
      {
        name: 'idpersona',
        label: 'Cliente',
        type: 'custom',
        wide: true,
        input: (ctx) => <ClientInput ctx={ctx} />,
        show: (r) => `${r.raw.cliente_documento} · ${r.raw.cliente}`,
      },
      { name: 'moneda', label: 'Moneda', type: 'select', options: CURRENCIES, required: true },
      {
        name: 'tipo_cambio',
        label: 'Tipo de cambio',
        type: 'custom',
        input: () => <ExchangeRateInput />,
        visible: (ctx) => ctx.values.moneda === 'USD',
        show: (r) => (r.raw.moneda === 'USD' ? r.raw.tipo_cambio : '—'),
      },
      { name: 'forma_pago', label: 'Forma de pago', max: 100, show: (r) => r.raw.forma_pago ?? '—' },
      { name: 'tiempo_entrega', label: 'Tiempo de entrega', max: 100, show: (r) => r.raw.tiempo_entrega ?? '—' },
      {
        name: 'condiciones',
        label: 'Condiciones',
        type: 'textarea',
        max: 1000,
        wide: true,
        placeholder: 'Una condición por línea (se imprimen en la proforma)',
        show: (r) => r.raw.condiciones ?? '—',
      },
      {
        name: 'descuento_global',
        more: true,
        label: 'Descuento global',
        type: 'money',
        placeholder: 'Sin IGV',
        show: (r) => r.raw.descuento_global,
      },
      { name: 'observaciones', more: true, label: 'Observaciones', max: 500, show: (r) => r.raw.observaciones ?? '—' },
    ],
  },
  lines: {
    catalog: saleCatalog,
    priceLabel: 'Precio unitario',
    pricesIncludeTax: true,
    discount: true,
    pricing: { priceOf: (_product, unit, header) => salePrice(unit, header), priceDecimals: 2 },
    columns: saleLineColumns,
    engineLine: savedSaleEngineLine,
  },
  totals: { dateField: 'fecha', currencyField: 'moneda', discounts: saleDiscounts },
  view: { sections: (record) => <ProformaSections record={record} /> },
  api: {
    load: (id) => get<AnyRow>(`/cproforma/${id}`),
    fromRecord: (raw) => {
      const p = raw as ProformaDetail;
      const history = [{ fecha: p.creado, texto: `Proforma ${p.documento} registrada`, usuario: p.usuario }];
      if (p.convertido)
        history.push({
          fecha: p.convertido,
          texto: p.venta_documento
            ? `Convertida en la venta ${p.venta_documento}`
            : `Convertida en el pedido ${p.idpedido}`,
          usuario: p.usuario,
        });
      return {
        id: p.idproforma,
        header: {
          ...p,
          moneda: CURRENCY_CODE[p.idmoneda] ?? p.moneda,
          cliente: {
            idpersona: p.idpersona,
            numero_documento: p.cliente_documento,
            nombres: p.cliente,
            codigo_documento: p.cliente_tipo_documento,
          },
        },
        lines: p.detalles.map(proformaLine),
        history,
        raw: p,
      };
    },
    create: (body) => post('/rproformaform', body),
    update: (body) => post('/aproformaform', body),
    toBody: (header, lines, ctx) => toBody(header, lines, ctx),
    savedId: (answer) => (answer.detalles as ProformaDetail | null)?.idproforma,
  },
  title: (record) => `Proforma ${record.raw.documento}`,
  canEdit: (record) => (record.raw as ProformaDetail).situacion !== 'convertida',
  afterSave: (id, ctx) => printSafely(ctx, () => printA4(id)),
  actions: [
    {
      key: 'vender',
      label: 'Vender',
      kind: 'convert',
      visible: (ctx) => (ctx.record?.raw as ProformaDetail | undefined)?.situacion === 'abierta',
      to: (ctx) => `/sales?documento=nuevo&proforma=${ctx.id}`,
    },
    {
      // The order reserves the quote's stock at once (rpedidodeproforma); the view then links to it.
      key: 'pedido',
      label: 'Convertir en pedido',
      visible: (ctx) => (ctx.record?.raw as ProformaDetail | undefined)?.situacion === 'abierta',
      confirm: (ctx) => `¿Convertir la proforma ${ctx.record?.raw.documento} en un pedido? Se reservará su stock.`,
      progress: 'Creando pedido...',
      failText: 'Error al crear el pedido',
      call: (ctx) => post('/rpedidodeproforma', { idproforma: Number(ctx.id) }),
    },
    { key: 'ticket', label: 'Ticket', kind: 'print', route: (ctx) => `/api/pproforma/${ctx.id}` },
    { key: 'a4', label: 'A4', kind: 'print', route: (ctx) => `/api/pproformaa4/${ctx.id}` },
    {
      key: 'correo',
      label: 'Enviar por correo',
      kind: 'email',
      initial: (ctx) => (ctx.record?.raw as ProformaDetail | undefined)?.cliente_email,
      progress: 'Enviando correo...',
      failText: 'Error al enviar el correo',
      call: (ctx, email) => post('/enviaproformacorreo', { idproforma: Number(ctx.id), correo: email }),
    },
    {
      key: 'eliminar',
      label: 'Eliminar',
      danger: true,
      visible: open,
      confirm: (ctx) => `¿Eliminar la proforma ${ctx.record?.raw.documento}?`,
      progress: 'Eliminando proforma...',
      failText: 'Error al eliminar la proforma',
      call: (ctx) => post('/eproforma', { idproforma: Number(ctx.id) }),
      // biome-ignore lint/suspicious/noThenProperty: the kit's action field (where to go after the call), not a thenable
      then: 'list',
    },
  ],
  messages: {
    loading: PROFORMA_LOADING,
    saving: 'Guardando proforma...',
    saveError: PROFORMA_ERROR,
    updating: 'Actualizando...',
    updateError: PROFORMA_ERROR,
    loadError: PROFORMA_ERROR,
  },
});
