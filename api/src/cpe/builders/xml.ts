import { fixed, limited, type Decimal, type SubtotalImpuesto } from '@trade/money';
import { CATEGORIA_IMPUESTO } from '../catalogs.js';
import type { Cliente, Direccion, Emisor } from '../types.js';

/** Small helpers to write UBL as strings (fast, no DOM). Documents are written without indentation. */

export const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sac: 'urn:sunat:names:specification:ubl:peru:schema:xsd:SunatAggregateComponents-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Id of the ds:Signature and the cac:Signature reference to it. */
export const SIGNATURE_ID = 'SignTRADE';

/**
 * NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR (U+0085, U+2028, U+2029) are written as character
 * references: xml-crypto's parser (the simulator's verifier, like XML 1.1 readers) turns them raw into
 * line ends, so the digest it recomputes differed from the signed one (2335); a reference is kept as is.
 */
const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#xD;',
  '\u0085': '&#x85;',
  '\u2028': '&#x2028;',
  '\u2029': '&#x2029;',
};
const ATTR_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '"': '&quot;',
  '\t': '&#x9;',
  '\n': '&#xA;',
  '\r': '&#xD;',
  '\u0085': '&#x85;',
  '\u2028': '&#x2028;',
  '\u2029': '&#x2029;',
};

// Characters not allowed in XML 1.0 are dropped.
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function esc(value: string | number): string {
  return String(value)
    .replace(INVALID, '')
    .replace(/[&<>\r\u0085\u2028\u2029]/g, (c) => TEXT_ESCAPES[c]!);
}

