import type { CargoDescuento, DecimalInput, LineaInput } from '@trade/money';

export type { CargoDescuento, DecimalInput, IscLinea, LineaInput } from '@trade/money';

/**
 * Plain document objects, in SUNAT's Spanish terms, that the builders turn into UBL.
 * Amounts are decimal strings ("118.00"); numbers are accepted and read by their decimal text.
 * Dates are "YYYY-MM-DD" (Lima), times "HH:mm:ss".
 */

export interface Direccion {
  /** Ubigeo INEI, 6 digits. */
  ubigeo?: string;
  departamento?: string;
  provincia?: string;
  distrito?: string;
  urbanizacion?: string;
  direccion: string;
  /** ISO 3166-1 alpha-2, default PE. */
  codigoPais?: string;
  /** Código de establecimiento anexo (SUNAT), default "0000". */
  codigoLocal?: string;
}

/** The issuing company (comes from the company settings). */
export interface Emisor {
  ruc: string;
  razonSocial: string;
  nombreComercial?: string;
  direccion?: Direccion;
  email?: string;
  telefono?: string;
}

/** Customer / recipient. tipoDoc is catálogo 06: 6 RUC, 1 DNI, 4 carné de extranjería, 7 pasaporte, 0 sin documento. */
export interface Cliente {
  tipoDoc: string;
  numDoc: string;
  razonSocial: string;
  direccion?: Direccion;
  email?: string;
}

export interface Cuota {
  monto: DecimalInput;
  /** YYYY-MM-DD */
  fechaPago: string;
}

export type FormaPago = { tipo: 'Contado' } | { tipo: 'Credito'; cuotas: Cuota[]; montoPendiente?: DecimalInput };

export interface Detraccion {
  /** Catálogo 54 (bien o servicio sujeto a detracción), e.g. "037". */
  codigoBienServicio: string;
  /** Cuenta del Banco de la Nación. */
  cuentaBanco: string;
  /** Percent, e.g. "12". */
  porcentaje: DecimalInput;
  /** Amount in PEN; defaults to total × porcentaje (rounded to whole soles as SUNAT expects for PEN). */
  monto?: DecimalInput;
  /** Catálogo 59, default 001 (depósito en cuenta). */
  medioPago?: string;
}

export interface Percepcion {
  /** Catálogo 53: 51 (2 %), 52 (1 %), 53 (0.5 %). */
  codigo: '51' | '52' | '53';
  porcentaje: DecimalInput;
  /** Base in PEN; defaults to the document total. */
  base?: DecimalInput;
}

export interface DocumentoRelacionado {
  /** Catálogo 12 / 61 code. */
  tipoDoc: string;
  numero: string;
}

interface ComprobanteBase {
  serie: string;
  numero: number;
  /** YYYY-MM-DD, Lima date. */
  fechaEmision: string;
  horaEmision?: string;
  /** ISO 4217, default PEN. */
  moneda?: string;
  cliente: Cliente;
  lineas: LineaInput[];
  /** Global discounts (02, 03) and charges (49, 50). */
  descuentos?: CargoDescuento[];
  cargos?: CargoDescuento[];
  /** Free text printed as an extra Note. */
  observacion?: string;
  guias?: DocumentoRelacionado[];
  documentosRelacionados?: DocumentoRelacionado[];
  ordenCompra?: string;
}

/**
 * A property of an item (catálogo 55): e.g. the lodging beneficiary of an export to a non-domiciled
 * guest (4000 … 4009). A value, or dates and a duration in days (cac:UsabilityPeriod).
 */
export interface PropiedadItem {
  codigo: string;
  nombre: string;
  valor?: string;
  /** YYYY-MM-DD: cbc:StartDate. */
  inicio?: string;
  /** YYYY-MM-DD: cbc:EndDate. */
  fin?: string;
  /** cbc:DurationMeasure in days (unitCode DAY). */
  dias?: number;
}

/** Factura (01) or boleta (03). */
export interface Comprobante extends ComprobanteBase {
  tipoDoc: '01' | '03';
  /** Catálogo 51, default 0101 venta interna (1001 with detracción, 2001 with percepción, 0200 exportación). */
  tipoOperacion?: string;
  fechaVencimiento?: string;
  formaPago?: FormaPago;
  detraccion?: Detraccion;
  percepcion?: Percepcion;
  /** The properties (catálogo 55) of each line, by its index in `lineas` (0202 / 0205 exports of lodging). */
  propiedadesLinea?: PropiedadItem[][];
}

/** Nota de crédito (07) or débito (08). */
export interface Nota extends ComprobanteBase {
  tipoDoc: '07' | '08';
  /** Catálogo 09 (crédito) or 10 (débito). */
  codigoMotivo: string;
  descripcionMotivo: string;
  /** The document it modifies. */
  documentoAfectado: { tipoDoc: '01' | '03'; serie: string; numero: number };
  /** Only for credit notes 13 and notes of facturas on credit. */
  formaPago?: FormaPago;
}

/** A line of a summary (resumen diario, RC). */
export interface LineaResumen {
  tipoDoc: '03' | '07' | '08';
  serie: string;
  numero: number;
  /** 1 adicionar, 2 modificar, 3 anular. */
  estado: '1' | '2' | '3';
  cliente: { tipoDoc: string; numDoc: string };
  /** For notes: the boleta it modifies. */
  documentoAfectado?: { tipoDoc: '03'; serie: string; numero: number };
  moneda?: string;
  total: DecimalInput;
  gravadas?: DecimalInput;
  exoneradas?: DecimalInput;
  inafectas?: DecimalInput;
  exportacion?: DecimalInput;
  gratuitas?: DecimalInput;
  otrosCargos?: DecimalInput;
  isc?: DecimalInput;
  igv?: DecimalInput;
  ivap?: DecimalInput;
  icbper?: DecimalInput;
  otrosTributos?: DecimalInput;
}

