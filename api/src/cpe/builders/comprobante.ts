import { amountInWords, dec, fixed, round, sum, type LineaCalculada, type Totales } from '@trade/money';
import type { Comprobante, Emisor, FormaPago, Nota, PropiedadItem } from '../types.js';
import { BusinessError } from '../../core/envelope.js';
import {
  NS,
  XML_DECLARATION,
  allowanceCharge,
  amount,
  amount10,
  customerParty,
  docSubtotal,
  el,
  lineSubtotal,
  opt,
  signatureReference,
  supplierParty,
  ublExtensions,
  wrap,
} from './xml.js';
import { calcular, checkCommon, documentName, type BuiltDocument } from './common.js';

/** UBL 2.1 Invoice (01 factura, 03 boleta), CreditNote (07) and DebitNote (08), SUNAT customization 2.0. */

const LEGEND_ATTRS = (code: string) => ({ languageLocaleID: code });

/** Catálogo 52 legends the engine writes. */
export const LEYENDAS = {
  '1002': 'TRANSFERENCIA GRATUITA DE UN BIEN Y/O SERVICIO PRESTADO GRATUITAMENTE',
  '2000': 'COMPROBANTE DE PERCEPCIÓN',
  '2006': 'Operación sujeta a detracción',
  '2007': 'Operación sujeta al IVAP',
} as const;

function enLetras(total: Totales['total'], currency: string): string {
  try {
    return amountInWords(total, currency);
  } catch {
    throw new BusinessError(`No se puede escribir en letras un importe en la moneda ${currency}`);
  }
}

function legends(
  totales: Totales,
  lineas: LineaCalculada[],
  currency: string,
  extra: { detraccion?: boolean; percepcion?: boolean },
): string {
  const notes = [el('cbc:Note', enLetras(totales.total, currency), LEGEND_ATTRS('1000'))];
  if (totales.valorVenta.isZero() && !totales.gratuitas.isZero())
    notes.push(el('cbc:Note', LEYENDAS['1002'], LEGEND_ATTRS('1002')));
  if (extra.percepcion) notes.push(el('cbc:Note', LEYENDAS['2000'], LEGEND_ATTRS('2000')));
  if (extra.detraccion) notes.push(el('cbc:Note', LEYENDAS['2006'], LEGEND_ATTRS('2006')));
  // SUNAT observes (4264) an IVAP sale without its legend.
  if (lineas.some((l) => l.tipoAfectacion === '17' && !l.baseIgv.isZero()))
    notes.push(el('cbc:Note', LEYENDAS['2007'], LEGEND_ATTRS('2007')));
  return notes.join('');
}

const cuotaId = (i: number) => `Cuota${String(i + 1).padStart(3, '0')}`;

/**
 * cac:PaymentTerms FormaPago: Contado, or Credito with its pending amount and Cuota001... The builder
 * writes what it is given; SUNAT's rules (3244-3267, see rules/pagos.ts) decide whether it is acceptable.
 */
function formaPago(fp: FormaPago | undefined, currency: string): string {
  if (!fp || fp.tipo === 'Contado')
    return wrap('cac:PaymentTerms', el('cbc:ID', 'FormaPago'), el('cbc:PaymentMeansID', 'Contado'));
  const cuotas = (fp.cuotas ?? []).map((c) => ({ monto: round(dec(c.monto)), fecha: c.fechaPago }));
  const pendiente = fp.montoPendiente !== undefined ? round(dec(fp.montoPendiente)) : sum(cuotas.map((c) => c.monto));
  return [
    wrap(
      'cac:PaymentTerms',
      el('cbc:ID', 'FormaPago'),
      el('cbc:PaymentMeansID', 'Credito'),
      amount('cbc:Amount', pendiente, currency),
    ),
    ...cuotas.map((c, i) =>
      wrap(
        'cac:PaymentTerms',
        el('cbc:ID', 'FormaPago'),
        el('cbc:PaymentMeansID', cuotaId(i)),
        amount('cbc:Amount', c.monto, currency),
        opt('cbc:PaymentDueDate', c.fecha),
      ),
    ),
  ].join('');
}

