import { CATALOGO_06 } from './identidad.js';
import type { Regla } from './regla.js';
import type { GuiaUbl, ParteUbl, UblDocumento } from './ubl.js';

/**
 * Guía de remisión transportista (31): SUNAT's rules for the carrier's guide (its validator's
 * ValidaExprRegGreTransportista-2.0.1), read as our own small functions. The recipient's rules
 * (2757-2761) are shared with the 09 (guias.ts). Its V series (SUNAT 1001, an exception code below 2000)
 * is the builder's check, before a number is taken.
 */

const g = (d: UblDocumento): GuiaUbl => d.guia!;
const regla = (codigo: number, descripcion: string, revisar: Regla['revisar']): Regla => ({
  codigo,
  familia: 'guias',
  tipos: ['31'],
  descripcion,
  revisar,
});

/** An electronic guide (its series starts with a letter) and any 09 (physical ones are numbered 0001-…). */
const guiasRelacionadas = (d: UblDocumento) => g(d).relacionados.filter((r) => r.tipoDoc === '09');
const conGuiaElectronica = (d: UblDocumento) => guiasRelacionadas(d).some((r) => /^[A-Z]/.test(r.numero ?? ''));
/** Related documents whose goods SUNAT takes from them (no goods lines required, 3435). */
const SUSTENTAN = ['01', '03', '04', '09', '12', '48', '50', '52', '82'];
const conBienesPropios = (d: UblDocumento) => !g(d).relacionados.some((r) => SUSTENTAN.includes(r.tipoDoc ?? ''));
const remitente = (d: UblDocumento): ParteUbl => g(d).remitente ?? {};
const principales = (d: UblDocumento) => g(d).conductores.filter((c) => c.cargo === 'Principal');
const conductores = (d: UblDocumento) =>
  g(d).conductores.filter((c) => ['Principal', 'Secundario'].includes(c.cargo ?? ''));
const cadaConductor = (d: UblDocumento, roto: (c: GuiaUbl['conductores'][number]) => boolean) =>
  conductores(d)
    .filter(roto)
    .map((c) => `conductor ${c.cargo?.toLowerCase()}`);
const cadaLinea = (d: UblDocumento, roto: (l: GuiaUbl['lineas'][number]) => boolean) =>
  g(d)
    .lineas.filter(roto)
    .map((l) => `línea ${l.numero ?? '?'}`);
/** Document number by type of catálogo 06: DNI 8 digits, RUC 11 starting 1 or 2, otherwise 1-15 without spaces. */
const numeroValido = (p: ParteUbl) =>
  p.tipoDoc === '1'
    ? /^\d{8}$/.test(p.numDoc!)
    : p.tipoDoc === '6'
      ? /^[12]\d{10}$/.test(p.numDoc!)
      : /^\S{1,15}$/.test(p.numDoc!);
const indicadores = (d: UblDocumento) => g(d).indicadores;
const PAGADORES = ['Remitente', 'Subcontratador', 'Tercero'].map((p) => `SUNAT_Envio_IndicadorPagadorFlete_${p}`);
const INDICADORES = [
  'SUNAT_Envio_IndicadorTransbordoProgramado',
  'SUNAT_Envio_IndicadorRetornoVehiculoEnvaseVacio',
  'SUNAT_Envio_IndicadorRetornoVehiculoVacio',
  'SUNAT_Envio_IndicadorTrasporteSubcontratado',
  'SUNAT_Envio_IndicadorTrasladoTotal',
  ...PAGADORES,
];
const pagaTercero = (d: UblDocumento) => indicadores(d).includes('SUNAT_Envio_IndicadorPagadorFlete_Tercero');