/** Resumen diario de boletas y sus notas (RC-YYYYMMDD-n). */
export interface Resumen {
  /** Day the summarised documents were issued. */
  fechaEmisionDocumentos: string;
  /** Day the summary is generated (its ID's date). */
  fechaGeneracion: string;
  correlativo: number;
  lineas: LineaResumen[];
}

/** Comunicación de baja (RA-YYYYMMDD-n) of facturas and their notes. */
export interface ComunicacionBaja {
  fechaEmisionDocumentos: string;
  fechaGeneracion: string;
  correlativo: number;
  lineas: { tipoDoc: string; serie: string; numero: number; motivo: string }[];
}

export interface Conductor {
  tipoDoc: string;
  numDoc: string;
  nombres: string;
  apellidos: string;
  licencia: string;
}

export type PuntoTraslado = Direccion & { ubigeo: string; rucLocal?: string };

/** Guía de remisión remitente (09), SUNAT 2022 format. */
export interface GuiaRemision {
  tipoDoc: '09';
  serie: string;
  numero: number;
  fechaEmision: string;
  horaEmision?: string;
  observacion?: string;
  destinatario: Cliente;
  /** SellerSupplierParty: who the goods come from (catálogo 20: 02 compra, 07 recojo de bienes transformados, 13 otros). */
  proveedor?: { tipoDoc: string; numDoc: string; razonSocial: string };
  /** BuyerCustomerParty: who bought them when someone else receives them (03 venta con entrega a terceros, 13 otros). */
  comprador?: { tipoDoc: string; numDoc: string; razonSocial: string };
  /** Catálogo 61; `emisorRuc` is the RUC of the document's issuer (SUNAT 3380: required for 01, 03, 04, 09, 12, 48). */
  documentosRelacionados?: { tipoDoc: string; tipoDescripcion: string; numero: string; emisorRuc?: string }[];
  envio: {
    /** Catálogo 20: 01 venta, 02 compra, 04 traslado entre establecimientos, 13 otros ... */
    motivoTraslado: string;
    descripcionMotivo?: string;
    /** Catálogo 18: 01 transporte público, 02 transporte privado. */
    modalidad: '01' | '02';
    fechaTraslado: string;
    pesoTotal: DecimalInput;
    unidadPeso?: string;
    numeroBultos?: number;
    /** SUNAT_Envio_Indicador... flags (e.g. SUNAT_Envio_IndicadorRetornoVehiculoVacio). */
    indicadores?: string[];
    /**
     * Goods carried in an M1 or L category vehicle (cars, motorcycles): SUNAT then asks for no carrier
     * (public transport) and no vehicle or driver (private transport). Writes SUNAT_Envio_IndicadorTrasladoVehiculoM1L.
     */
    vehiculoM1L?: boolean;
    transportista?: { tipoDoc: string; numDoc: string; razonSocial: string; registroMtc?: string };
    conductores?: Conductor[];
    vehiculo?: { placa: string; secundarios?: string[] };
    /**
     * Departure and arrival points. `codigoLocal` is the SUNAT establishment code (anexo, 4 digits) and
     * `rucLocal` the RUC that declared it (default the issuer's): required for motivo 04, transfers
     * between the company's own establishments; written as cbc:AddressTypeCode whenever given.
     */
    partida: PuntoTraslado;
    llegada: PuntoTraslado;
  };
  lineas: { codigo?: string; codigoSunat?: string; descripcion: string; unidad?: string; cantidad: DecimalInput }[];
}

/** A party of a carrier's guide: identity document (catálogo 06) and name. */
export interface ParteGuia {
  tipoDoc: string;
  numDoc: string;
  razonSocial: string;
}

/**
 * Guía de remisión transportista (31), SUNAT 2022 format: the carrier (the issuer) moves goods of a
 * shipper (remitente) to a consignee (destinatario) in its own vehicle with its own driver.
 */
export interface GuiaTransportista {
  tipoDoc: '31';
  /** A V series (V001): SUNAT 1001. */
  serie: string;
  numero: number;
  fechaEmision: string;
  horaEmision?: string;
  observacion?: string;
  /** The carrier's MTC registration (cac:CarrierParty/cbc:CompanyID): SUNAT observes its absence (4391). */
  registroMtc?: string;
  remitente: ParteGuia;
  destinatario: ParteGuia;
  /** The shipper's own electronic guides (09, e.g. T001-45) this transport covers; issued by the shipper (3381). */
  guiasRemitente?: string[];
  /** The RUC that issued them (a printed guide may not be the shipper's); the shipper's document by default. */
  guiasRemitenteRuc?: string;
  /** Who pays the freight (SUNAT_Envio_IndicadorPagadorFlete_*); a third party is named (OriginatorCustomerParty). */
  pagadorFlete: { tipo: 'Remitente' } | { tipo: 'Tercero'; parte: ParteGuia };
  envio: {
    fechaTraslado: string;
    pesoTotal: DecimalInput;
    unidadPeso?: 'KGM' | 'TNE';
    /** Plate (6-8 letters or digits) and, optionally, the vehicle's TUC / habilitación certificate (10-15). */
    vehiculo: { placa: string; tuc?: string };
    conductores: Conductor[];
    partida: PuntoTraslado;
    llegada: PuntoTraslado;
  };
  /** The goods; with shipper's guides they are described there and SUNAT wants only a note (line 0). */
  lineas: { codigo?: string; descripcion: string; unidad?: string; cantidad: DecimalInput }[];
}

export type DocumentoCpe = Comprobante | Nota | GuiaRemision | GuiaTransportista;
