import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  DateRange,
  Enum,
  Envelope,
  Id,
  IdFilter,
  Int,
  IsoDate,
  ListQuery,
  MAX_INT,
  Nullable,
  NullableId,
  NullableText,
  Paged,
  PrintQuery,
  Search,
  Sort,
  Text,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { AFECTACIONES_IGV, Cost, Quantity } from '../inventory/fields.js';
import { InstalmentInput } from '../purchasing-credits/credits.js';
import { MailRow } from '../organization/mail.js';
import { SaleCpe } from './sales.js';
import { CPE_LISTED_STATES } from './cpe-states.js';
import {
  CpeStateColumns,
  ExportIscIvapColumns,
  GlobalChargeColumns,
  LineIscColumns,
  MadeByColumns,
  TaxTotalColumns,
} from './document-columns.js';
import { CREDIT_NOTE_OWNER, SALE_OWNER } from './owners.js';

/**
 * Credit notes (07) and debit notes (08) of an issued electronic sale (/credit_note). `rnotacredito`
 * saves a note in ONE transaction: the number of the note series of the sale's type (FC01/BC01 for
 * 07, FD01/BD01 for 08, of the sale's branch), the note and its lines, the stock returned in the ledger
 * (annulment 01/02, total return 06, partial return 07), the client receivable reduced (or raised by a
 * debit note) when the sale was on credit, the money refunded (or charged) in the open cash when it was
 * cash, and the note's CPE signed and queued. A note never exceeds what is left of its sale. A refusal
 * changes nothing. See docs/credit-notes.md.
 */

export const NOTE_TYPES = ['07', '08'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
export const CREDIT_NOTE = '07';
export const DEBIT_NOTE = '08';

/**
 * How a reason acts on the sale: 'anulacion' takes every line back whole (stock returned), 'devolucion'
 * takes chosen lines or quantities back (stock returned), 'importe' credits or charges amounts (no stock),
 * 'cuotas' rewrites the pending instalments of a credit factura (note of 0.00, type 13).
 */
export type NoteEffect = 'anulacion' | 'devolucion' | 'importe' | 'cuotas';

/** SUNAT catálogo 09 (credit notes) and 10 (debit notes), with what each does here; `disponible` false: not issued from a sale. */
export const MOTIVOS_NOTA_CREDITO = [
  { codigo: '01', descripcion: 'Anulación de la operación', efecto: 'anulacion', disponible: true },
  { codigo: '02', descripcion: 'Anulación por error en el RUC', efecto: 'anulacion', disponible: true },
  { codigo: '03', descripcion: 'Corrección por error en la descripción', efecto: 'importe', disponible: false },
  { codigo: '04', descripcion: 'Descuento global', efecto: 'importe', disponible: true },
  { codigo: '05', descripcion: 'Descuento por ítem', efecto: 'importe', disponible: true },
  { codigo: '06', descripcion: 'Devolución total', efecto: 'anulacion', disponible: true },
  { codigo: '07', descripcion: 'Devolución por ítem', efecto: 'devolucion', disponible: true },
  { codigo: '08', descripcion: 'Bonificación', efecto: 'importe', disponible: true },
  { codigo: '09', descripcion: 'Disminución en el valor', efecto: 'importe', disponible: true },
  { codigo: '10', descripcion: 'Otros conceptos', efecto: 'importe', disponible: true },
  { codigo: '11', descripcion: 'Ajustes de operaciones de exportación', efecto: 'importe', disponible: true },
  { codigo: '12', descripcion: 'Ajustes afectos al IVAP', efecto: 'importe', disponible: true },
  {
    codigo: '13',
    descripcion:
      'Corrección del monto neto pendiente de pago y/o la(s) fechas(s) de vencimiento del pago único o de las cuotas',
    efecto: 'cuotas',
    disponible: true,
  },
] as const satisfies readonly { codigo: string; descripcion: string; efecto: NoteEffect; disponible: boolean }[];

export const MOTIVOS_NOTA_DEBITO = [
  { codigo: '01', descripcion: 'Intereses por mora', efecto: 'importe', disponible: true },
  { codigo: '02', descripcion: 'Aumento en el valor', efecto: 'importe', disponible: true },
  { codigo: '03', descripcion: 'Penalidades / otros conceptos', efecto: 'importe', disponible: true },
  { codigo: '11', descripcion: 'Ajustes de operaciones de exportación', efecto: 'importe', disponible: true },
  { codigo: '12', descripcion: 'Ajustes afectos al IVAP', efecto: 'importe', disponible: true },
] as const satisfies readonly { codigo: string; descripcion: string; efecto: NoteEffect; disponible: boolean }[];

export const motivosOf = (tipo: NoteType) => (tipo === DEBIT_NOTE ? MOTIVOS_NOTA_DEBITO : MOTIVOS_NOTA_CREDITO);
export const motivoOf = (tipo: NoteType, codigo: string) =>
  (motivosOf(tipo) as readonly { codigo: string; descripcion: string; efecto: NoteEffect; disponible: boolean }[]).find(
    (m) => m.codigo === codigo,
  );
export const NOTE_REASON_CODES = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
] as const;

