import { XMLParser } from 'fast-xml-parser';
import { Decimal, ZERO } from '@trade/money';
import { arbolUblPropio } from './ubl-arbol.js';

/**
 * A signed or unsigned UBL document read back into plain values: what SUNAT's validators look at.
 * The business rules (rules/*.ts) read this view, so the pre-send check and the bundled simulator
 * judge the very XML that is sent, not the caller's input.
 */

export interface SubtotalUbl {
  /** Catálogo 05 scheme id: 1000 IGV, 1016 IVAP, 2000 ISC, 7152 ICBPER, 9995-9999. */
  tributo: string;
  base?: Decimal;
  monto: Decimal;
  porcentaje?: Decimal;
  /** TaxExemptionReasonCode (catálogo 07). */
  afectacion?: string;
  sistemaIsc?: string;
  bolsas?: Decimal;
  porBolsa?: Decimal;
}

export interface CargoUbl {
  esCargo: boolean;
  codigo: string;
  factor?: Decimal;
  monto: Decimal;
  base?: Decimal;
}

export interface LineaUbl {
  numero: string;
  cantidad: Decimal;
  valorVenta: Decimal;
  /** cac:Price/cbc:PriceAmount. */
  precio: Decimal;
  /** PricingReference: 01 price with taxes, 02 reference value. */
  precios: { tipo: string; monto: Decimal }[];
  cargos: CargoUbl[];
  impuestos?: Decimal;
  subtotales: SubtotalUbl[];
  /** cac:Item/cac:AdditionalItemProperty (catálogo 55). */
  propiedades: PropiedadUbl[];
}

export interface PropiedadUbl {
  codigo: string;
  valor?: string;
  inicio?: string;
  fin?: string;
  dias?: string;
  diasUnidad?: string;
}

export interface PuntoUbl {
  ubigeo?: string;
  direccion?: string;
  codigoLocal?: string;
  rucLocal?: string;
}

export interface ParteUbl {
  tipoDoc?: string;
  numDoc?: string;
  nombre?: string;
}

export interface GuiaUbl {
  motivo?: string;
  descripcionMotivo?: string;
  bultos?: string;
  proveedor?: ParteUbl;
  comprador?: ParteUbl;
  /** AdditionalDocumentReference: catálogo 61 type, number and the issuer's identity. */
  relacionados: { tipoDoc?: string; numero?: string; emisor?: string; emisorTipo?: string }[];
  modalidad?: string;
  indicadores: string[];
  transportista?: { tipoDoc?: string; numDoc?: string; nombre?: string };
  placa?: string;
  conductores: {
    tipoDoc?: string;
    numDoc?: string;
    cargo?: string;
    nombres?: string;
    apellidos?: string;
    licencia?: string;
  }[];
  partida: PuntoUbl;
  llegada: PuntoUbl;
  fechaTraslado?: string;
  /** Carrier's guide (31): the shipper (Despatch/DespatchParty), the MTC registration, the vehicle's TUC. */
  remitente?: ParteUbl;
  registroMtc?: string;
  tuc?: string;
  /** OriginatorCustomerParty: who pays the freight when a third party does. */
  pagador?: ParteUbl;
  peso?: string;
  unidadPeso?: string;
  lineas: { numero?: string; cantidad?: string; unidad?: string; descripcion?: string }[];
}

export interface UblDocumento {
  raiz: string;
  /** 01, 03, 07, 08, 09, RC, RA. */
  tipoDoc: string;
  id: string;
  fechaEmision: string;
  moneda: string;
  /** Catálogo 51 (InvoiceTypeCode/@listID). */
  tipoOperacion?: string;
  leyendas: { codigo?: string; texto: string }[];
  emisorRuc?: string;
  emisorTipoDoc?: string;
  emisorNombre?: string;
  cliente?: { tipoDoc?: string; numDoc?: string; nombre?: string };
  ordenCompra?: string;
  lineas: LineaUbl[];
  cargos: CargoUbl[];
  impuestos?: Decimal;
  subtotales: SubtotalUbl[];
  /** LegalMonetaryTotal / RequestedMonetaryTotal; `presentes` lists the elements written. */
  totales: {
    valorVenta: Decimal;
    precioVenta: Decimal;
    descuentos: Decimal;
    cargos: Decimal;
    anticipos: Decimal;
    redondeo: Decimal;
    pagar: Decimal;
    presentes: Set<string>;
  };
  pagos: { id?: string; medio?: string; monto?: Decimal; vencimiento?: string; porcentaje?: Decimal }[];
  mediosPago: { id?: string; codigo?: string; cuenta?: string }[];
  /** Notes: DiscrepancyResponse and the documents they modify (BillingReference). */
  motivoNota?: string;
  afectados: { id?: string; tipoDoc?: string }[];
  guia?: GuiaUbl;
}

