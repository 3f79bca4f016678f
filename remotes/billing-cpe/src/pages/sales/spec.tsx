import { Table, Typography } from 'antd';
import { FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatDate, todayLima } from '@trade/formats';
import { call, type Envelope } from '@trade/session';
import {
  CPE_LISTED_STATES,
  NO_CPE,
  globalChargeName,
  SALE_STATES,
  sales,
  type SaleDetail,
  type SaleLineRow,
} from '@trade/contracts/billing-cpe';
import { currencyCode, currencyId } from '@trade/contracts/reference';
import {
  blankToNull as nullIfEmpty,
  currencyFields,
  defineDocument,
  mailAction,
  printDocument,
  serialsOf,
  specTableOptions,
  type DocLine,
  type DocumentContext,
} from '@trade/ui';
import { CpeTag, cpeLabel, cpeStepActions } from '../../cpe';
import { pricedDocLine, pricedLinesBody, type PricedLineBody } from './priced-line';
import { saleCatalog, salePrice } from './catalog';
import { saleCharges, saleDiscounts, savedSaleEngineLine } from './engine';
import { ClientInput, SeriesSelect, WarehouseInput } from './header';
import { saleLineColumns } from './lineCells';
import { SupervisorDialog, createSale } from './approval';
import { cuotasOf, isCredit, paymentsOf } from './money';
import { BRANCHES, CHANNELS, CHARGE_OPTIONS, CLIENT_FILTER, PAYMENT_TYPES, USERS, VOUCHER_OPTIONS } from './options';
import { PaymentSection } from './PaymentSection';
import { OrderPrefill } from './OrderPrefill';
import { saleProblem } from './rules';
import { saleRowActions } from './listActions';
import { SaleSections } from './SaleView';
import type { SaleHeader } from './types';
import { SaleFromProforma } from '../proformas/SaleFromProforma';

/*
 * Sales (/sales): the list of sales and the cashier's new sale on the document kit. Saving
 * (rfacturacion) numbers the sale from the user's series, takes the stock, the cash or the credit
 * and queues the electronic document in one transaction; then the ticket and/or A4 open (a credit
 * sale shows its credit instead, a sale to dispatch is printed after dispatch).
 */

const { endpoints } = sales;
const flag = (v: unknown) => v === true || v === 1 || v === '1';
export const SALE_LOADING = 'Obteniendo venta...';
export const SALE_ERROR = 'Ocurrió un error inesperado...';

const toLine = (item: SaleLineRow): DocLine =>
  pricedDocLine(item, { series: item.series, control_serie: item.series.length > 0 });

/** The sale's ticket and A4 (a failure shows as a toast). */
export const printTicket = (ctx: Pick<DocumentContext, 'notify'>, id: number | string) =>
  printDocument(ctx.notify, endpoints.ticket, id);
export const printA4 = (ctx: Pick<DocumentContext, 'notify'>, id: number | string) =>
  printDocument(ctx.notify, endpoints.a4, id);

/** After saving: a credit sale shows its credit data instead of printing (spec 000 section 4); a sale to dispatch prints after dispatch. */
async function afterSave(id: string | number, ctx: DocumentContext, answer: Envelope<unknown>) {
  const sale = answer.detalles as SaleDetail | null;
  if (!sale) return;
  const symbol = sale.moneda === 'USD' ? 'US$' : 'S/';
  if (sale.tipo_pago_id === 2) {
    ctx.modal.info({
      title: `Venta al crédito ${sale.documento}`,
      width: 520,
      okText: 'Aceptar',
      content: (
        <div aria-label="Datos del crédito">
          <Typography.Paragraph>
            {sale.cliente} debe {symbol} {sale.saldo_credito ?? sale.total} en {sale.cuotas.length}{' '}
            {sale.cuotas.length === 1 ? 'cuota' : 'cuotas'}:
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="idcuota"
            pagination={false}
            dataSource={sale.cuotas}
            columns={[
              { key: 'n', title: 'N.º', dataIndex: 'numero' },
              { key: 'f', title: 'Vencimiento', dataIndex: 'fecha_vencimiento', render: (v: string) => formatDate(v) },
              {
                key: 'm',
                title: 'Monto',
                dataIndex: 'monto',
                align: 'right' as const,
                render: (v: string) => `${symbol} ${v}`,
              },
            ]}
          />
        </div>
      ),
    });
    return;
  }
  if (sale.aplica_despacho) {
    ctx.notify.info('La venta se imprimirá al despacharla (Despachos)');
    return;
  }
  if (sale.ticket) await printTicket(ctx, id);
  if (sale.a4) await printA4(ctx, id);
}