/** estado of a note: 1 emitida, 0 anulada (reverted by revercecpe: everything it did was undone). */
export const NOTE_ISSUED = 1;
export const NOTE_WITHDRAWN = 0;

/** A note as the list shows it: issued, or reverted (everything it did was undone). */
export const NOTE_STATES = stateSet([
  { value: NOTE_ISSUED, label: 'Emitida', color: 'green' },
  { value: NOTE_WITHDRAWN, label: 'Revertida', color: 'red' },
]);

/**
 * A line of the note. With `iddetalle` it is a line of the sale (its product, unit and IGV affectation):
 * for returns `cantidad` is what comes back (at most what is left of the line) at the sale's price; for
 * amounts `precio_unitario` is the amount credited per unit, WITH IGV. Without `iddetalle` (amounts
 * only) it is a concept line ('Intereses por mora') in unit ZZ.
 */
export const NoteLineBody = T.Object({
  iddetalle: NullableId('Línea de la venta'),
  descripcion: NullableText('Descripción', 500),
  cantidad: Quantity('Cantidad'),
  /** Per unit WITH IGV; absent on a return: the sale's price. */
  precio_unitario: T.Optional(T.Unsafe<string | null>({ ...Cost('Precio unitario'), type: ['string', 'null'] })),
  /** Concept lines: catálogo 07 (default 10 gravado). */
  tipo_afectacion: T.Optional(Enum(AFECTACIONES_IGV, 'Afectación del IGV')),
  /** Amounts: goods given free (valued at `precio_unitario`, not charged; a debit note of them totals 0.00). */
  gratuito: T.Optional(T.Boolean({ title: 'Gratuito' })),
});

/** POST /rnotacredito. */
export const NoteBody = T.Object({
  tipo: Enum(NOTE_TYPES, 'Tipo de nota'),
  idventa: Id('Venta'),
  /** A 07/08 series of the sale's branch and letter (F for facturas, B for boletas); absent: the first one. */
  idserie: NullableId('Serie'),
  /** Catálogo 09 (07) or 10 (08). */
  codigo_motivo: Enum(NOTE_REASON_CODES, 'Motivo'),
  /** The grounds written on the note (SUNAT's "sustento"). */
  sustento: Text('Sustento', 250, { minLength: 3 }),
  /** Default: today (Lima). */
  fecha: T.Optional(IsoDate('Fecha de emisión')),
  /** Annulments take every line of the sale: `detalles` may be omitted. */
  detalles: T.Optional(T.Array(NoteLineBody, { maxItems: 500, title: 'Detalles' })),
  /** Type 13: the new pending instalments (they add up to the credit's balance). A debit note on a credit sale: its instalments (default one, due with the last pending cuota). */
  cuotas: T.Optional(T.Array(InstalmentInput, { minItems: 1, maxItems: 120, title: 'Cuotas' })),
});

export const NoteIdBody = T.Object({ idnota: Id('Nota') });
export const NoteMailBody = T.Object({
  idnota: Id('Nota'),
  /** Default: the client's e-mail. */
  correo: NullableText(
    'Correo',
    200,
    '^$|^\\s*[^\\s@;,]+@[^\\s@;,]+\\.[^\\s@;,]+(\\s*[;,]\\s*[^\\s@;,]+@[^\\s@;,]+\\.[^\\s@;,]+)*\\s*$',
  ),
  mensaje: NullableText('Mensaje', 1000),
});

/** GET /tdiscrepancias?tipo=07|08 (default 07: catálogo 09). */
export const ReasonQuery = T.Object({ tipo: T.Optional(Enum(NOTE_TYPES, 'Tipo de nota')) });
export const ReasonRow = T.Object({
  codigo: T.String(),
  descripcion: T.String(),
  efecto: T.String(),
  disponible: T.Boolean(),
});

