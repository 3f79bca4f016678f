import { todayLima } from '@trade/formats';
import { call } from '@trade/session';
import { ORDER_ERROR, ORDER_LOAD_ERROR, ORDER_STATES, orders, type OrderDetail } from '@trade/contracts/billing-cpe';
import { currencyCode, currencyId } from '@trade/contracts/reference';
import {
  blankToNull as nullIfEmpty,
  currencyFields,
  defineDocument,
  listParams,
  mailAction,
  serialsOf,
  specTableOptions,
  type DocLine,
  type DocumentContext,
} from '@trade/ui';
import { saleCatalog, salePrice } from '../sales/catalog';
import { saleDiscounts, savedSaleEngineLine } from '../sales/engine';
import { ClientInput, WarehouseInput } from '../sales/header';
import { saleLineColumns } from '../sales/lineCells';
import { BRANCHES, CLIENT_FILTER, USERS } from '../sales/options';
import type { PricedHeader } from '../sales/types';
import { orderLine } from './lines';
import { OrderSections } from './OrderView';
import { pricedLinesBody, type PricedLineBody } from '../sales/priced-line';

/*
 * Orders (/orders) on the document kit, priced like a sale (the same catalog, price lists, IGV
 * cells, serials and engine). Saving (rcpedido) reserves the stock of its lines in its warehouse;
 * 'Facturar' opens the sale screen prefilled with the pending lines (/sales?documento=nuevo&pedido=15),
 * and the sale, once saved, records what it invoiced and moves the order's state.
 */

const { endpoints } = orders;
export const invoiceOrderRoute = (idpedido: number | string) => `/sales?documento=nuevo&pedido=${idpedido}`;
const raw = (ctx: DocumentContext) => ctx.record?.raw as OrderDetail | undefined;
const open = (ctx: DocumentContext) => [1, 2].includes(raw(ctx)?.estado ?? -1);

function toBody(
  header: PricedHeader & { fecha_entrega?: string | null },
  lines: DocLine[],
  id: string | number | null,
) {
  const priced: PricedLineBody[] = pricedLinesBody(lines, header, specTableOptions(orderSpec, header));
  return {
    pedido: {
      idpedido: id ? Number(id) : null,
      idpersona: Number(header.idpersona),
      fecha: header.fecha,
      fecha_entrega: nullIfEmpty(header.fecha_entrega),
      idmoneda: currencyId(header.moneda),
      ...(header.moneda === 'USD' && header.tipo_cambio ? { tipo_cambio: String(header.tipo_cambio) } : {}),
      idalmacen: nullIfEmpty(header.idalmacen),
      descuento_global: nullIfEmpty(header.descuento_global),
      observaciones: nullIfEmpty(header.observaciones),
    },
    detalles: priced.map((body, i) => {
      const l = lines[i]!;
      return {
        ...body,
        ...(serialsOf(l).length ? { series: serialsOf(l) } : {}),
      };
    }),
  };
}