function taxTotal(totales: Totales, currency: string): string {
  return wrap(
    'cac:TaxTotal',
    amount('cbc:TaxAmount', totales.totalImpuestos, currency),
    ...totales.subtotales.map((s) => docSubtotal(s, currency)),
  );
}

function monetaryTotal(name: string, totales: Totales, currency: string, invoice: boolean): string {
  return wrap(
    name,
    amount('cbc:LineExtensionAmount', totales.valorVenta, currency),
    amount('cbc:TaxInclusiveAmount', totales.subtotal, currency),
    invoice || !totales.descuentos.isZero() ? amount('cbc:AllowanceTotalAmount', totales.descuentos, currency) : '',
    !totales.cargos.isZero() ? amount('cbc:ChargeTotalAmount', totales.cargos, currency) : '',
    invoice && !totales.anticipos.isZero() ? amount('cbc:PrepaidAmount', totales.anticipos, currency) : '',
    !totales.redondeo.isZero() ? amount('cbc:PayableRoundingAmount', totales.redondeo, currency) : '',
    amount('cbc:PayableAmount', totales.total, currency),
  );
}

/** cac:AdditionalItemProperty (catálogo 55): its name and code, then a value or a period (dates, days). */
function itemProperty(p: PropiedadItem): string {
  const period = p.inicio || p.fin || p.dias !== undefined;
  return wrap(
    'cac:AdditionalItemProperty',
    el('cbc:Name', p.nombre),
    el('cbc:NameCode', p.codigo, {
      listName: 'Propiedad del item',
      listAgencyName: 'PE:SUNAT',
      listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo55',
    }),
    p.valor !== undefined ? el('cbc:Value', p.valor) : '',
    period
      ? wrap(
          'cac:UsabilityPeriod',
          p.inicio ? el('cbc:StartDate', p.inicio) : '',
          p.fin ? el('cbc:EndDate', p.fin) : '',
          p.dias !== undefined ? el('cbc:DurationMeasure', p.dias, { unitCode: 'DAY' }) : '',
        )
      : '',
  );
}

function line(
  tag: string,
  qtyTag: string,
  n: number,
  l: LineaCalculada,
  currency: string,
  withAllowances: boolean,
  propiedades: PropiedadItem[] = [],
): string {
  const i = l.input;
  return wrap(
    tag,
    el('cbc:ID', n),
    el(qtyTag, l.cantidad.toFixed(), {
      unitCode: l.unidad,
      unitCodeListID: 'UN/ECE rec 20',
      unitCodeListAgencyName: 'United Nations Economic Commission for Europe',
    }),
    amount('cbc:LineExtensionAmount', l.valorVenta, currency),
    wrap(
      'cac:PricingReference',
      wrap(
        'cac:AlternativeConditionPrice',
        amount10('cbc:PriceAmount', l.precioReferencia, currency),
        el('cbc:PriceTypeCode', l.tipoPrecio, {
          listName: 'Tipo de Precio',
          listAgencyName: 'PE:SUNAT',
          listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo16',
        }),
      ),
    ),
    withAllowances
      ? [...l.cargos, ...l.descuentos]
          .map((c) => allowanceCharge(c.esCargo, c.codigo, c.factor, c.monto, c.base, currency))
          .join('')
      : '',
    wrap(
      'cac:TaxTotal',
      amount('cbc:TaxAmount', l.totalImpuestos, currency),
      ...l.subtotales.map((s) => lineSubtotal(s, currency, l.unidad)),
    ),
    wrap(
      'cac:Item',
      el('cbc:Description', i.descripcion),
      i.codigo ? wrap('cac:SellersItemIdentification', el('cbc:ID', i.codigo)) : '',
      i.codigoSunat
        ? wrap(
            'cac:CommodityClassification',
            el('cbc:ItemClassificationCode', i.codigoSunat, {
              listID: 'UNSPSC',
              listAgencyName: 'GS1 US',
              listName: 'Item Classification',
            }),
          )
        : '',
      ...propiedades.map(itemProperty),
    ),
    // A note's lines carry no discounts or charges and SUNAT reads its value as quantity × price (3271 /
    // 4288): the price of a note's line is its net value per unit, its discounts already in it.
    wrap(
      'cac:Price',
      amount10(
        'cbc:PriceAmount',
        withAllowances || l.gratuito ? l.valorUnitario : l.valorVenta.div(l.cantidad),
        currency,
      ),
    ),
  );
}