export const NoteRow = T.Object({
  idnota: T.Integer(),
  /** The same id under the name of spec 000. */
  nota_id: T.Integer(),
  tipo: T.String(),
  /** 'Nota de crédito' | 'Nota de débito' */
  tipo_nombre: T.String(),
  serie: T.String(),
  numero: T.Integer(),
  /** 'FC01-00000012' */
  documento: T.String(),
  fecha: T.String(),
  codigo_motivo: T.String(),
  motivo: T.String(),
  sustento: T.String(),
  idventa: T.Integer(),
  venta_codigo: T.String(),
  /** 'F001-00000123' */
  venta_documento: T.String(),
  idpersona: T.Integer(),
  cliente: T.String(),
  cliente_documento: T.String(),
  moneda: T.String(),
  total: T.String(),
  devuelve_stock: T.Boolean(),
  estado: T.Integer(),
  ...MadeByColumns,
  ...CpeStateColumns,
  creado: T.String(),
});

export const NoteLineRow = T.Object({
  iddetallenota: T.Integer(),
  item: T.Integer(),
  iddetalle: Nullable(T.Integer()),
  producto_id: Nullable(T.Integer()),
  codigo_producto: Nullable(T.String()),
  descripcion: T.String(),
  abreviatura: T.String(),
  codigo_sunat: T.String(),
  cantidad: T.String(),
  cantidad_base: T.String(),
  precio_unitario: T.String(),
  valor_unitario: T.String(),
  /** A returned line's share of the sale line's discount (before IGV). */
  descuento: T.String(),
  gratuito: T.Boolean(),
  tipo_afectacion: T.String(),
  valor_venta: T.String(),
  igv: T.String(),
  monto_icbper: T.String(),
  ...LineIscColumns,
  importe: T.String(),
  devuelve: T.Boolean(),
});

export const NoteDetail = T.Object({
  ...NoteRow.properties,
  idserie: T.Integer(),
  idmoneda: T.Integer(),
  tipo_cambio: T.String(),
  ...TaxTotalColumns,
  ...ExportIscIvapColumns,
  ...GlobalChargeColumns,
  monto_letras: T.String(),
  venta_fecha: T.String(),
  venta_total: T.String(),
  venta_tipo_pago_id: T.Integer(),
  cliente_tipo_documento: T.String(),
  cliente_direccion: Nullable(T.String()),
  cliente_email: Nullable(T.String()),
  /** Receivable reduced (credit note) or raised (debit note), money refunded (−) or charged (+) in cash. */
  idcredito: Nullable(T.Integer()),
  monto_credito: T.String(),
  monto_caja: T.String(),
  cuotas: T.Array(T.Object({ monto: T.String(), fecha_vencimiento: T.String() })),
  detalles: T.Array(NoteLineRow),
  cpe: Nullable(SaleCpe),
  /** Earlier documents of a reverted note. */
  motivo_reversion: Nullable(T.String()),
  correos: T.Array(MailRow),
});

/** What is left of a sale for a new note: the screen prefills its lines with it. */
export const NoteSaleLine = T.Object({
  iddetalle: T.Integer(),
  producto_id: T.Integer(),
  codigo_producto: Nullable(T.String()),
  descripcion: T.String(),
  abreviatura: T.String(),
  cantidad: T.String(),
  /** What was already returned by earlier notes, and what may still come back. */
  devuelto: T.String(),
  disponible: T.String(),
  precio_unitario: T.String(),
  descuento: T.String(),
  tipo_afectacion: T.String(),
  gratuito: T.Boolean(),
  icbper: T.Boolean(),
  importe: T.String(),
});
export const NoteSale = T.Object({
  idventa: T.Integer(),
  codigo_comprobante: T.String(),
  documento: T.String(),
  fecha: T.String(),
  idpersona: T.Integer(),
  cliente: T.String(),
  cliente_documento: T.String(),
  moneda: T.String(),
  tipo_pago_id: T.Integer(),
  total: T.String(),
  /** Sale total + debit notes − credit notes issued so far. */
  saldo: T.String(),
  saldo_credito: Nullable(T.String()),
  cpe_estado: Nullable(T.String()),
  /** Why a note cannot be issued now (null: it can). */
  impedimento: Nullable(T.String()),
  cuotas_pendientes: T.Array(T.Object({ monto: T.String(), fecha_vencimiento: T.String() })),
  lineas: T.Array(NoteSaleLine),
});

export const NOTE_SORT = ['fecha', 'numero', 'total'] as const;
const AllOr = (title: string) => T.Optional(Int(title, 0, MAX_INT));
/** GET /notacredito: pages from 1; idusuario and idsucursal 0 = all. */
export const NoteListQuery = ListQuery({
  ...Search,
  ...Sort(NOTE_SORT),
  ...DateRange,
  idusuario: AllOr('Usuario'),
  idsucursal: AllOr('Sucursal'),
  tipo: T.Optional(Enum(NOTE_TYPES, 'Tipo de nota')),
  idventa: IdFilter('Venta'),
  estado: T.Optional(Int('Estado', 0, 1)),
  cpe_estado: T.Optional(Enum(CPE_LISTED_STATES.values, 'Estado SUNAT')),
});

