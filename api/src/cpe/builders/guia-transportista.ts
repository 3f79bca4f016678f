import { dec, limited } from '@trade/money';
import { BusinessError } from '../../core/envelope.js';
import type { Emisor, GuiaTransportista } from '../types.js';
import { checkCommon, checkDate, documentName, type BuiltDocument } from './common.js';
import { despatchAdviceHead, driverPerson, party, place } from './guia.js';
import { el, opt, partyIdentification, signatureReference, wrap } from './xml.js';

/**
 * Guía de remisión transportista (31) in SUNAT's 2022 format (UBL 2.1 DespatchAdvice, customization 2.0):
 * the carrier is the issuer (DespatchSupplierParty), the shipper goes in Delivery/Despatch/DespatchParty,
 * no transport modality nor reason (those are the shipper's guide's), the carrier's MTC registration in
 * ShipmentStage/CarrierParty. What SUNAT checks is in rules/guias-transportista.ts.
 */

export const PAGADOR_FLETE = 'SUNAT_Envio_IndicadorPagadorFlete_';

/** The shipper's guides (09) this transport covers, issued by the shipper (SUNAT 3380 / 3381 / 3382). */
function guiaRemitente(numero: string, remitenteRuc: string): string {
  return wrap(
    'cac:AdditionalDocumentReference',
    el('cbc:ID', numero),
    el('cbc:DocumentTypeCode', '09', {
      listAgencyName: 'PE:SUNAT',
      listName: 'Documento relacionado al transporte',
      listURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo61',
    }),
    el('cbc:DocumentType', 'Guía de remisión remitente'),
    wrap('cac:IssuerParty', partyIdentification('6', remitenteRuc)),
  );
}

type Linea = { numero: number; codigo?: string; descripcion: string; unidad?: string; cantidad?: string };

function despatchLine(l: Linea): string {
  return wrap(
    'cac:DespatchLine',
    el('cbc:ID', l.numero),
    l.cantidad !== undefined ? el('cbc:DeliveredQuantity', l.cantidad, { unitCode: l.unidad ?? 'NIU' }) : '',
    wrap('cac:OrderLineReference', el('cbc:LineID', Math.max(l.numero, 1))),
    wrap(
      'cac:Item',
      el('cbc:Description', l.descripcion),
      l.codigo ? wrap('cac:SellersItemIdentification', el('cbc:ID', l.codigo)) : '',
    ),
  );
}

/**
 * The goods. With the shipper's electronic guides the goods are theirs to describe: SUNAT observes
 * goods lines (4434) and wants one note about them as line 0 (4429), which is what is written then.
 */
function lineas(doc: GuiaTransportista): Linea[] {
  if (doc.guiasRemitente?.length)
    return [
      {
        numero: 0,
        descripcion: doc.lineas
          .map((l) => `${l.cantidad} ${l.descripcion}`)
          .join('; ')
          .slice(0, 500),
      },
    ];
  return doc.lineas.map((l, i) => ({
    numero: i + 1,
    codigo: l.codigo,
    descripcion: l.descripcion,
    unidad: l.unidad,
    cantidad: limited(dec(l.cantidad), 10, 0),
  }));
}

export function buildCarrierDespatch(emisor: Emisor, doc: GuiaTransportista): BuiltDocument {
  checkCommon(emisor, doc);
  if (!/^V[A-Z0-9]{3}$/.test(doc.serie))
    throw new BusinessError(
      'La serie de una guía de remisión transportista electrónica debe empezar con V (SUNAT 1001)',
    );
  const e = doc.envio;
  if (!e || !doc.remitente || !doc.destinatario) throw new BusinessError('Faltan los datos del traslado');
  checkDate(e.fechaTraslado, 'La fecha de inicio del traslado');
  if (!doc.lineas?.length) throw new BusinessError('La guía debe tener al menos un bien');
  if (!e.partida || !e.llegada) throw new BusinessError('Faltan los puntos de partida y llegada');
  const pagador = doc.pagadorFlete ?? { tipo: 'Remitente' };

  const stage = wrap(
    'cac:ShipmentStage',
    wrap('cac:TransitPeriod', el('cbc:StartDate', e.fechaTraslado)),
    doc.registroMtc ? wrap('cac:CarrierParty', wrap('cac:PartyLegalEntity', el('cbc:CompanyID', doc.registroMtc))) : '',
    ...(e.conductores ?? []).map(driverPerson),
  );
  const vehicle = wrap(
    'cac:TransportHandlingUnit',
    wrap(
      'cac:TransportEquipment',
      el('cbc:ID', e.vehiculo?.placa ?? ''),
      e.vehiculo?.tuc ? wrap('cac:ApplicableTransportMeans', el('cbc:RegistrationNationalityID', e.vehiculo.tuc)) : '',
    ),
  );

  const xml =
    despatchAdviceHead(doc, '31') +
    opt('cbc:Note', doc.observacion) +
    (doc.guiasRemitente ?? []).map((n) => guiaRemitente(n, doc.guiasRemitenteRuc ?? doc.remitente.numDoc)).join('') +
    signatureReference(emisor) +
    party('cac:DespatchSupplierParty', { tipoDoc: '6', numDoc: emisor.ruc, razonSocial: emisor.razonSocial }) +
    party('cac:DeliveryCustomerParty', doc.destinatario) +
    (pagador.tipo === 'Tercero' ? party('cac:OriginatorCustomerParty', pagador.parte) : '') +
    wrap(
      'cac:Shipment',
      el('cbc:ID', 'SUNAT_Envio'),
      el('cbc:GrossWeightMeasure', limited(dec(e.pesoTotal), 3, 3), { unitCode: e.unidadPeso ?? 'KGM' }),
      el('cbc:SpecialInstructions', `${PAGADOR_FLETE}${pagador.tipo}`),
      stage,
      wrap(
        'cac:Delivery',
        place('cac:DeliveryAddress', e.llegada, emisor.ruc),
        wrap(
          'cac:Despatch',
          place('cac:DespatchAddress', e.partida, emisor.ruc),
          wrap(
            'cac:DespatchParty',
            partyIdentification(doc.remitente.tipoDoc, doc.remitente.numDoc),
            wrap('cac:PartyLegalEntity', el('cbc:RegistrationName', doc.remitente.razonSocial)),
          ),
        ),
      ),
      vehicle,
    ) +
    lineas(doc).map(despatchLine).join('') +
    '</DespatchAdvice>';
  return {
    xml,
    tipoDoc: '31',
    serie: doc.serie,
    numero: doc.numero,
    nombre: documentName(emisor.ruc, '31', doc.serie, doc.numero),
    fecha: doc.fechaEmision,
  };
}