function relatedDocs(doc: Comprobante | Nota): { despatch: string; additional: string } {
  const despatch = (doc.guias ?? [])
    .map((g) =>
      wrap(
        'cac:DespatchDocumentReference',
        el('cbc:ID', g.numero),
        el('cbc:DocumentTypeCode', g.tipoDoc, {
          listAgencyName: 'PE:SUNAT',
          listName: 'Tipo de Documento',
          listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo01',
        }),
      ),
    )
    .join('');
  const additional = (doc.documentosRelacionados ?? [])
    .map((d) =>
      wrap(
        'cac:AdditionalDocumentReference',
        el('cbc:ID', d.numero),
        el('cbc:DocumentTypeCode', d.tipoDoc, {
          listAgencyName: 'PE:SUNAT',
          listName: 'Documento Relacionado',
          listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo12',
        }),
      ),
    )
    .join('');
  return { despatch, additional };
}

const ROOT_NS = (root: string) =>
  `xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ext="${NS.ext}"`;

/** Factura (01) or boleta (03). */
export function buildInvoice(emisor: Emisor, doc: Comprobante): BuiltDocument {
  checkCommon(emisor, doc);
  if (doc.tipoDoc === '01' && !/^F[A-Z0-9]{3}$/.test(doc.serie))
    throw new BusinessError('La serie de una factura debe empezar con F y tener 4 caracteres');
  if (doc.tipoDoc === '03' && !/^B[A-Z0-9]{3}$/.test(doc.serie))
    throw new BusinessError('La serie de una boleta debe empezar con B y tener 4 caracteres');
  const currency = doc.moneda ?? 'PEN';
  const { lineas, totales } = calcular(doc);
  // Items of export (40) make an export operation (0200, goods; the caller says 0201 for services).
  const exportacion = lineas.every((l) => l.tipoAfectacion === '40');
  const tipoOperacion =
    doc.tipoOperacion ?? (doc.detraccion ? '1001' : doc.percepcion ? '2001' : exportacion ? '0200' : '0101');
  const { despatch, additional } = relatedDocs(doc);

  let detraccion = '';
  if (doc.detraccion) {
    const d = doc.detraccion;
    const porcentaje = dec(d.porcentaje);
    const monto = d.monto !== undefined ? round(dec(d.monto)) : round(totales.total.times(porcentaje).div(100), 0);
    detraccion =
      wrap(
        'cac:PaymentMeans',
        el('cbc:ID', 'Detraccion'),
        el('cbc:PaymentMeansCode', d.medioPago ?? '001'),
        wrap('cac:PayeeFinancialAccount', el('cbc:ID', d.cuentaBanco)),
      ) +
      wrap(
        'cac:PaymentTerms',
        el('cbc:ID', 'Detraccion'),
        el('cbc:PaymentMeansID', d.codigoBienServicio),
        el('cbc:PaymentPercent', fixed(porcentaje, 2)),
        amount('cbc:Amount', monto, 'PEN'),
      );
  }
  let percepcionTerms = '';
  let percepcionCharge = '';
  if (doc.percepcion) {
    const p = doc.percepcion;
    const factor = dec(p.porcentaje).div(100);
    const base = p.base !== undefined ? round(dec(p.base)) : totales.total;
    const monto = round(base.times(factor));
    percepcionTerms = wrap(
      'cac:PaymentTerms',
      el('cbc:ID', 'Percepcion'),
      amount('cbc:Amount', totales.total.plus(monto), 'PEN'),
    );
    percepcionCharge = allowanceCharge(true, p.codigo, factor, monto, base, 'PEN');
  }
  const globals = [...totales.cargosGlobales, ...totales.descuentosGlobales]
    .map((c) => allowanceCharge(c.esCargo, c.codigo, c.factor, c.monto, c.base, currency))
    .join('');

  const xml =
    XML_DECLARATION +
    `<Invoice ${ROOT_NS('Invoice')}>` +
    ublExtensions() +
    el('cbc:UBLVersionID', '2.1') +
    el('cbc:CustomizationID', '2.0', { schemeAgencyName: 'PE:SUNAT' }) +
    el('cbc:ID', `${doc.serie}-${doc.numero}`) +
    el('cbc:IssueDate', doc.fechaEmision) +
    opt('cbc:IssueTime', doc.horaEmision) +
    opt('cbc:DueDate', doc.fechaVencimiento) +
    el('cbc:InvoiceTypeCode', doc.tipoDoc, {
      listID: tipoOperacion,
      listAgencyName: 'PE:SUNAT',
      listName: 'Tipo de Documento',
      listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo01',
      name: 'Tipo de Operacion',
      listSchemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo51',
    }) +
    legends(totales, lineas, currency, { detraccion: Boolean(doc.detraccion), percepcion: Boolean(doc.percepcion) }) +
    opt('cbc:Note', doc.observacion) +
    el('cbc:DocumentCurrencyCode', currency, {
      listID: 'ISO 4217 Alpha',
      listName: 'Currency',
      listAgencyName: 'United Nations Economic Commission for Europe',
    }) +
    el('cbc:LineCountNumeric', lineas.length) +
    (doc.ordenCompra ? wrap('cac:OrderReference', el('cbc:ID', doc.ordenCompra)) : '') +
    despatch +
    additional +
    signatureReference(emisor) +
    supplierParty('cac:AccountingSupplierParty', emisor) +
    customerParty('cac:AccountingCustomerParty', doc.cliente) +
    detraccion +
    percepcionTerms +
    // Boletas carry no FormaPago: SUNAT's validator reads any PaymentMeansID there as a detracción code (3128).
    (doc.tipoDoc === '01' ? formaPago(doc.formaPago, currency) : '') +
    globals +
    percepcionCharge +
    taxTotal(totales, currency) +
    monetaryTotal('cac:LegalMonetaryTotal', totales, currency, true) +
    lineas
      .map((l, i) =>
        line('cac:InvoiceLine', 'cbc:InvoicedQuantity', i + 1, l, currency, true, doc.propiedadesLinea?.[i]),
      )
      .join('') +
    '</Invoice>';

  return {
    xml,
    tipoDoc: doc.tipoDoc,
    serie: doc.serie,
    numero: doc.numero,
    nombre: documentName(emisor.ruc, doc.tipoDoc, doc.serie, doc.numero),
    fecha: doc.fechaEmision,
    moneda: currency,
    totales,
    lineas,
  };
}