const NOTES = ['/credit_note'];
const ById = (title: string) => T.Object({ id: Id(title) });

export const creditNotes = {
  endpoints: endpoints('notas', {
    reasons: {
      method: 'GET',
      path: '/tdiscrepancias',
      summary: 'Tipos de nota: catálogo 09 (crédito) o, con tipo=08, catálogo 10 (débito)',
      menus: NOTES,
      querystring: ReasonQuery,
      response: Envelope(T.Array(ReasonRow)),
    },
    list: {
      method: 'GET',
      path: '/notacredito',
      summary:
        'Notas de crédito y débito paginadas (desde 1; idusuario e idsucursal 0 = todos): fechas, tipo, estado SUNAT; q busca por número, venta o cliente',
      menus: NOTES,
      querystring: NoteListQuery,
      response: Paged(NoteRow, ['total'] as const),
    },
    get: {
      method: 'GET',
      path: '/consultanota/:id',
      record: { owner: CREDIT_NOTE_OWNER, field: 'id' },
      summary: 'Nota con sus líneas, su venta, su CPE y sus correos',
      menus: NOTES,
      params: ById('Nota'),
      response: Envelope(NoteDetail),
    },
    sale: {
      method: 'GET',
      path: '/notaventa/:id',
      record: { owner: SALE_OWNER, field: 'id' },
      summary: 'Lo que queda de una venta para una nota: saldo, líneas por devolver y cuotas pendientes',
      menus: NOTES,
      params: ById('Venta'),
      response: Envelope(NoteSale),
    },
    create: {
      method: 'POST',
      path: '/rnotacredito',
      record: { owner: SALE_OWNER, field: 'idventa' },
      summary:
        'Registra una nota de crédito o débito en una transacción: número, líneas, stock devuelto, crédito o caja, y su CPE en cola',
      menus: NOTES,
      body: NoteBody,
      response: Envelope(NoteDetail),
    },
    generate: {
      method: 'POST',
      path: '/generanotacredito',
      record: { owner: CREDIT_NOTE_OWNER, field: 'idnota' },
      summary: 'Genera el XML de la nota si no lo tiene (idempotente)',
      menus: [...NOTES, '/manage_cpe'],
      body: NoteIdBody,
      response: Envelope(NoteDetail),
    },
    sign: {
      method: 'POST',
      path: '/firmanotacredito',
      record: { owner: CREDIT_NOTE_OWNER, field: 'idnota' },
      summary: 'Firma la nota si no está firmada (idempotente)',
      menus: [...NOTES, '/manage_cpe'],
      body: NoteIdBody,
      response: Envelope(NoteDetail),
    },
    send: {
      method: 'POST',
      path: '/envianotacredito',
      record: { owner: CREDIT_NOTE_OWNER, field: 'idnota' },
      summary: 'Envía la nota a SUNAT (en cola; reintenta si quedó en error; idempotente)',
      menus: [...NOTES, '/manage_cpe'],
      body: NoteIdBody,
      response: Envelope(NoteDetail),
    },
    mail: {
      method: 'POST',
      path: '/envianotacreditocorreo',
      record: { owner: CREDIT_NOTE_OWNER, field: 'idnota' },
      summary: 'Envía la nota por correo: PDF, XML y CDR si fue aceptada',
      menus: NOTES,
      body: NoteMailBody,
      response: Envelope(MailRow),
    },
    print: {
      method: 'GET',
      path: '/pdfnotacredito/:id',
      record: { owner: CREDIT_NOTE_OWNER, field: 'id' },
      summary: 'Nota de crédito o débito A4 (PDF, con QR y hash una vez firmada)',
      menus: NOTES,
      params: ById('Nota'),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type NoteLineBody = Static<typeof NoteLineBody>;
export type NoteBody = Static<typeof NoteBody>;
export type NoteMailBody = Static<typeof NoteMailBody>;
export type ReasonRow = Static<typeof ReasonRow>;
export type NoteRow = Static<typeof NoteRow>;
export type NoteLineRow = Static<typeof NoteLineRow>;
export type NoteDetail = Static<typeof NoteDetail>;
export type NoteSaleLine = Static<typeof NoteSaleLine>;
export type NoteSale = Static<typeof NoteSale>;
export type NoteListQuery = Static<typeof NoteListQuery>;