/** The rfacturacion body of a sale being written (the sale screen and the counter). */
export function toBody(header: SaleHeader, lines: DocLine[]) {
  const priced: PricedLineBody[] = pricedLinesBody(lines, header, specTableOptions(saleSpec, header));
  const credit = isCredit(header);
  const pagos = paymentsOf(header);
  const cuotas = cuotasOf(header);
  return {
    facturacion: {
      idserie: Number(header.idserie),
      fecha: header.fecha,
      fecha_vencimiento: credit && cuotas.length ? cuotas[cuotas.length - 1]!.fecha_vencimiento : null,
      idpersona: nullIfEmpty(header.idpersona),
      idmoneda: currencyId(header.moneda),
      ...(header.moneda === 'USD' && header.tipo_cambio ? { tipo_cambio: String(header.tipo_cambio) } : {}),
      tipo_pago_id: credit ? 2 : 1,
      idalmacen: nullIfEmpty(header.idalmacen),
      idcanal: nullIfEmpty(header.idcanal),
      descuento_global: nullIfEmpty(header.descuento_global),
      ...(header.codigo_cargo ? { codigo_cargo: header.codigo_cargo, cargo: nullIfEmpty(header.cargo) } : {}),
      observaciones: nullIfEmpty(header.observaciones),
      orden_compra: nullIfEmpty(header.orden_compra),
      aplica_despacho: flag(header.aplica_despacho),
      direccion_entrega: flag(header.aplica_despacho) ? nullIfEmpty(header.direccion_entrega) : null,
      detraccion:
        header.detraccion && header.codigo_comprobante === '01'
          ? {
              codigo: header.detraccion_codigo,
              porcentaje: header.detraccion_porcentaje,
              cuenta: nullIfEmpty(header.detraccion_cuenta),
            }
          : null,
      a4: flag(header.a4),
      ticket: flag(header.ticket),
      // A sale opened from a proforma ('Vender') converts it when saved.
      idproforma: nullIfEmpty(header.idproforma),
      // Orders: the order this sale invoices (OrderPrefill).
      ...(header.idpedido ? { idpedido: Number(header.idpedido) } : {}),
    },
    detalles: priced.map((body, i) => {
      const l = lines[i]!;
      return {
        ...body,
        ...(serialsOf(l).length ? { series: serialsOf(l) } : {}),
        ...(l.extra?.iddetalle_pedido ? { iddetalle_pedido: Number(l.extra.iddetalle_pedido) } : {}),
      };
    }),
    ...(credit
      ? cuotas.length
        ? { cuotas: cuotas.map((c) => ({ monto: c.monto, fecha_vencimiento: c.fecha_vencimiento })) }
        : {}
      : pagos.length
        ? {
            pagos: pagos.map((p) => ({
              idformapago: p.idformapago,
              monto: p.monto,
              referencia: nullIfEmpty(p.referencia),
              idcuentabancaria: null,
            })),
          }
        : {}),
  };
}

/** The saved sale while it stands (not annulled). */
const issued = (ctx: DocumentContext) => {
  const sale = ctx.record?.raw as SaleDetail | undefined;
  return sale?.estado_venta === 1 ? sale : null;
};