const LISTS = new Set([
  'InvoiceLine',
  'CreditNoteLine',
  'DebitNoteLine',
  'DespatchLine',
  'TaxSubtotal',
  'AllowanceCharge',
  'TaxTotal',
  'Note',
  'AlternativeConditionPrice',
  'PaymentTerms',
  'PaymentMeans',
  'BillingReference',
  'SpecialInstructions',
  'DriverPerson',
  'SummaryDocumentsLine',
  'VoidedDocumentsLine',
  'AdditionalDocumentReference',
  'AdditionalItemProperty',
]);

const esLista = (name: string) => LISTS.has(name);

export const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
  isArray: esLista,
});

/** The tree of a document (fast-xml-parser), as ubl-arbol.ts also reads it. */
export const arbolUbl = (xml: string): Node => parser.parse(xml);

/**
 * leerUbl of a document our own builders wrote (SUNAT's rules before a save and before signing):
 * read by the fast reader of ubl-arbol.ts, by fast-xml-parser when it is not that narrow XML.
 */
export const leerUblPropio = (xml: string): UblDocumento =>
  desdeArbol(arbolUblPropio(xml, esLista) ?? parser.parse(xml));

type Node = any;

export const txt = (v: unknown): string | undefined =>
  v === undefined || v === null
    ? undefined
    : typeof v === 'object'
      ? txt((v as Record<string, unknown>)['#text'])
      : String(v).trim();