export const orderSpec = defineDocument({
  key: 'pedido',
  noun: 'pedido',
  list: {
    key: 'pedido',
    title: 'Pedidos',
    noun: 'pedido',
    idField: 'idpedido',
    nameOf: 'documento',
    // pedidos/{idusuario}: the user is the path (0 = every user, spec 000 section 9).
    api: {
      list: endpoints.list,
      listInput: (query, params) => {
        const { idusuario, ...rest } = listParams(query, params);
        return { params: { id: Number(idusuario) || 0 }, query: rest };
      },
    },
    search: { placeholder: 'Buscar número o cliente' },
    columns: [
      { key: 'documento', title: 'Pedido', sortable: true, sortField: 'idpedido', width: 140 },
      { key: 'fecha', title: 'Fecha', type: 'date', sortable: true, width: 110 },
      {
        key: 'cliente',
        title: 'Cliente',
        ellipsis: true,
        sortable: true,
        value: (r) => `${r.cliente_documento} · ${r.cliente}`,
      },
      { key: 'fecha_entrega', title: 'Entrega', type: 'date', width: 110, hidden: true },
      { key: 'moneda', title: 'Moneda', width: 80, hidden: true },
      { key: 'total', title: 'Total', type: 'money', sortable: true, total: true, width: 120 },
      { key: 'pendiente', title: 'Por facturar', type: 'money', width: 120 },
      {
        key: 'estado',
        title: 'Estado',
        width: 170,
        type: 'tag',
        options: ORDER_STATES.states,
      },
      { key: 'almacen', title: 'Almacén', hidden: true },
      { key: 'usuario', title: 'Usuario', hidden: true },
      { key: 'sucursal', title: 'Sucursal', hidden: true },
    ],
    filters: [
      { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
      {
        name: 'estado',
        label: 'Estado',
        numeric: true,
        options: ORDER_STATES.options,
        width: 190,
      },
      { name: 'idpersona', label: 'Cliente', numeric: true, options: CLIENT_FILTER, width: 220 },
      { name: 'idusuario', label: 'Usuario', numeric: true, options: USERS, width: 150 },
      { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCHES, width: 160 },
    ],
    messages: { listError: 'Error al obtener los registros' },
  },
  header: {
    columns: 4,
    defaults: () => ({ fecha: todayLima(), moneda: 'PEN' }),
    fields: [
      {
        name: 'idpersona',
        label: 'Cliente',
        type: 'custom',
        wide: true,
        required: true,
        input: (ctx) => <ClientInput ctx={ctx} />,
        show: (r) => `${r.raw.cliente_documento} · ${r.raw.cliente}`,
      },
      { name: 'fecha', label: 'Fecha', type: 'date', required: true },
      { name: 'fecha_entrega', label: 'Fecha de entrega', type: 'date', show: (r) => r.raw.fecha_entrega ?? '—' },
      {
        name: 'idalmacen',
        label: 'Almacén (reserva)',
        type: 'custom',
        input: (ctx) => <WarehouseInput ctx={ctx} />,
        show: (r) => r.raw.almacen,
      },
      ...currencyFields({ more: true }),
      {
        name: 'descuento_global',
        more: true,
        label: 'Descuento global',
        type: 'money',
        placeholder: 'Sin IGV',
        show: (r) => r.raw.descuento_global,
      },
      { name: 'observaciones', more: true, label: 'Observaciones', max: 500 },
    ],
  },
  lines: {
    catalog: saleCatalog,
    priceLabel: 'Precio unitario',
    pricesIncludeTax: true,
    discount: true,
    stockField: 'idalmacen',
    pricing: { priceOf: (_product, unit, header) => salePrice(unit, header), priceDecimals: 2 },
    columns: [
      ...saleLineColumns,
      {
        key: 'avance',
        title: 'Facturado',
        width: 110,
        visible: (lines) => lines.some((l) => l.extra?.facturada !== undefined),
        render: (line) =>
          line.extra?.facturada === undefined ? null : `${Number(line.extra.facturada)} de ${Number(line.cantidad)}`,
        view: (line) => (
          <span
            aria-label={`Facturado de ${line.descripcion}`}
          >{`${Number(line.extra?.facturada ?? 0)} de ${Number(line.cantidad)}`}</span>
        ),
      },
    ],
    engineLine: savedSaleEngineLine,
  },
  totals: { dateField: 'fecha', currencyField: 'moneda', discounts: saleDiscounts },
  view: { sections: (record, ctx) => <OrderSections record={record} ctx={ctx} /> },
  api: {
    load: endpoints.get,
    fromRecord: (r) => {
      const history = [{ fecha: r.creado, texto: `Pedido ${r.documento} registrado`, usuario: r.usuario }];
      for (const v of r.ventas)
        history.push({
          fecha: v.creado,
          texto: `Facturado ${Number(v.cantidad)} de ${v.descripcion} con ${v.documento}`,
          usuario: r.usuario,
        });
      if (r.estado === 0)
        history.push({
          fecha: r.creado,
          texto: `Anulado${r.motivo_anulacion ? `: ${r.motivo_anulacion}` : ''}`,
          usuario: r.usuario,
        });
      return {
        id: r.idpedido,
        header: {
          ...r,
          moneda: currencyCode(r.idmoneda) ?? r.moneda,
          fecha: r.fecha.slice(0, 10),
          // The client input's label (the row's own `cliente` is the name).
          cliente: { idpersona: r.idpersona, numero_documento: r.cliente_documento, nombres: r.cliente },
        },
        lines: r.detalles.map((l) => orderLine(l)),
        anulado: r.estado === 0,
        history,
        raw: r,
      };
    },
    create: endpoints.save,
    update: endpoints.save,
    toBody: (header, lines, { id }) => toBody(header, lines, id ?? null),
    savedId: (answer) => (answer.detalles as OrderDetail | null)?.idpedido,
  },
  title: (record) => `Pedido ${record.raw.documento}`,
  // Replaced whole while nothing of it was invoiced; after that its pending lines change one at a time.
  canEdit: (record) => (record.raw as OrderDetail).estado === 1 && (record.raw as OrderDetail).ventas.length === 0,
  actions: [
    { key: 'facturar', label: 'Facturar', kind: 'convert', visible: open, to: (ctx) => invoiceOrderRoute(ctx.id!) },
    { key: 'imprimir', label: 'Imprimir', kind: 'print', endpoint: endpoints.print },
    mailAction((idpedido, correo) => call(endpoints.mail, { body: { idpedido, correo } }), {
      initial: (ctx) => raw(ctx)?.cliente_email,
      failText: ORDER_ERROR,
    }),
    {
      key: 'anular',
      label: 'Anular',
      danger: true,
      visible: open,
      confirm: (ctx) =>
        `¿Anular el pedido ${raw(ctx)?.documento}? Su stock reservado quedará libre; lo ya facturado queda con sus ventas.`,
      reason: { label: 'Motivo de la anulación', required: false, max: 250 },
      progress: 'Anulando pedido...',
      failText: ORDER_ERROR,
      call: (ctx, motivo) => call(endpoints.annul, { body: { idpedido: Number(ctx.id), motivo: motivo || null } }),
    },
  ],
  messages: {
    loading: 'Obteniendo pedido...',
    saving: 'Guardando pedido...',
    updating: 'Actualizando pedido...',
    saveError: ORDER_ERROR,
    updateError: ORDER_ERROR,
    loadError: ORDER_LOAD_ERROR,
  },
});
