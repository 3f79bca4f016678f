import { dec, limited } from '@trade/money';
import { INDICADOR_M1L } from '../rules/guias.js';
import type { Conductor, Emisor, GuiaRemision, PuntoTraslado } from '../types.js';
import { BusinessError } from '../../core/envelope.js';
import { NS, XML_DECLARATION, el, opt, partyIdentification, signatureReference, ublExtensions, wrap } from './xml.js';
import { checkCommon, checkDate, documentName, type BuiltDocument } from './common.js';

/** Guía de remisión remitente (09) in SUNAT's 2022 format (UBL 2.1 DespatchAdvice, customization 2.0). */

export const CAT06 = {
  schemeName: 'Documento de Identidad',
  schemeAgencyName: 'PE:SUNAT',
  schemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06',
};

/** The opening of a DespatchAdvice up to its type code: the same for the sender's guide (09) and the carrier's (31). */
export function despatchAdviceHead(
  doc: { serie: string; numero: string | number; fechaEmision: string; horaEmision?: string | null },
  tipo: '09' | '31',
): string {
  return (
    XML_DECLARATION +
    `<DespatchAdvice xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ext="${NS.ext}">` +
    ublExtensions() +
    el('cbc:UBLVersionID', '2.1') +
    el('cbc:CustomizationID', '2.0') +
    el('cbc:ID', `${doc.serie}-${doc.numero}`) +
    el('cbc:IssueDate', doc.fechaEmision) +
    el('cbc:IssueTime', doc.horaEmision ?? '00:00:00') +
    el('cbc:DespatchAdviceTypeCode', tipo, {
      listAgencyName: 'PE:SUNAT',
      listName: 'Tipo de Documento',
      listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo01',
    })
  );
}

/**
 * A departure or arrival point. Its establishment code (anexo) goes in cbc:AddressTypeCode with the RUC
 * that declared it as listID: SUNAT requires it for motivo 04 (3365 / 3369).
 */
export function place(name: string, p: PuntoTraslado, emisorRuc: string): string {
  return wrap(
    name,
    el('cbc:ID', p.ubigeo, { schemeAgencyName: 'PE:INEI', schemeName: 'Ubigeos' }),
    p.codigoLocal
      ? el('cbc:AddressTypeCode', p.codigoLocal, {
          listID: p.rucLocal ?? emisorRuc,
          listAgencyName: 'PE:SUNAT',
          listName: 'Establecimientos anexos',
        })
      : '',
    wrap('cac:AddressLine', el('cbc:Line', p.direccion)),
  );
}

/** A party of the guide (recipient, buyer, supplier): its identity document and name. */
export function party(name: string, p: { tipoDoc: string; numDoc: string; razonSocial: string }): string {
  return wrap(
    name,
    wrap(
      'cac:Party',
      partyIdentification(p.tipoDoc, p.numDoc),
      wrap('cac:PartyLegalEntity', el('cbc:RegistrationName', p.razonSocial)),
    ),
  );
}

/** A driver: the first is the main one (Principal), the others Secundario; the licence as IdentityDocumentReference. */
export const driverPerson = (c: Conductor, i: number) =>
  wrap(
    'cac:DriverPerson',
    el('cbc:ID', c.numDoc, { schemeID: c.tipoDoc, ...CAT06 }),
    el('cbc:FirstName', c.nombres),
    el('cbc:FamilyName', c.apellidos),
    el('cbc:JobTitle', i === 0 ? 'Principal' : 'Secundario'),
    wrap('cac:IdentityDocumentReference', el('cbc:ID', c.licencia)),
  );

