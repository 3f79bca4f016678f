import { Select } from 'antd';
import { todayLima } from '@trade/formats';
import { dec, fixed } from '@trade/money';
import { get, getPaged, post } from '@trade/session';
import {
  defineDocument,
  documentTable,
  PersonQuickCreate,
  serialColumn,
  serialsOf,
  DocumentScreen,
  lineKey,
  listParams,
  type AnyRow,
  type DocLine,
  type LookupSource,
  type OptionsSource,
} from '@trade/ui';
import {
  PURCHASE_AFFECTATIONS,
  PURCHASE_DOCUMENT_TYPES,
  type PurchaseDetail,
  type PurchaseLineRow,
  type PurchaseRow,
} from '@trade/contracts/purchasing-credits';
import { personLookup } from '../../options';
import { purchaseCatalog } from './catalog';
import { offerPriceUpdate } from './PriceDialog';

/*
 * Purchases (/buys): the provider's document declared over the document kit. Saving (rcompra) enters
 * the stock at cost, the serials and, on credit, the provider's letras in one transaction; then a
 * dialog offers to update the sale prices from the new costs (acompradesdeopciones).
 */

const DOCUMENT_TYPES = PURCHASE_DOCUMENT_TYPES.map((d) => ({ value: d.codigo, label: d.nombre }));
const PAYMENT_TYPES = [
  { value: 1, label: 'Contado' },
  { value: 2, label: 'Crédito' },
];
const CURRENCIES = [
  { value: 'PEN', label: 'Soles (S/)' },
  { value: 'USD', label: 'Dólares (US$)' },
];
const CURRENCY_ID: Record<string, number> = { PEN: 1, USD: 2 };
const AFFECTATIONS = [
  { value: '10', label: 'Gravado' },
  { value: '20', label: 'Exonerado' },
  { value: '30', label: 'Inafecto' },
];
const ESTADO = [
  { value: 1, label: 'Registrada' },
  { value: 0, label: 'Anulada' },
];
const WAREHOUSES: LookupSource = {
  url: '/almacen',
  params: { estado: 1 },
  value: 'idalmacen',
  label: (r) => `${r.nombre} (${r.sucursal})`,
  labelField: 'almacen',
};
const WAREHOUSE_FILTER: OptionsSource = {
  url: '/almacen',
  params: { page: 1, pageSize: 500 },
  value: 'idalmacen',
  label: 'nombre',
};
const PROVIDERS: LookupSource = {
  ...personLookup(2),
  labelField: (r) => (r.proveedor ? `${r.numero_documento} · ${r.proveedor}` : null),
  create: (ctx) => <PersonQuickCreate {...ctx} noun="proveedor" ubica={2} />,
};
const PROVIDER_FILTER: OptionsSource = {
  url: '/personaprovedor',
  params: { ubica: 2, page: 1, pageSize: 500 },
  value: 'idpersona',
  label: 'nombres',
};

const plain = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : dec(value).toString();
const isCredit = (values: AnyRow) => Number(values.tipo_pago_id) === 2;
const nullIfEmpty = (v: unknown) => (v === undefined || v === null || v === '' ? null : v);

function toLine(item: PurchaseLineRow): DocLine {
  return {
    key: lineKey(),
    productId: item.producto_id,
    codigo: item.codigo_producto,
    descripcion: item.denominacion,
    tipoAfectacion: item.tipo_afectacion,
    controlaStock: true,
    units: [{ id: item.unidad_medida_id, nombre: item.abreviatura, factor: item.factor }],
    unitId: item.unidad_medida_id,
    cantidad: plain(item.cantidad),
    precio: plain(item.costo_unitario),
    descuento: dec(item.descuento).isZero() ? '' : plain(item.descuento),
    extra: { series: item.series, control_serie: item.series.length > 0 },
  };
}