export function escAttr(value: string | number): string {
  return String(value)
    .replace(INVALID, '')
    .replace(/[&<"\t\n\r\u0085\u2028\u2029]/g, (c) => ATTR_ESCAPES[c]!);
}

/** An element with text content; attributes are written in the given order. */
export function el(name: string, text: string | number, attrs?: Record<string, string | number | undefined>): string {
  let a = '';
  if (attrs) for (const k in attrs) if (attrs[k] !== undefined) a += ` ${k}="${escAttr(attrs[k]!)}"`;
  return `<${name}${a}>${esc(text)}</${name}>`;
}

/** Optional element: empty string when the value is missing. */
export const opt = (
  name: string,
  text: string | number | undefined | null,
  attrs?: Record<string, string | number | undefined>,
) => (text === undefined || text === null || text === '' ? '' : el(name, text, attrs));

export const wrap = (name: string, ...children: string[]) => `<${name}>${children.join('')}</${name}>`;

/** Money with 2 decimals and its currency. */
export const amount = (name: string, value: Decimal, currency: string) =>
  `<${name} currencyID="${escAttr(currency)}">${fixed(value, 2)}</${name}>`;

/** Unit prices and quantities: up to 10 decimals. */
export const amount10 = (name: string, value: Decimal, currency: string) =>
  `<${name} currencyID="${escAttr(currency)}">${limited(value, 10, 2)}</${name}>`;

export const ublExtensions = () =>
  '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>';

export function signatureReference(emisor: Emisor): string {
  return wrap(
    'cac:Signature',
    el('cbc:ID', SIGNATURE_ID),
    wrap(
      'cac:SignatoryParty',
      wrap('cac:PartyIdentification', el('cbc:ID', emisor.ruc)),
      wrap('cac:PartyName', el('cbc:Name', emisor.razonSocial)),
    ),
    wrap('cac:DigitalSignatureAttachment', wrap('cac:ExternalReference', el('cbc:URI', `#${SIGNATURE_ID}`))),
  );
}

const ID_ATTRS = (tipoDoc: string) => ({
  schemeID: tipoDoc,
  schemeName: 'Documento de Identidad',
  schemeAgencyName: 'PE:SUNAT',
  schemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06',
});

export function partyIdentification(tipoDoc: string, numDoc: string): string {
  return wrap('cac:PartyIdentification', el('cbc:ID', numDoc, ID_ATTRS(tipoDoc)));
}

export function address(name: string, d: Direccion, full: boolean): string {
  return wrap(
    name,
    opt('cbc:ID', d.ubigeo, { schemeAgencyName: 'PE:INEI', schemeName: 'Ubigeos' }),
    full
      ? el('cbc:AddressTypeCode', d.codigoLocal ?? '0000', {
          listAgencyName: 'PE:SUNAT',
          listName: 'Establecimientos anexos',
        })
      : '',
    opt('cbc:CitySubdivisionName', d.urbanizacion),
    opt('cbc:CityName', d.provincia),
    opt('cbc:CountrySubentity', d.departamento),
    opt('cbc:District', d.distrito),
    d.direccion ? wrap('cac:AddressLine', el('cbc:Line', d.direccion)) : '',
    wrap(
      'cac:Country',
      el('cbc:IdentificationCode', d.codigoPais ?? 'PE', {
        listID: 'ISO 3166-1',
        listAgencyName: 'United Nations Economic Commission for Europe',
        listName: 'Country',
      }),
    ),
  );
}

export function supplierParty(name: string, emisor: Emisor): string {
  const addr = emisor.direccion ?? { direccion: '', codigoLocal: '0000' };
  return wrap(
    name,
    wrap(
      'cac:Party',
      partyIdentification('6', emisor.ruc),
      emisor.nombreComercial ? wrap('cac:PartyName', el('cbc:Name', emisor.nombreComercial)) : '',
      wrap(
        'cac:PartyLegalEntity',
        el('cbc:RegistrationName', emisor.razonSocial),
        address('cac:RegistrationAddress', addr, true),
      ),
      emisor.email || emisor.telefono
        ? wrap('cac:Contact', opt('cbc:Telephone', emisor.telefono), opt('cbc:ElectronicMail', emisor.email))
        : '',
    ),
  );
}

export function customerParty(name: string, cliente: Cliente): string {
  return wrap(
    name,
    wrap(
      'cac:Party',
      partyIdentification(cliente.tipoDoc, cliente.numDoc),
      wrap(
        'cac:PartyLegalEntity',
        el('cbc:RegistrationName', cliente.razonSocial),
        cliente.direccion ? address('cac:RegistrationAddress', cliente.direccion, false) : '',
      ),
      cliente.email ? wrap('cac:Contact', el('cbc:ElectronicMail', cliente.email)) : '',
    ),
  );
}

const SCHEME_ATTRS = {
  schemeName: 'Codigo de tributos',
  schemeAgencyName: 'PE:SUNAT',
  schemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo05',
};

export function taxScheme(s: SubtotalImpuesto): string {
  return wrap(
    'cac:TaxScheme',
    el('cbc:ID', s.tributo.id, SCHEME_ATTRS),
    el('cbc:Name', s.tributo.nombre),
    el('cbc:TaxTypeCode', s.tributo.codigo),
  );
}

const CATEGORY_ATTRS = {
  schemeID: 'UN/ECE 5305',
  schemeName: 'Tax Category Identifier',
  schemeAgencyName: 'United Nations Economic Commission for Europe',
};

/** A document-level TaxSubtotal. */
export function docSubtotal(s: SubtotalImpuesto, currency: string): string {
  const icbper = s.tributo.id === '7152';
  return wrap(
    'cac:TaxSubtotal',
    icbper ? '' : amount('cbc:TaxableAmount', s.base, currency),
    amount('cbc:TaxAmount', s.monto, currency),
    wrap('cac:TaxCategory', el('cbc:ID', CATEGORIA_IMPUESTO[s.tributo.id] ?? 'S', CATEGORY_ATTRS), taxScheme(s)),
  );
}

/** A line-level TaxSubtotal (with percent, exemption reason, ISC tier, ICBPER per-unit amount). */
export function lineSubtotal(s: SubtotalImpuesto, currency: string, unidad: string): string {
  if (s.tributo.id === '7152') {
    return wrap(
      'cac:TaxSubtotal',
      amount('cbc:TaxAmount', s.monto, currency),
      el('cbc:BaseUnitMeasure', limited(s.cantidad!, 10, 0), { unitCode: unidad }),
      wrap(
        'cac:TaxCategory',
        el('cbc:ID', 'S', CATEGORY_ATTRS),
        amount('cbc:PerUnitAmount', s.montoUnitario!, currency),
        taxScheme(s),
      ),
    );
  }
  return wrap(
    'cac:TaxSubtotal',
    amount('cbc:TaxableAmount', s.base, currency),
    amount('cbc:TaxAmount', s.monto, currency),
    wrap(
      'cac:TaxCategory',
      el('cbc:ID', CATEGORIA_IMPUESTO[s.tributo.id] ?? 'S', CATEGORY_ATTRS),
      s.porcentaje ? el('cbc:Percent', fixed(s.porcentaje, 2)) : '',
      s.tipoAfectacion
        ? el('cbc:TaxExemptionReasonCode', s.tipoAfectacion, {
            listAgencyName: 'PE:SUNAT',
            listName: 'Afectacion del IGV',
            listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo07',
          })
        : '',
      s.sistemaIsc ? el('cbc:TierRange', s.sistemaIsc) : '',
      taxScheme(s),
    ),
  );
}

export function allowanceCharge(
  esCargo: boolean,
  codigo: string,
  factor: Decimal,
  monto: Decimal,
  base: Decimal,
  currency: string,
): string {
  return wrap(
    'cac:AllowanceCharge',
    el('cbc:ChargeIndicator', esCargo ? 'true' : 'false'),
    el('cbc:AllowanceChargeReasonCode', codigo, {
      listAgencyName: 'PE:SUNAT',
      listName: 'Cargo/descuento',
      listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo53',
    }),
    el('cbc:MultiplierFactorNumeric', limited(factor, 5, 2)),
    amount('cbc:Amount', monto, currency),
    amount('cbc:BaseAmount', base, currency),
  );
}
