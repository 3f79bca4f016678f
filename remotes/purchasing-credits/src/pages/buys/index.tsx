import { Select } from 'antd';
import { formatDate, formatNumber, todayLima } from '@trade/formats';
import { dec, fixed } from '@trade/money';
import { call } from '@trade/session';
import { warehouses } from '@trade/contracts/inventory';
import {
  PURCHASE_AFFECTATIONS,
  PURCHASE_DOCUMENT_TYPES,
  PURCHASE_STATES,
  people,
  purchases,
  type PurchaseDetail,
  type PurchaseLineRow,
  type PurchaseRow,
} from '@trade/contracts/purchasing-credits';
import { PAYMENT_TYPES, currencyId } from '@trade/contracts/reference';
import {
  addDays,
  blankToNull as nullIfEmpty,
  currencyFields,
  defineDocument,
  documentTable,
  lookupFrom,
  optionsFrom,
  PersonQuickCreate,
  savedLine,
  serialColumn,
  serialsOf,
  DocumentScreen,
  type AnyLookup,
  type DocLine,
} from '@trade/ui';
import { personLookup } from '../../options';
import { purchaseCatalog } from './catalog';
import { PriceSection, priceChoice } from './PriceSection';

/*
 * Purchases (/buys): the provider's document declared over the document kit. Saving (rcompra) enters
 * the stock at cost, the serials, on credit the provider's letras and, when chosen within the
 * purchase (its price section), the sale prices from the new costs, in one transaction.
 */

const { endpoints } = purchases;
const DOCUMENT_TYPES = PURCHASE_DOCUMENT_TYPES.map((d) => ({ value: d.codigo, label: d.nombre }));
const AFFECTATIONS = [
  { value: '10', label: 'Gravado' },
  { value: '20', label: 'Exonerado' },
  { value: '30', label: 'Inafecto' },
];
const WAREHOUSES = lookupFrom(warehouses.endpoints.list, {
  query: { estado: 1 },
  value: 'idalmacen',
  label: (r) => `${r.nombre} (${r.sucursal})`,
  labelField: 'almacen',
});
const WAREHOUSE_FILTER = optionsFrom(warehouses.endpoints.list, {
  query: { page: 1, pageSize: 500 },
  value: 'idalmacen',
  label: 'nombre',
});
const PROVIDERS = {
  ...personLookup(2),
  labelField: (r) => (r.proveedor ? `${r.numero_documento} · ${r.proveedor}` : null),
  create: (ctx) => <PersonQuickCreate {...ctx} noun="proveedor" ubica={2} />,
} satisfies AnyLookup;
const PROVIDER_FILTER = optionsFrom(people.endpoints.list, {
  query: { ubica: 2, page: 1, pageSize: 500 },
  value: 'idpersona',
  label: 'nombres',
});

/** A purchase's header as the form holds it. */
interface PurchaseHeader {
  idpersona?: number;
  tipo_documento?: string;
  serie?: string;
  numero?: number;
  fecha?: string;
  moneda?: string;
  tipo_cambio?: string | null;
  tipo_pago_id?: number;
  numero_letras?: number;
  dias_letras?: number;
  idalmacen?: number;
  incluye_igv?: boolean;
  observacion?: string | null;
}

const isCredit = (values: PurchaseHeader) => Number(values.tipo_pago_id) === 2;

const toLine = (item: PurchaseLineRow): DocLine =>
  savedLine(item, {
    descripcion: item.denominacion,
    tipoAfectacion: item.tipo_afectacion,
    cantidad: item.cantidad,
    precio: item.costo_unitario,
    descuento: item.descuento,
    extra: { series: item.series, control_serie: item.series.length > 0 },
  });

/** Equal letras of the total (the last one takes the cents left), every `dias` days from the issue date. */
function letras(total: string, count: number, dias: number, fecha: string) {
  const n = Math.max(1, Math.floor(count));
  const part = dec(total).div(n).toDecimalPlaces(2, 1);
  return Array.from({ length: n }, (_, i) => ({
    monto: fixed(i === n - 1 ? dec(total).minus(part.times(n - 1)) : part, 2),
    fecha_vencimiento: addDays(fecha, dias * (i + 1)),
  }));
}

export const purchaseSpec = defineDocument({
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
    api: { list: endpoints.list },
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
      { key: 'estado', title: 'Estado', type: 'tag', options: PURCHASE_STATES.states },
      { key: 'usuario', title: 'Usuario', hidden: true },
    ],
    filters: [
      { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
      { name: 'idpersona', label: 'Proveedor', numeric: true, options: PROVIDER_FILTER, width: 240 },
      { name: 'tipo_pago_id', label: 'Tipo de pago', numeric: true, options: PAYMENT_TYPES, width: 140 },
      { name: 'idalmacen', label: 'Almacén', numeric: true, options: WAREHOUSE_FILTER, width: 200 },
      { name: 'estado', label: 'Estado', numeric: true, options: PURCHASE_STATES.options, width: 130 },
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
      ...currencyFields(),
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
          (r.raw as PurchaseDetail).letras
            .map((l) => `${l.numero}: ${formatNumber(l.monto)} vence ${formatDate(l.fecha_vencimiento)}`)
            .join(' · '),
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
    load: endpoints.get,
    fromRecord: (r) => {
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
    create: endpoints.create,
    update: endpoints.update,
    toBody: (header: PurchaseHeader, lines, { mode, id }) => {
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
        idmoneda: currencyId(header.moneda),
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
        ...(priceChoice(header) ? { precios: priceChoice(header) } : {}),
      };
    },
    savedId: (answer) => (answer.detalles as PurchaseRow | null)?.idcompra,
  },
  editor: { sections: (section) => <PriceSection section={section} /> },
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
      call: (ctx) => call(endpoints.annul, { params: { id: Number(ctx.id) } }),
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