function addDays(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Equal letras of the total (the last one takes the cents left), every `dias` days from the issue date. */
function letras(total: string, count: number, dias: number, fecha: string) {
  const n = Math.max(1, Math.floor(count));
  const part = dec(total).div(n).toDecimalPlaces(2, 1);
  return Array.from({ length: n }, (_, i) => ({
    monto: fixed(i === n - 1 ? dec(total).minus(part.times(n - 1)) : part, 2),
    fecha_vencimiento: addDays(fecha, dias * (i + 1)),
  }));
}

export const purchaseSpec = defineDocument<PurchaseRow>({
  key: 'compra',
  noun: 'compra',
  gender: 'f',
  list: {
    key: 'compra',
    title: 'Compras',
    noun: 'compra',
    gender: 'f',
    idField: 'idcompra',
    nameOf: 'documento',
    api: { list: (query, params) => getPaged<PurchaseRow>('/compra', listParams(query, params)) },
    search: { placeholder: 'Buscar documento o proveedor' },
    columns: [
      { key: 'fecha', title: 'Fecha', type: 'date', sortable: true },
      { key: 'tipo_documento_nombre', title: 'Tipo', width: 120 },
      { key: 'documento', title: 'Documento', sortable: true, sortField: 'numero', width: 150 },
      { key: 'proveedor', title: 'Proveedor', ellipsis: true },
      { key: 'tipo_pago', title: 'Pago', width: 90 },
      { key: 'moneda', title: 'Moneda', width: 80 },
      { key: 'total', title: 'Total', type: 'money', sortable: true, total: true },
      { key: 'saldo_credito', title: 'Saldo por pagar', type: 'money' },
      { key: 'almacen', title: 'Almacén', hidden: true },
      { key: 'estado', title: 'Estado', type: 'tag', options: ESTADO },
      { key: 'usuario', title: 'Usuario', hidden: true },
    ],
    filters: [
      { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
      { name: 'idpersona', label: 'Proveedor', numeric: true, options: PROVIDER_FILTER, width: 240 },
      { name: 'tipo_pago_id', label: 'Tipo de pago', numeric: true, options: PAYMENT_TYPES, width: 140 },
      { name: 'idalmacen', label: 'Almacén', numeric: true, options: WAREHOUSE_FILTER, width: 200 },
      { name: 'estado', label: 'Estado', numeric: true, options: ESTADO, width: 130 },
    ],
    messages: { listError: 'Error al obtener los registros' },
  },
  header: {
    columns: 4,
    defaults: () => ({
      fecha: todayLima(),
      tipo_documento: '01',
      moneda: 'PEN',
      tipo_pago_id: 1,
      incluye_igv: false,
      numero_letras: 1,
      dias_letras: 30,
    }),
    fields: [
      {
        name: 'idpersona',
        label: 'Proveedor',
        type: 'lookup',
        lookup: PROVIDERS,
        required: true,
        wide: true,
        show: (r) => `${r.raw.numero_documento} · ${r.raw.proveedor}`,
      },
      {
        name: 'tipo_documento',
        label: 'Tipo de documento',
        type: 'select',
        options: DOCUMENT_TYPES,
        required: true,
        show: (r) => r.raw.tipo_documento_nombre,
      },
      { name: 'serie', label: 'Serie', required: true, max: 20, upperCase: true, placeholder: 'F001' },
      {
        name: 'numero',
        label: 'Número',
        type: 'integer',
        required: true,
        min: 1,
        max: 99999999,
        show: (r) => r.raw.documento,
      },
      { name: 'fecha', label: 'Fecha de emisión', type: 'date', required: true },
      { name: 'moneda', label: 'Moneda', type: 'select', options: CURRENCIES, required: true },
      {
        name: 'tipo_cambio',
        label: 'Tipo de cambio',
        inputMode: 'decimal',
        max: 10,
        placeholder: 'El del día',
        help: 'Vacío: el tipo de cambio venta registrado del día',
        visible: (ctx) => ctx.values.moneda === 'USD',
        show: (r) => r.raw.tipo_cambio,
      },
      {
        name: 'tipo_pago_id',
        label: 'Tipo de pago',
        type: 'select',
        options: PAYMENT_TYPES,
        required: true,
        show: (r) => r.raw.tipo_pago,
      },
      {
        name: 'numero_letras',
        label: 'Número de letras',
        type: 'integer',
        min: 1,
        max: 120,
        visible: (ctx) => isCredit(ctx.values),
        show: (r) => String(r.raw.letras.length || ''),
      },
      {
        name: 'dias_letras',
        label: 'Días entre letras',
        type: 'integer',
        min: 1,
        max: 365,
        visible: (ctx) => isCredit(ctx.values),
        show: (r) =>
          r.raw.letras.map((l: AnyRow) => `${l.numero}: ${l.monto} vence ${l.fecha_vencimiento}`).join(' · '),
      },
      {
        name: 'idalmacen',
        label: 'Almacén',
        type: 'lookup',
        lookup: WAREHOUSES,
        required: true,
        show: (r) => r.raw.almacen,
      },
      {
        name: 'incluye_igv',
        label: 'Costos con IGV',
        type: 'switch',
        switchLabels: ['Sí', 'No'],
        show: (r) => (r.raw.incluye_igv ? 'Sí' : 'No'),
      },
      { name: 'observacion', label: 'Observación', type: 'textarea', max: 500, wide: true },
    ],
  },
  lines: {
    catalog: purchaseCatalog,
    priceLabel: 'Costo unitario',
    pricesIncludeTax: (header) => Boolean(header.incluye_igv),
    discount: true,
    pricing: { priceOf: () => null, priceDecimals: 6 },
    columns: [
      {
        key: 'afectacion',
        title: 'Afectación',
        width: 120,
        render: (line, { update, disabled }) => (
          <Select
            aria-label={`Afectación de ${line.descripcion}`}
            disabled={disabled}
            style={{ width: '100%' }}
            value={
              (PURCHASE_AFFECTATIONS as readonly string[]).includes(line.tipoAfectacion) ? line.tipoAfectacion : '10'
            }
            options={AFFECTATIONS}
            onChange={(tipoAfectacion) => update({ tipoAfectacion })}
          />
        ),
        view: (line) => AFFECTATIONS.find((a) => a.value === line.tipoAfectacion)?.label ?? line.tipoAfectacion,
      },
      serialColumn({ mode: 'enter' }),
    ],
  },
  totals: { dateField: 'fecha', currencyField: 'moneda' },
  api: {
    load: (id) => get<AnyRow>(`/gcompra/${id}`),
    fromRecord: (raw) => {
      const r = raw as PurchaseDetail;
      const history = [{ fecha: r.creado, texto: 'Compra registrada', usuario: r.usuario }];
      return {
        id: r.idcompra,
        header: { ...r, moneda: r.moneda, numero_letras: r.letras.length || 1, dias_letras: 30 },
        lines: r.items.map(toLine),
        anulado: r.estado === 0,
        history,
        raw: r,
      };
    },
    create: (body) => post('/rcompra', body),
    update: (body) => post('/acompra', body),
    toBody: (header, lines, { mode, id }) => {
      const withTax = Boolean(header.incluye_igv);
      const table = documentTable(lines, {
        fechaEmision: header.fecha as string,
        moneda: header.moneda as string,
        pricesIncludeTax: withTax,
      });
      const credit = isCredit(header);
      return {
        ...(mode === 'edit' ? { idcompra: Number(id) } : {}),
        idpersona: header.idpersona,
        tipo_documento: header.tipo_documento,
        serie: String(header.serie ?? '').toUpperCase(),
        numero: Number(header.numero),
        fecha: header.fecha,
        idmoneda: CURRENCY_ID[header.moneda as string] ?? 1,
        tipo_cambio: header.moneda === 'USD' ? nullIfEmpty(header.tipo_cambio) : null,
        tipo_pago_id: Number(header.tipo_pago_id),
        idalmacen: header.idalmacen,
        incluye_igv: withTax,
        observacion: nullIfEmpty(header.observacion),
        ...(credit
          ? {
              cuotas: letras(
                table.totales.total,
                Number(header.numero_letras ?? 1),
                Number(header.dias_letras ?? 30),
                header.fecha as string,
              ),
            }
          : {}),
        items: lines.map((l, i) => ({
          producto_id: Number(l.productId),
          unidad_medida_id: Number(l.unitId),
          cantidad: l.cantidad,
          costo_unitario: l.precio || '0',
          tipo_afectacion: (PURCHASE_AFFECTATIONS as readonly string[]).includes(l.tipoAfectacion)
            ? l.tipoAfectacion
            : '10',
          // The kit takes the IGV out of a discount typed with IGV; the API wants it before IGV.
          descuento: l.descuento ? (table.filas[i]?.descuento ?? l.descuento) : null,
          ...(serialsOf(l).length ? { series: serialsOf(l) } : {}),
        })),
      };
    },
    savedId: (answer) => (answer.detalles as AnyRow | null)?.idcompra as number | undefined,
  },
  afterSave: offerPriceUpdate,
  actions: [
    {
      key: 'anular',
      label: 'Anular',
      danger: true,
      visible: (ctx) => !ctx.record?.anulado,
      confirm: (ctx) =>
        `¿Anular la compra ${ctx.record?.raw.documento ?? ctx.id}? El stock se revierte en el kardex y se anula su crédito.`,
      progress: 'Eliminando compra...',
      failText: 'Error al eliminar la compra',
      call: (ctx) => get(`/ecompra/${ctx.id}`),
    },
  ],
  messages: {
    loading: 'Obteniendo compra...',
    saving: 'Guardando compra...',
    saveError: 'Error al guardar la compra',
    updating: 'Actualizando compra...',
    updateError: 'Error al actualizar la compra',
    loadError: 'Error inesperado, no se pudo obtener la compra',
  },
});

export default function Buys() {
  return <DocumentScreen spec={purchaseSpec} />;
}
