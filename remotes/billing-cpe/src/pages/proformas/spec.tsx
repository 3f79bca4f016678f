import { FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { todayLima } from '@trade/formats';
import { call } from '@trade/session';
import {
  PROFORMA_DEFAULT_VALIDITY_DAYS,
  PROFORMA_STATES,
  orders,
  proformas,
  type ProformaDetail,
} from '@trade/contracts/billing-cpe';
import { currencyCode, currencyId } from '@trade/contracts/reference';
import {
  addDays,
  blankToNull as nullIfEmpty,
  currencyFields,
  defineDocument,
  mailAction,
  printDocument,
  specTableOptions,
  type DocLine,
  type DocumentContext,
} from '@trade/ui';
import { saleCatalog, salePrice } from '../sales/catalog';
import { saleDiscounts, savedSaleEngineLine } from '../sales/engine';
import { ClientInput } from '../sales/header';
import { saleLineColumns } from '../sales/lineCells';
import { BRANCHES, CLIENT_FILTER, USERS } from '../sales/options';
import type { PricedHeader } from '../sales/types';
import { ProformaSections } from './ProformaView';
import { proformaLine } from './lines';
import { pricedLinesBody, type PricedLineBody } from '../sales/priced-line';

/*
 * Proformas (/proformas): quotes on the document kit, priced exactly as a sale (the same catalog,
 * price lists, engine mapping and totals). Saving (rproformaform / aproformaform) opens the A4;
 * 'Vender' opens the sale screen prefilled from the proforma (`/sales?documento=nuevo&proforma=<id>`),
 * and the sale saved from it converts it. A converted proforma is read-only and links to its sale.
 */

const { endpoints } = proformas;

/** A proforma's header: the priced header plus its validity and the offer's terms. */
interface ProformaHeader extends PricedHeader {
  fecha_validez?: string | null;
  forma_pago?: string | null;
  tiempo_entrega?: string | null;
  condiciones?: string | null;
}
export const PROFORMA_LOADING = 'Obteniendo proforma...';
export const PROFORMA_ERROR = 'Ocurrió un error inesperado...';

function toBody(header: ProformaHeader, lines: DocLine[], ctx: { mode: 'new' | 'edit'; id: string | number | null }) {
  const priced: PricedLineBody[] = pricedLinesBody(lines, header, specTableOptions(proformaSpec, header));
  const body = {
    proforma: {
      fecha: header.fecha,
      fecha_validez: nullIfEmpty(header.fecha_validez),
      idpersona: nullIfEmpty(header.idpersona),
      idmoneda: currencyId(header.moneda),
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

export const proformaSpec = defineDocument({
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
    api: { list: endpoints.list },
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
        type: 'tag',
        options: PROFORMA_STATES.states,
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
        options: PROFORMA_STATES.options,
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
        onClick: (row, ctx) => void printDocument(ctx.notify, endpoints.ticket, row.idproforma),
      },
      {
        key: 'a4',
        label: 'A4',
        icon: <FileTextOutlined />,
        onClick: (row, ctx) => void printDocument(ctx.notify, endpoints.a4, row.idproforma),
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
      ...currencyFields(),
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
    load: endpoints.get,
    fromRecord: (p) => {
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
          moneda: currencyCode(p.idmoneda) ?? p.moneda,
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
    create: endpoints.create,
    update: endpoints.update,
    toBody: (header, lines, ctx) => toBody(header, lines, ctx),
    savedId: (answer) => (answer.detalles as ProformaDetail | null)?.idproforma,
  },
  title: (record) => `Proforma ${record.raw.documento}`,
  canEdit: (record) => (record.raw as ProformaDetail).situacion !== 'convertida',
  afterSave: (id, ctx) => printDocument(ctx.notify, endpoints.a4, id),
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
      call: (ctx) => call(orders.endpoints.fromProforma, { body: { idproforma: Number(ctx.id) } }),
    },
    { key: 'ticket', label: 'Ticket', kind: 'print', endpoint: endpoints.ticket },
    { key: 'a4', label: 'A4', kind: 'print', endpoint: endpoints.a4 },
    mailAction((idproforma, correo) => call(endpoints.mail, { body: { idproforma, correo } }), {
      always: true,
      initial: (ctx) => (ctx.record?.raw as ProformaDetail | undefined)?.cliente_email,
    }),
    {
      key: 'eliminar',
      label: 'Eliminar',
      danger: true,
      visible: open,
      confirm: (ctx) => `¿Eliminar la proforma ${ctx.record?.raw.documento}?`,
      progress: 'Eliminando proforma...',
      failText: 'Error al eliminar la proforma',
      call: (ctx) => call(endpoints.remove, { body: { idproforma: Number(ctx.id) } }),
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