export const saleSpec = defineDocument({
  key: 'venta',
  noun: 'venta',
  gender: 'f',
  list: {
    key: 'venta',
    title: 'Ventas',
    noun: 'venta',
    gender: 'f',
    idField: 'idventa',
    nameOf: 'documento',
    api: { list: endpoints.list },
    search: { placeholder: 'Buscar serie-número o cliente' },
    columns: [
      { key: 'documento', title: 'Comprobante', sortable: true, sortField: 'numero', width: 140 },
      { key: 'fecha', title: 'Fecha', type: 'date', sortable: true, width: 110 },
      { key: 'comprobante', title: 'Tipo', width: 130, hidden: true },
      {
        key: 'cliente',
        title: 'Cliente',
        ellipsis: true,
        sortable: true,
        value: (r) => `${r.cliente_documento} · ${r.cliente}`,
      },
      { key: 'tipo_pago', title: 'Pago', width: 90 },
      { key: 'moneda', title: 'Moneda', width: 80, hidden: true },
      { key: 'total', title: 'Total', type: 'money', sortable: true, total: true, width: 120 },
      {
        key: 'cpe_estado',
        title: 'SUNAT',
        width: 130,
        value: (r) => cpeLabel(r.cpe_estado),
        render: (r) =>
          r.codigo_comprobante === 'NV' ? (
            <Typography.Text type="secondary">—</Typography.Text>
          ) : (
            <CpeTag estado={r.cpe_estado} descripcion={r.cpe_descripcion} />
          ),
      },
      { key: 'estado_venta', title: 'Estado', type: 'tag', options: SALE_STATES.states, width: 100 },
      { key: 'usuario', title: 'Usuario', hidden: true },
      { key: 'sucursal', title: 'Sucursal', hidden: true },
    ],
    filters: [
      { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
      { name: 'codigo_comprobante', label: 'Comprobante', options: VOUCHER_OPTIONS, width: 160 },
      { name: 'idpersona', label: 'Cliente', numeric: true, options: CLIENT_FILTER, width: 220 },
      {
        name: 'cpe_estado',
        label: 'Estado SUNAT',
        options: [...CPE_LISTED_STATES.options, { value: NO_CPE.value, label: NO_CPE.label }],
        width: 160,
      },
      { name: 'tipo_pago_id', label: 'Tipo de pago', numeric: true, options: PAYMENT_TYPES, width: 130 },
      {
        name: 'estado_venta',
        label: 'Estado',
        numeric: true,
        options: SALE_STATES.options,
        width: 120,
      },
      { name: 'idusuario', label: 'Usuario', numeric: true, options: USERS, width: 150 },
      { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCHES, width: 160 },
    ],
    rowActions: [
      {
        key: 'ticket',
        label: 'Ticket',
        icon: <PrinterOutlined />,
        onClick: (row, ctx) => void printTicket(ctx, row.idventa),
      },
      {
        key: 'a4',
        label: 'A4',
        icon: <FileTextOutlined />,
        onClick: (row, ctx) => void printA4(ctx, row.idventa),
      },
      ...saleRowActions,
    ],
    messages: { listError: 'Error al obtener los registros' },
  },
  header: {
    columns: 4,
    defaults: () => ({
      codigo_comprobante: '03',
      fecha: todayLima(),
      moneda: 'PEN',
      tipo_pago_id: 1,
      ticket: 1,
      a4: 0,
      aplica_despacho: 0,
      pagos: [],
      cuotas: [],
      numero_cuotas: 2,
      dias_cuotas: 30,
    }),
    fields: [
      {
        name: 'codigo_comprobante',
        label: 'Comprobante',
        type: 'select',
        options: VOUCHER_OPTIONS,
        required: true,
        show: (r) => r.raw.comprobante,
      },
      {
        name: 'idserie',
        label: 'Serie',
        type: 'custom',
        required: true,
        input: (ctx) => <SeriesSelect voucher={ctx.values.codigo_comprobante} />,
        show: (r) => r.raw.documento,
      },
      { name: 'fecha', label: 'Fecha de emisión', type: 'date', required: true },
      {
        name: 'tipo_pago_id',
        label: 'Tipo de pago',
        type: 'select',
        options: PAYMENT_TYPES,
        required: true,
        show: (r) => r.raw.tipo_pago,
      },
      {
        name: 'idpersona',
        label: 'Cliente',
        type: 'custom',
        wide: true,
        // A factura is issued to a RUC client: the field says so (and the kit asks for it).
        required: ({ values }) => values.codigo_comprobante === '01',
        input: (ctx) => <ClientInput ctx={ctx} />,
        show: (r) => `${r.raw.cliente_documento} · ${r.raw.cliente}`,
      },
      ...currencyFields({ more: true }),
      {
        name: 'idalmacen',
        more: true,
        label: 'Almacén',
        type: 'custom',
        input: (ctx) => <WarehouseInput ctx={ctx} />,
        show: (r) => r.raw.almacen,
      },
      {
        name: 'descuento_global',
        more: true,
        label: 'Descuento global',
        type: 'money',
        placeholder: 'Sin IGV',
        show: (r) => r.raw.descuento_global,
      },
      {
        name: 'codigo_cargo',
        more: true,
        label: 'Cargo global',
        type: 'select',
        options: CHARGE_OPTIONS,
        show: (r) => (r.raw.codigo_cargo ? globalChargeName(r.raw.codigo_cargo) : '—'),
      },
      {
        name: 'cargo',
        more: true,
        label: 'Monto del cargo',
        type: 'money',
        placeholder: 'Fuera de la base del IGV',
        visible: ({ values }) => Boolean(values.codigo_cargo),
        required: ({ values }) => Boolean(values.codigo_cargo),
        show: (r) => r.raw.cargo,
      },
      {
        name: 'idcanal',
        more: true,
        label: 'Canal de venta',
        type: 'select',
        options: CHANNELS,
        show: (r) => r.raw.idcanal ?? '—',
      },
      {
        name: 'aplica_despacho',
        more: true,
        label: 'Despacho posterior',
        type: 'switch',
        switchLabels: ['Sí', 'No'],
        show: (r) => (r.raw.aplica_despacho ? 'Sí' : 'No'),
      },
      {
        name: 'direccion_entrega',
        label: 'Dirección de entrega',
        max: 250,
        visible: (ctx) => flag(ctx.values.aplica_despacho),
        show: (r) => r.raw.direccion_entrega ?? '—',
      },
      {
        name: 'ticket',
        more: true,
        label: 'Imprimir ticket',
        type: 'switch',
        switchLabels: ['Sí', 'No'],
        show: (r) => (r.raw.ticket ? 'Sí' : 'No'),
      },
      {
        name: 'a4',
        more: true,
        label: 'Imprimir A4',
        type: 'switch',
        switchLabels: ['Sí', 'No'],
        show: (r) => (r.raw.a4 ? 'Sí' : 'No'),
      },
      { name: 'orden_compra', more: true, label: 'Orden de compra', max: 20 },
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
    columns: saleLineColumns,
    engineLine: savedSaleEngineLine,
  },
  totals: { dateField: 'fecha', currencyField: 'moneda', discounts: saleDiscounts, charges: saleCharges },
  editor: {
    sections: (section) => (
      <>
        <SaleFromProforma section={section} />
        <OrderPrefill section={section} />
        <PaymentSection section={section} />
        <SupervisorDialog />
      </>
    ),
    check: saleProblem,
  },
  view: { sections: (record) => <SaleSections record={record} /> },
  api: {
    load: endpoints.get,
    fromRecord: (r) => {
      const history = [{ fecha: r.creado, texto: `Venta ${r.documento} emitida`, usuario: r.usuario }];
      if (r.estado_venta === 0)
        history.push({
          fecha: r.creado,
          texto: `Anulada${r.motivo_anulacion ? `: ${r.motivo_anulacion}` : ''}`,
          usuario: r.usuario,
        });
      return {
        id: r.idventa,
        header: { ...r, moneda: currencyCode(r.idmoneda) ?? r.moneda, fecha: r.fecha.slice(0, 10) },
        lines: r.detalles.map(toLine),
        anulado: r.estado_venta === 0,
        history,
        raw: r,
      };
    },
    // A refusal for want of a supervisor's approval asks for it and sends the sale again (approval.tsx).
    create: (body) => createSale(body as Record<string, unknown>),
    toBody: (header, lines) => toBody(header, lines),
    savedId: (answer) => (answer.detalles as SaleDetail | null)?.idventa,
  },
  title: (record) => `${record.raw.comprobante} ${record.raw.documento}`,
  // Nothing fiscal changes after issuing: corrections go through a credit note.
  canEdit: () => false,
  afterSave,
  actions: [
    { key: 'ticket', label: 'Ticket', kind: 'print', endpoint: endpoints.ticket },
    { key: 'a4', label: 'A4', kind: 'print', endpoint: endpoints.a4 },
    mailAction((idventa, correo) => call(endpoints.mail, { body: { idventa, correo } }), {
      initial: (ctx) => (ctx.record?.raw as SaleDetail | undefined)?.cliente_email,
    }),
    {
      key: 'generar',
      label: 'Generar XML',
      visible: (ctx) => ['generado', 'invalido', 'error', 'rechazado'].includes(issued(ctx)?.cpe?.estado ?? ''),
      progress: 'Generando comprobante...',
      call: (ctx) => call(endpoints.generate, { body: { idventa: Number(ctx.id) } }),
    },
    ...cpeStepActions({
      issued,
      noun: 'comprobante',
      sendFrom: ['firmado', 'en_cola', 'error'],
      run: (step, idventa) => call(step === 'sign' ? endpoints.sign : endpoints.send, { body: { idventa } }),
      refresh: (id) => call(endpoints.get, { params: { id } }),
      loading: SALE_LOADING,
    }),
    {
      key: 'anular',
      label: 'Anular',
      danger: true,
      visible: (ctx) => !ctx.record?.anulado && ctx.record?.raw.codigo_comprobante === 'NV',
      confirm: (ctx) =>
        `¿Anular la nota de venta ${ctx.record?.raw.documento}? Su stock vuelve al almacén y se revierten su caja o su crédito.`,
      reason: { label: 'Motivo de la anulación', required: true, max: 250 },
      progress: 'Anulando venta...',
      failText: SALE_ERROR,
      call: (ctx, motivo) =>
        call(endpoints.state, { body: { idventa: Number(ctx.id), estado_venta: 0, motivo: motivo ?? null } }),
    },
  ],
  messages: { loading: SALE_LOADING, saving: 'Guardando venta...', saveError: SALE_ERROR, loadError: SALE_ERROR },
});