/** A number as written; an unreadable amount reads as zero (its format is not these rules' concern). */
export function num(v: unknown): Decimal {
  const t = txt(v);
  if (!t || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return ZERO;
  return new Decimal(t);
}

const optNum = (v: unknown): Decimal | undefined => (txt(v) === undefined ? undefined : num(v));

function cargosDe(list: Node[] | undefined): CargoUbl[] {
  return (list ?? []).map((a) => ({
    esCargo: txt(a.ChargeIndicator) === 'true',
    codigo: txt(a.AllowanceChargeReasonCode) ?? '',
    factor: optNum(a.MultiplierFactorNumeric),
    monto: num(a.Amount),
    base: optNum(a.BaseAmount),
  }));
}

function subtotalesDe(total: Node | undefined): SubtotalUbl[] {
  return ((total?.TaxSubtotal ?? []) as Node[]).map((s) => ({
    tributo: txt(s.TaxCategory?.TaxScheme?.ID) ?? '',
    base: optNum(s.TaxableAmount),
    monto: num(s.TaxAmount),
    porcentaje: optNum(s.TaxCategory?.Percent),
    afectacion: txt(s.TaxCategory?.TaxExemptionReasonCode),
    sistemaIsc: txt(s.TaxCategory?.TierRange),
    bolsas: optNum(s.BaseUnitMeasure),
    porBolsa: optNum(s.TaxCategory?.PerUnitAmount),
  }));
}

function linea(l: Node): LineaUbl {
  const qty = l.InvoicedQuantity ?? l.CreditedQuantity ?? l.DebitedQuantity;
  return {
    numero: txt(l.ID) ?? '',
    cantidad: num(qty),
    valorVenta: num(l.LineExtensionAmount),
    precio: num(l.Price?.PriceAmount),
    precios: ((l.PricingReference?.AlternativeConditionPrice ?? []) as Node[]).map((p) => ({
      tipo: txt(p.PriceTypeCode) ?? '',
      monto: num(p.PriceAmount),
    })),
    cargos: cargosDe(l.AllowanceCharge),
    impuestos: optNum(l.TaxTotal?.[0]?.TaxAmount),
    subtotales: subtotalesDe(l.TaxTotal?.[0]),
    propiedades: ((l.Item?.AdditionalItemProperty ?? []) as Node[]).map((p) => ({
      codigo: txt(p.NameCode) ?? '',
      valor: txt(p.Value),
      inicio: txt(p.UsabilityPeriod?.StartDate),
      fin: txt(p.UsabilityPeriod?.EndDate),
      dias: txt(p.UsabilityPeriod?.DurationMeasure),
      diasUnidad: p.UsabilityPeriod?.DurationMeasure?.['@unitCode'],
    })),
  };
}

function punto(a: Node | undefined): PuntoUbl {
  return {
    ubigeo: txt(a?.ID),
    direccion: txt(a?.AddressLine?.Line),
    codigoLocal: txt(a?.AddressTypeCode),
    rucLocal: a?.AddressTypeCode?.['@listID'],
  };
}

function parte(party: Node | undefined): ParteUbl | undefined {
  if (!party) return undefined;
  return {
    tipoDoc: party.PartyIdentification?.ID?.['@schemeID'],
    numDoc: txt(party.PartyIdentification?.ID),
    nombre: txt(party.PartyLegalEntity?.RegistrationName),
  };
}

function guia(root: Node): GuiaUbl {
  const shipment = root.Shipment ?? {};
  const stage = shipment.ShipmentStage ?? {};
  const carrier = stage.CarrierParty;
  return {
    motivo: txt(shipment.HandlingCode),
    descripcionMotivo: txt(shipment.HandlingInstructions),
    bultos: txt(shipment.TotalTransportHandlingUnitQuantity),
    proveedor: parte(root.SellerSupplierParty?.Party),
    comprador: parte(root.BuyerCustomerParty?.Party),
    relacionados: ((root.AdditionalDocumentReference ?? []) as Node[]).map((r) => ({
      tipoDoc: txt(r.DocumentTypeCode),
      numero: txt(r.ID),
      emisor: txt(r.IssuerParty?.PartyIdentification?.ID),
      emisorTipo: r.IssuerParty?.PartyIdentification?.ID?.['@schemeID'],
    })),
    modalidad: txt(stage.TransportModeCode),
    indicadores: ((shipment.SpecialInstructions ?? []) as Node[]).map((i) => txt(i) ?? ''),
    transportista: carrier
      ? {
          tipoDoc: carrier.PartyIdentification?.ID?.['@schemeID'],
          numDoc: txt(carrier.PartyIdentification?.ID),
          nombre: txt(carrier.PartyLegalEntity?.RegistrationName),
        }
      : undefined,
    placa: txt(shipment.TransportHandlingUnit?.TransportEquipment?.ID),
    conductores: ((stage.DriverPerson ?? []) as Node[]).map((d) => ({
      tipoDoc: d.ID?.['@schemeID'],
      numDoc: txt(d.ID),
      cargo: txt(d.JobTitle),
      nombres: txt(d.FirstName),
      apellidos: txt(d.FamilyName),
      licencia: txt(d.IdentityDocumentReference?.ID),
    })),
    partida: punto(shipment.Delivery?.Despatch?.DespatchAddress),
    llegada: punto(shipment.Delivery?.DeliveryAddress),
    fechaTraslado: txt(stage.TransitPeriod?.StartDate),
    remitente: parte(shipment.Delivery?.Despatch?.DespatchParty),
    registroMtc: txt(carrier?.PartyLegalEntity?.CompanyID),
    tuc: txt(shipment.TransportHandlingUnit?.TransportEquipment?.ApplicableTransportMeans?.RegistrationNationalityID),
    pagador: parte(root.OriginatorCustomerParty?.Party),
    peso: txt(shipment.GrossWeightMeasure),
    unidadPeso: shipment.GrossWeightMeasure?.['@unitCode'],
    lineas: ((root.DespatchLine ?? []) as Node[]).map((l) => ({
      numero: txt(l.ID),
      cantidad: txt(l.DeliveredQuantity),
      unidad: l.DeliveredQuantity?.['@unitCode'],
      descripcion: txt(l.Item?.Description),
    })),
  };
}

const TIPOS: Record<string, string> = {
  CreditNote: '07',
  DebitNote: '08',
  SummaryDocuments: 'RC',
  VoidedDocuments: 'RA',
};

/** Reads a UBL document (Invoice, CreditNote, DebitNote, DespatchAdvice; summaries give their identity only). */
export const leerUbl = (xml: string): UblDocumento => desdeArbol(parser.parse(xml));

function desdeArbol(parsed: Node): UblDocumento {
  const raiz = Object.keys(parsed).find((k) => k !== '?xml') ?? '';
  const root: Node = parsed[raiz] ?? {};
  const lmt = root.LegalMonetaryTotal ?? root.RequestedMonetaryTotal ?? {};
  const customer = root.AccountingCustomerParty?.Party ?? root.DeliveryCustomerParty?.Party;
  const supplier = root.AccountingSupplierParty?.Party ?? root.DespatchSupplierParty?.Party;
  const lines: Node[] = root.InvoiceLine ?? root.CreditNoteLine ?? root.DebitNoteLine ?? [];
  return {
    raiz,
    tipoDoc:
      raiz === 'Invoice'
        ? (txt(root.InvoiceTypeCode) ?? '')
        : raiz === 'DespatchAdvice'
          ? (txt(root.DespatchAdviceTypeCode) ?? '')
          : (TIPOS[raiz] ?? ''),
    id: txt(root.ID) ?? '',
    fechaEmision: txt(root.IssueDate) ?? '',
    moneda: txt(root.DocumentCurrencyCode) ?? '',
    tipoOperacion: root.InvoiceTypeCode?.['@listID'],
    leyendas: ((root.Note ?? []) as Node[]).map((n) => ({ codigo: n?.['@languageLocaleID'], texto: txt(n) ?? '' })),
    emisorRuc: txt(supplier?.PartyIdentification?.ID),
    emisorTipoDoc: supplier?.PartyIdentification?.ID?.['@schemeID'],
    emisorNombre: txt(supplier?.PartyLegalEntity?.RegistrationName),
    cliente: customer
      ? {
          tipoDoc: customer.PartyIdentification?.ID?.['@schemeID'],
          numDoc: txt(customer.PartyIdentification?.ID),
          nombre: txt(customer.PartyLegalEntity?.RegistrationName),
        }
      : undefined,
    ordenCompra: txt(root.OrderReference?.ID),
    lineas: lines.map(linea),
    cargos: cargosDe(root.AllowanceCharge),
    impuestos: optNum(root.TaxTotal?.[0]?.TaxAmount),
    subtotales: subtotalesDe(root.TaxTotal?.[0]),
    totales: {
      valorVenta: num(lmt.LineExtensionAmount),
      precioVenta: num(lmt.TaxInclusiveAmount),
      descuentos: num(lmt.AllowanceTotalAmount),
      cargos: num(lmt.ChargeTotalAmount),
      anticipos: num(lmt.PrepaidAmount),
      redondeo: num(lmt.PayableRoundingAmount),
      pagar: num(lmt.PayableAmount),
      presentes: new Set(Object.keys(lmt)),
    },
    pagos: ((root.PaymentTerms ?? []) as Node[]).map((p) => ({
      id: txt(p.ID),
      medio: txt(p.PaymentMeansID),
      monto: optNum(p.Amount),
      vencimiento: txt(p.PaymentDueDate),
      porcentaje: optNum(p.PaymentPercent),
    })),
    mediosPago: ((root.PaymentMeans ?? []) as Node[]).map((p) => ({
      id: txt(p.ID),
      codigo: txt(p.PaymentMeansCode),
      cuenta: txt(p.PayeeFinancialAccount?.ID),
    })),
    motivoNota: txt(root.DiscrepancyResponse?.ResponseCode),
    afectados: ((root.BillingReference ?? []) as Node[]).map((b) => ({
      id: txt(b.InvoiceDocumentReference?.ID),
      tipoDoc: txt(b.InvoiceDocumentReference?.DocumentTypeCode),
    })),
    guia: raiz === 'DespatchAdvice' ? guia(root) : undefined,
  };
}