export const reglasGuiaTransportista: Regla[] = [
  // The guide and its issuer, the carrier.
  regla(2511, 'El transportista (emisor) se identifica con su RUC', (d) => d.emisorTipoDoc !== '6' && ''),
  regla(1037, 'El transportista tiene razón social', (d) => !d.emisorNombre?.trim() && ''),
  regla(4391, 'Se indica el registro MTC del transportista', (d) => !g(d).registroMtc && ''),
  regla(
    4392,
    'El registro MTC tiene de 1 a 20 letras mayúsculas o dígitos',
    (d) => Boolean(g(d).registroMtc) && !/^(?!0+$)[0-9A-Z]{1,20}$/.test(g(d).registroMtc!) && '',
  ),
  // The shipper (remitente).
  regla(3383, 'Se indica el número de documento del remitente', (d) => !remitente(d).numDoc && ''),
  regla(2541, 'Se indica el tipo de documento del remitente', (d) => !remitente(d).tipoDoc && ''),
  regla(
    2542,
    'El tipo de documento del remitente es del catálogo 06',
    (d) => Boolean(remitente(d).tipoDoc) && !CATALOGO_06.includes(remitente(d).tipoDoc!) && '',
  ),
  regla(
    2560,
    'El remitente no es el transportista',
    (d) => Boolean(remitente(d).numDoc) && remitente(d).numDoc === d.emisorRuc && '',
  ),
  regla(
    3384,
    'El número del remitente corresponde a su tipo (DNI 8 dígitos, RUC 11, otros hasta 15 sin espacios)',
    (d) => Boolean(remitente(d).numDoc) && !numeroValido(remitente(d)) && '',
  ),
  regla(3387, 'Se indica el nombre o razón social del remitente', (d) => !remitente(d).nombre?.trim() && ''),
  // Related documents: the shipper's guides.
  regla(
    3346,
    'Más de un documento relacionado solo si son guías remitente electrónicas',
    (d) => !conGuiaElectronica(d) && g(d).relacionados.length > 1 && '',
  ),
  regla(3340, 'Un documento relacionado no se repite', (d) => {
    const vistos = g(d).relacionados.map((r) => `${r.tipoDoc} ${r.numero}`);
    return vistos.filter((v, i) => vistos.indexOf(v) !== i);
  }),
  regla(3380, 'Una guía remitente relacionada indica el RUC de su emisor', (d) =>
    guiasRelacionadas(d)
      .filter((r) => !r.emisor)
      .map((r) => r.numero ?? ''),
  ),
  regla(3382, 'El emisor de la guía remitente relacionada se identifica con RUC', (d) =>
    guiasRelacionadas(d)
      .filter((r) => r.emisor && r.emisorTipo !== '6')
      .map((r) => r.numero ?? ''),
  ),
  regla(3381, 'Una guía remitente electrónica relacionada la emitió el remitente', (d) =>
    guiasRelacionadas(d)
      .filter((r) => r.emisor && /^[A-Z]/.test(r.numero ?? '') && r.emisor !== remitente(d).numDoc)
      .map((r) => r.numero ?? ''),
  ),
  regla(3441, 'El número de la guía remitente relacionada tiene su formato (T001-1, EG01-1 o 0001-1)', (d) =>
    guiasRelacionadas(d)
      .filter((r) => !/^([T][A-Z0-9]{3}|\d{1,4}|EG01|EG02)-(?!0+$)\d{1,8}$/.test(r.numero ?? ''))
      .map((r) => r.numero ?? ''),
  ),
  // The goods.
  regla(
    3435,
    'Sin documentos que los sustenten, se detallan los bienes (al menos una línea con cantidad)',
    (d) => conBienesPropios(d) && !g(d).lineas.some((l) => Number(l.cantidad) > 0) && '',
  ),
  regla(2580, 'Cada bien indica su cantidad', (d) => (conBienesPropios(d) ? cadaLinea(d, (l) => !l.cantidad) : [])),
  regla(2883, 'Cada bien indica su unidad de medida', (d) =>
    conBienesPropios(d) ? cadaLinea(d, (l) => Boolean(l.cantidad) && !l.unidad) : [],
  ),
  regla(2781, 'Cada bien tiene descripción', (d) => (conBienesPropios(d) ? cadaLinea(d, (l) => !l.descripcion) : [])),
  regla(2780, 'La cantidad es mayor que cero, hasta 12 enteros y 10 decimales', (d) =>
    cadaLinea(d, (l) => Boolean(l.cantidad) && !/^(?!0[0-9]*(\.0*)?$)[0-9]{1,12}(\.[0-9]{1,10})?$/.test(l.cantidad!)),
  ),
  regla(2752, 'El número de línea no se repite', (d) => {
    const numeros = g(d).lineas.map((l) => Number(l.numero));
    return cadaLinea(d, (l) => numeros.filter((n) => n === Number(l.numero)).length > 1);
  }),
  regla(3458, 'La línea 0 (anotación sobre los bienes) solo con guías remitente relacionadas', (d) =>
    guiasRelacionadas(d).length ? [] : cadaLinea(d, (l) => Number(l.numero) === 0),
  ),
  regla(
    4434,
    'Con guías remitente electrónicas no se detallan los bienes',
    (d) => conGuiaElectronica(d) && g(d).lineas.some((l) => Number(l.cantidad) > 0) && '',
  ),
  regla(
    4429,
    'Con guías remitente electrónicas se anota sobre los bienes (línea 0)',
    (d) => conGuiaElectronica(d) && !g(d).lineas.some((l) => Number(l.numero) === 0 && l.descripcion) && '',
  ),
  // Departure and arrival.
  regla(2775, 'El punto de partida tiene ubigeo; el de llegada también, salvo con guía remitente', (d) => [
    ...(!g(d).partida.ubigeo ? ['partida'] : []),
    ...(!g(d).llegada.ubigeo && !guiasRelacionadas(d).length ? ['llegada'] : []),
  ]),
  regla(2776, 'El ubigeo tiene 6 dígitos', (d) =>
    (
      [
        ['partida', g(d).partida],
        ['llegada', g(d).llegada],
      ] as const
    )
      .filter(([, p]) => p.ubigeo && !/^\d{6}$/.test(p.ubigeo))
      .map(([n]) => n),
  ),
  regla(
    2577,
    'El punto de partida tiene dirección (salvo con guía remitente electrónica)',
    (d) => !conGuiaElectronica(d) && !indicadores(d).includes(INDICADORES[0]!) && !g(d).partida.direccion && '',
  ),
  regla(
    2574,
    'El punto de llegada tiene dirección (salvo con guía remitente)',
    (d) => !guiasRelacionadas(d).length && !indicadores(d).includes(INDICADORES[0]!) && !g(d).llegada.direccion && '',
  ),
  // The vehicle.
  regla(2566, 'Se indica la placa del vehículo principal', (d) => !g(d).placa && ''),
  regla(
    2567,
    'La placa tiene de 6 a 8 letras mayúsculas o dígitos',
    (d) => Boolean(g(d).placa) && !/^(?!0+$)[0-9A-Z]{6,8}$/.test(g(d).placa!) && '',
  ),
  regla(4399, 'Se indica la TUC o el certificado de habilitación del vehículo', (d) => !g(d).tuc && ''),
  regla(
    3355,
    'La TUC o el certificado tiene de 10 a 15 letras mayúsculas o dígitos',
    (d) => Boolean(g(d).tuc) && !/^(?!0+$)[0-9A-Z]{10,15}$/.test(g(d).tuc!) && '',
  ),
  // The drivers.
  regla(3357, 'Se indica el conductor principal', (d) => !principales(d).length && ''),
  regla(3358, 'Hay un solo conductor principal', (d) => principales(d).length > 1 && ''),
  regla(2568, 'El conductor indica su número de documento', (d) => cadaConductor(d, (c) => !c.numDoc)),
  regla(2570, 'El conductor indica su tipo de documento', (d) =>
    cadaConductor(d, (c) => Boolean(c.numDoc) && !c.tipoDoc),
  ),
  regla(2571, 'El documento del conductor es del catálogo 06 y no un RUC', (d) =>
    cadaConductor(d, (c) => Boolean(c.tipoDoc) && (!CATALOGO_06.includes(c.tipoDoc!) || c.tipoDoc === '6')),
  ),
  regla(2569, 'El documento del conductor corresponde a su tipo (DNI 8 dígitos, otros hasta 15 sin espacios)', (d) =>
    cadaConductor(d, (c) => Boolean(c.tipoDoc && c.numDoc) && !numeroValido(c)),
  ),
  regla(3360, 'El conductor indica sus nombres', (d) => cadaConductor(d, (c) => !c.nombres)),
  regla(3361, 'El conductor indica sus apellidos', (d) => cadaConductor(d, (c) => !c.apellidos)),
  regla(2572, 'El conductor indica su licencia de conducir', (d) => cadaConductor(d, (c) => !c.licencia)),
  regla(2573, 'La licencia tiene de 9 a 10 letras mayúsculas o dígitos', (d) =>
    cadaConductor(d, (c) => Boolean(c.licencia) && !/^(?!0+$)[0-9A-Z]{9,10}$/.test(c.licencia!)),
  ),
  // The transfer.
  regla(3406, 'Se indica la fecha de inicio del traslado', (d) => !g(d).fechaTraslado && ''),
  regla(
    3343,
    'El traslado no empieza antes de la fecha de emisión',
    (d) => Boolean(g(d).fechaTraslado) && g(d).fechaTraslado! < d.fechaEmision && '',
  ),
  regla(2880, 'Se indica el peso bruto total', (d) => !g(d).peso && ''),
  regla(2881, 'Se indica la unidad del peso bruto', (d) => Boolean(g(d).peso) && !g(d).unidadPeso && ''),
  regla(
    2523,
    'El peso bruto tiene hasta 12 enteros y 3 decimales, en KGM o TNE',
    (d) =>
      Boolean(g(d).peso) &&
      (!/^\d{1,12}(\.\d{1,3})?$/.test(g(d).peso!) || !['KGM', 'TNE'].includes(g(d).unidadPeso ?? 'KGM')) &&
      '',
  ),
  // Indicators and who pays the freight.
  regla(3388, 'Los indicadores SUNAT_ son los de la guía transportista', (d) =>
    indicadores(d).filter((i) => i.startsWith('SUNAT_') && !INDICADORES.includes(i)),
  ),
  regla(3344, 'Un indicador no se repite', (d) => indicadores(d).filter((i, n) => indicadores(d).indexOf(i) !== n)),
  regla(
    4388,
    'Se indica quién paga el flete (remitente, subcontratador o tercero)',
    (d) => !indicadores(d).some((i) => PAGADORES.includes(i)) && '',
  ),
  regla(
    4401,
    'Si paga un tercero, se indica su tipo de documento',
    (d) => pagaTercero(d) && !g(d).pagador?.tipoDoc && '',
  ),
  regla(
    4402,
    'Si paga un tercero, se indica su número de documento',
    (d) => pagaTercero(d) && !g(d).pagador?.numDoc && '',
  ),
  regla(4370, 'Si paga un tercero, se indica su nombre', (d) => pagaTercero(d) && !g(d).pagador?.nombre && ''),
  regla(
    3399,
    'El documento de quien paga es del catálogo 06',
    (d) => Boolean(g(d).pagador?.tipoDoc) && !CATALOGO_06.includes(g(d).pagador!.tipoDoc!) && '',
  ),
  regla(
    3400,
    'El número de quien paga corresponde a su tipo',
    (d) => Boolean(g(d).pagador?.tipoDoc && g(d).pagador?.numDoc) && !numeroValido(g(d).pagador!) && '',
  ),
];
