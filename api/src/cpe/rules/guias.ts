import { CATALOGO_06 } from './identidad.js';
import type { Regla } from './regla.js';
import type { GuiaUbl, PuntoUbl, UblDocumento } from './ubl.js';
import { reglasMotivos } from './guias-motivos.js';

/** Guía de remisión remitente (2022): parties (carrier, vehicle, drivers) and the departure and arrival addresses. */

export const INDICADOR_M1L = 'SUNAT_Envio_IndicadorTrasladoVehiculoM1L';

const g = (d: UblDocumento): GuiaUbl => d.guia!;
const m1l = (d: UblDocumento) => g(d).indicadores.includes(INDICADOR_M1L);
/** Public transport without the M1/L indicator needs a carrier; private transport without it needs vehicle and driver. */
const publicoSinM1L = (d: UblDocumento) => g(d).modalidad === '01' && !m1l(d);
const privadoSinM1L = (d: UblDocumento) => g(d).modalidad === '02' && !m1l(d);
const destinatario = (d: UblDocumento) => d.cliente ?? {};
const puntos = (d: UblDocumento): [string, PuntoUbl][] => [
  ['partida', g(d).partida],
  ['llegada', g(d).llegada],
];

export const reglasGuias: Regla[] = [
  {
    codigo: 2775,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Los puntos de partida y llegada tienen ubigeo',
    revisar: (d) =>
      puntos(d)
        .filter(([, p]) => !p.ubigeo)
        .map(([n]) => n),
  },
  {
    codigo: 2776,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'El ubigeo tiene 6 dígitos',
    revisar: (d) =>
      puntos(d)
        .filter(([, p]) => p.ubigeo && !/^\d{6}$/.test(p.ubigeo))
        .map(([n]) => n),
  },
  {
    codigo: 2577,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'El punto de partida tiene dirección',
    revisar: (d) => !g(d).partida.direccion && '',
  },
  {
    codigo: 2574,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'El punto de llegada tiene dirección',
    revisar: (d) => !g(d).llegada.direccion && '',
  },
  {
    codigo: 3365,
    familia: 'guias',
    tipos: ['09'],
    descripcion:
      'Motivo 04 (entre establecimientos de la empresa): el punto de partida indica su código de establecimiento',
    revisar: (d) => g(d).motivo === '04' && !g(d).partida.codigoLocal && '',
  },
  {
    codigo: 3369,
    familia: 'guias',
    tipos: ['09'],
    descripcion:
      'El punto de llegada indica su código de establecimiento en el motivo 04, en el 09 (exportación) y cuando indica el RUC del establecimiento',
    revisar: (d) =>
      (['04', '09'].includes(g(d).motivo ?? '') || Boolean(g(d).llegada.rucLocal)) && !g(d).llegada.codigoLocal && '',
  },
  {
    codigo: 3414,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivo 04: los establecimientos son del remitente (listID = RUC del remitente)',
    revisar: (d) =>
      g(d).motivo === '04'
        ? puntos(d)
            .filter(([, p]) => p.rucLocal && p.rucLocal !== d.emisorRuc)
            .map(([n]) => n)
        : [],
  },
  {
    codigo: 2558,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Transporte público: se indica el RUC del transportista (salvo vehículos M1 o L)',
    revisar: (d) => publicoSinM1L(d) && !g(d).transportista?.numDoc && '',
  },
  {
    codigo: 2563,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Transporte público: se indica la razón social del transportista (salvo vehículos M1 o L)',
    revisar: (d) => publicoSinM1L(d) && !g(d).transportista?.nombre && '',
  },
  {
    codigo: 2560,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'El transportista no es el remitente',
    revisar: (d) =>
      publicoSinM1L(d) && Boolean(g(d).transportista?.numDoc) && g(d).transportista!.numDoc === d.emisorRuc && '',
  },
  {
    codigo: 2566,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Transporte privado: se indica la placa del vehículo (salvo vehículos M1 o L)',
    revisar: (d) => privadoSinM1L(d) && !g(d).placa && '',
  },
  {
    codigo: 2567,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'La placa tiene de 6 a 8 letras o dígitos',
    revisar: (d) => Boolean(g(d).placa) && !/^(?!0+$)[0-9A-Z]{6,8}$/.test(g(d).placa!) && '',
  },
  {
    codigo: 3357,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Transporte privado: se indica el conductor principal (salvo vehículos M1 o L)',
    revisar: (d) => privadoSinM1L(d) && !g(d).conductores.some((c) => c.cargo === 'Principal') && '',
  },
  {
    codigo: 3343,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Transporte privado o en vehículo M1/L: el traslado no empieza antes de la fecha de emisión',
    revisar: (d) =>
      (g(d).modalidad === '02' || m1l(d)) && Boolean(g(d).fechaTraslado) && g(d).fechaTraslado! < d.fechaEmision && '',
  },
  {
    codigo: 4386,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Transporte público: la entrega al transportista no es anterior a la fecha de emisión',
    revisar: (d) => publicoSinM1L(d) && Boolean(g(d).fechaTraslado) && g(d).fechaTraslado! < d.fechaEmision && '',
  },
  // The recipient (cac:DeliveryCustomerParty).
  {
    codigo: 2759,
    familia: 'guias',
    tipos: ['09', '31'],
    descripcion: 'El destinatario tiene tipo de documento',
    revisar: (d) => !destinatario(d).tipoDoc && '',
  },
  {
    codigo: 2760,
    familia: 'guias',
    tipos: ['09', '31'],
    descripcion: 'El tipo de documento del destinatario es del catálogo 06',
    revisar: (d) => Boolean(destinatario(d).tipoDoc) && !CATALOGO_06.includes(destinatario(d).tipoDoc!) && '',
  },
  {
    codigo: 2757,
    familia: 'guias',
    tipos: ['09', '31'],
    descripcion: 'El destinatario tiene número de documento',
    revisar: (d) => !destinatario(d).numDoc && '',
  },
  {
    codigo: 2758,
    familia: 'guias',
    tipos: ['09', '31'],
    descripcion:
      'El número de documento del destinatario corresponde a su tipo (RUC 11 dígitos, DNI 8, otros hasta 15 sin espacios)',
    revisar(d) {
      const { tipoDoc, numDoc } = destinatario(d);
      if (!numDoc) return false;
      const formato = tipoDoc === '6' ? /^\d{11}$/ : tipoDoc === '1' ? /^\d{8}$/ : /^[^\s]{1,15}$/;
      return !formato.test(numDoc) && '';
    },
  },
  {
    codigo: 2761,
    familia: 'guias',
    tipos: ['09', '31'],
    descripcion: 'El destinatario tiene nombre o razón social',
    revisar: (d) => !destinatario(d).nombre?.trim() && '',
  },
  ...reglasMotivos,
];