/** Nota de crédito (07) or débito (08). */
export function buildNote(emisor: Emisor, doc: Nota): BuiltDocument {
  checkCommon(emisor, doc);
  const credit = doc.tipoDoc === '07';
  const ref = doc.documentoAfectado;
  if (!ref) throw new BusinessError('La nota necesita el comprobante que modifica');
  const prefix = ref.tipoDoc === '01' ? 'F' : 'B';
  if (!doc.serie.startsWith(prefix) || doc.serie.length !== 4)
    throw new BusinessError(
      `La serie de una nota de ${ref.tipoDoc === '01' ? 'factura' : 'boleta'} debe empezar con ${prefix} y tener 4 caracteres`,
    );
  const catalog = credit ? '09' : '10';
  const currency = doc.moneda ?? 'PEN';
  const { lineas, totales } = calcular(doc);
  const root = credit ? 'CreditNote' : 'DebitNote';
  const { despatch, additional } = relatedDocs(doc);
  const globals = [...totales.cargosGlobales, ...totales.descuentosGlobales]
    .map((c) => allowanceCharge(c.esCargo, c.codigo, c.factor, c.monto, c.base, currency))
    .join('');
  // Only credit notes carry FormaPago, and only Credito (3246): type 13 (a new pending amount or due dates) always.
  const paymentTerms =
    credit && (doc.formaPago?.tipo === 'Credito' || doc.codigoMotivo === '13')
      ? formaPago(doc.formaPago ?? { tipo: 'Credito', cuotas: [] }, currency)
      : '';

  const xml =
    XML_DECLARATION +
    `<${root} ${ROOT_NS(root)}>` +
    ublExtensions() +
    el('cbc:UBLVersionID', '2.1') +
    el('cbc:CustomizationID', '2.0', { schemeAgencyName: 'PE:SUNAT' }) +
    el('cbc:ID', `${doc.serie}-${doc.numero}`) +
    el('cbc:IssueDate', doc.fechaEmision) +
    opt('cbc:IssueTime', doc.horaEmision) +
    legends(totales, lineas, currency, {}) +
    opt('cbc:Note', doc.observacion) +
    el('cbc:DocumentCurrencyCode', currency, {
      listID: 'ISO 4217 Alpha',
      listName: 'Currency',
      listAgencyName: 'United Nations Economic Commission for Europe',
    }) +
    wrap(
      'cac:DiscrepancyResponse',
      el('cbc:ReferenceID', `${ref.serie}-${ref.numero}`),
      el('cbc:ResponseCode', doc.codigoMotivo, {
        listAgencyName: 'PE:SUNAT',
        listName: credit ? 'Tipo de nota de credito' : 'Tipo de nota de debito',
        listURI: `urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo${catalog}`,
      }),
      el('cbc:Description', doc.descripcionMotivo),
    ) +
    (doc.ordenCompra ? wrap('cac:OrderReference', el('cbc:ID', doc.ordenCompra)) : '') +
    wrap(
      'cac:BillingReference',
      wrap(
        'cac:InvoiceDocumentReference',
        el('cbc:ID', `${ref.serie}-${ref.numero}`),
        el('cbc:DocumentTypeCode', ref.tipoDoc, {
          listAgencyName: 'PE:SUNAT',
          listName: 'Tipo de Documento',
          listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo01',
        }),
      ),
    ) +
    despatch +
    additional +
    signatureReference(emisor) +
    supplierParty('cac:AccountingSupplierParty', emisor) +
    customerParty('cac:AccountingCustomerParty', doc.cliente) +
    paymentTerms +
    globals +
    taxTotal(totales, currency) +
    monetaryTotal(credit ? 'cac:LegalMonetaryTotal' : 'cac:RequestedMonetaryTotal', totales, currency, false) +
    lineas
      .map((l, i) =>
        line(
          credit ? 'cac:CreditNoteLine' : 'cac:DebitNoteLine',
          credit ? 'cbc:CreditedQuantity' : 'cbc:DebitedQuantity',
          i + 1,
          l,
          currency,
          false,
        ),
      )
      .join('') +
    `</${root}>`;

  return {
    xml,
    tipoDoc: doc.tipoDoc,
    serie: doc.serie,
    numero: doc.numero,
    nombre: documentName(emisor.ruc, doc.tipoDoc, doc.serie, doc.numero),
    fecha: doc.fechaEmision,
    moneda: currency,
    totales,
    lineas,
  };
}