export function buildDespatch(emisor: Emisor, doc: GuiaRemision): BuiltDocument {
  checkCommon(emisor, { ...doc, cliente: doc.destinatario });
  if (!/^T[A-Z0-9]{3}$/.test(doc.serie))
    throw new BusinessError('La serie de una guía de remisión remitente electrónica debe empezar con T');
  const e = doc.envio;
  if (!e) throw new BusinessError('Faltan los datos del traslado');
  checkDate(e.fechaTraslado, 'La fecha de inicio del traslado');
  if (!doc.lineas?.length) throw new BusinessError('La guía debe tener al menos un bien');
  if (!e.partida || !e.llegada) throw new BusinessError('Faltan los puntos de partida y llegada');
  if (e.modalidad !== '01' && e.modalidad !== '02')
    throw new BusinessError('La modalidad de traslado debe ser 01 (transporte público) o 02 (transporte privado)');
  // Carrier, vehicle, driver, establishments and ubigeos are SUNAT's rules (rules/guias.ts), checked on the XML.
  // Whose establishment each point is, unless given (rucLocal): the sender's, but the supplier's at the
  // departure of a purchase (02, 07) and the recipient's at the arrival of a sale (SUNAT 3411 / 3414).
  const ruc = (p?: { tipoDoc: string; numDoc: string }) => (p?.tipoDoc === '6' ? p.numDoc : undefined);
  const rucPartida = (['02', '07'].includes(e.motivoTraslado) && ruc(doc.proveedor)) || emisor.ruc;
  const rucLlegada = (!['02', '04', '07', '18'].includes(e.motivoTraslado) && ruc(doc.destinatario)) || emisor.ruc;
  const indicadores = [...new Set([...(e.indicadores ?? []), ...(e.vehiculoM1L ? [INDICADOR_M1L] : [])])];

  const stage = wrap(
    'cac:ShipmentStage',
    el('cbc:TransportModeCode', e.modalidad, {
      listName: 'Modalidad de traslado',
      listAgencyName: 'PE:SUNAT',
      listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo18',
    }),
    wrap('cac:TransitPeriod', el('cbc:StartDate', e.fechaTraslado)),
    e.transportista
      ? wrap(
          'cac:CarrierParty',
          partyIdentification(e.transportista.tipoDoc, e.transportista.numDoc),
          wrap(
            'cac:PartyLegalEntity',
            el('cbc:RegistrationName', e.transportista.razonSocial),
            opt('cbc:CompanyID', e.transportista.registroMtc),
          ),
        )
      : '',
    ...(e.conductores ?? []).map(driverPerson),
  );
  const vehicle = e.vehiculo
    ? wrap(
        'cac:TransportHandlingUnit',
        wrap(
          'cac:TransportEquipment',
          el('cbc:ID', e.vehiculo.placa),
          ...(e.vehiculo.secundarios ?? []).map((p) => wrap('cac:AttachedTransportEquipment', el('cbc:ID', p))),
        ),
      )
    : '';

  const xml =
    despatchAdviceHead(doc, '09') +
    opt('cbc:Note', doc.observacion) +
    (doc.documentosRelacionados ?? [])
      .map((r) =>
        wrap(
          'cac:AdditionalDocumentReference',
          el('cbc:ID', r.numero),
          el('cbc:DocumentTypeCode', r.tipoDoc, {
            listAgencyName: 'PE:SUNAT',
            listName: 'Documento relacionado al transporte',
            listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo61',
          }),
          el('cbc:DocumentType', r.tipoDescripcion),
          r.emisorRuc ? wrap('cac:IssuerParty', partyIdentification('6', r.emisorRuc)) : '',
        ),
      )
      .join('') +
    signatureReference(emisor) +
    wrap(
      'cac:DespatchSupplierParty',
      wrap(
        'cac:Party',
        partyIdentification('6', emisor.ruc),
        wrap('cac:PartyLegalEntity', el('cbc:RegistrationName', emisor.razonSocial)),
      ),
    ) +
    party('cac:DeliveryCustomerParty', doc.destinatario) +
    (doc.comprador ? party('cac:BuyerCustomerParty', doc.comprador) : '') +
    (doc.proveedor ? party('cac:SellerSupplierParty', doc.proveedor) : '') +
    wrap(
      'cac:Shipment',
      el('cbc:ID', 'SUNAT_Envio'),
      el('cbc:HandlingCode', e.motivoTraslado, {
        listAgencyName: 'PE:SUNAT',
        listName: 'Motivo de traslado',
        listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo20',
      }),
      opt('cbc:HandlingInstructions', e.descripcionMotivo),
      el('cbc:GrossWeightMeasure', limited(dec(e.pesoTotal), 3, 3), { unitCode: e.unidadPeso ?? 'KGM' }),
      e.numeroBultos ? el('cbc:TotalTransportHandlingUnitQuantity', e.numeroBultos) : '',
      ...indicadores.map((i) => el('cbc:SpecialInstructions', i)),
      stage,
      wrap(
        'cac:Delivery',
        place('cac:DeliveryAddress', e.llegada, rucLlegada),
        wrap('cac:Despatch', place('cac:DespatchAddress', e.partida, rucPartida)),
      ),
      vehicle,
    ) +
    doc.lineas
      .map((l, i) =>
        wrap(
          'cac:DespatchLine',
          el('cbc:ID', i + 1),
          el('cbc:DeliveredQuantity', limited(dec(l.cantidad), 10, 0), { unitCode: l.unidad ?? 'NIU' }),
          wrap('cac:OrderLineReference', el('cbc:LineID', i + 1)),
          wrap(
            'cac:Item',
            el('cbc:Description', l.descripcion),
            l.codigo ? wrap('cac:SellersItemIdentification', el('cbc:ID', l.codigo)) : '',
            l.codigoSunat
              ? wrap(
                  'cac:CommodityClassification',
                  el('cbc:ItemClassificationCode', l.codigoSunat, {
                    listID: 'UNSPSC',
                    listAgencyName: 'GS1 US',
                    listName: 'Item Classification',
                  }),
                )
              : '',
          ),
        ),
      )
      .join('') +
    '</DespatchAdvice>';
  return {
    xml,
    tipoDoc: '09',
    serie: doc.serie,
    numero: doc.numero,
    nombre: documentName(emisor.ruc, '09', doc.serie, doc.numero),
    fecha: doc.fechaEmision,
  };
}
