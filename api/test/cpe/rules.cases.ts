import { describe, expect, test } from '@jest/globals';
import { Decimal } from '@trade/money';
import { buildDocument, type DocumentoEntrada } from '../../src/cpe/pipeline.js';
import { REGLAS, incumplimientos, leerUbl, revisarReglas, type UblDocumento } from '../../src/cpe/rules/index.js';
import { describeSunatCode } from '../../src/cpe/codes.js';
import type { Comprobante, GuiaRemision, GuiaTransportista, Nota } from '../../src/cpe/types.js';
import { CLIENTE_RUC, EMISOR, boletaDe, facturaDe, notaCreditoDe, notaDebitoDe } from './helpers.js';

/**
 * Every SUNAT rule of rules/ against a document that passes it and one that breaks it. Documents are
 * built by the engine; the broken ones are the same documents with one value changed (as a buggy or
 * hand-made XML would have it) or built from an input the caller could send.
 */
export default function rulesCases() {
  const factura = (extra: Partial<Comprobante> = {}): Comprobante => ({ ...facturaDe(1, 3), ...extra });
  const guia = (envio: Partial<GuiaRemision['envio']> = {}): GuiaRemision => ({
    tipoDoc: '09',
    serie: 'T001',
    numero: 1,
    fechaEmision: '2024-05-10',
    destinatario: CLIENTE_RUC,
    envio: {
      motivoTraslado: '01',
      modalidad: '01',
      fechaTraslado: '2024-05-10',
      pesoTotal: '10',
      transportista: { tipoDoc: '6', numDoc: '20600000001', razonSocial: 'TRANSPORTES SAC' },
      partida: { ubigeo: '150122', direccion: 'Av. Larco 101' },
      llegada: { ubigeo: '150101', direccion: 'Jr. de la Unión 200' },
      ...envio,
    },
    lineas: [{ descripcion: 'Producto', cantidad: 1 }],
  });
  const privada = (envio: Partial<GuiaRemision['envio']> = {}) =>
    guia({
      modalidad: '02',
      transportista: undefined,
      vehiculo: { placa: 'ABC123' },
      conductores: [{ tipoDoc: '1', numDoc: '46027896', nombres: 'JUAN', apellidos: 'PEREZ', licencia: 'Q1' }],
      ...envio,
    });
  /** A move between the sender's own premises: the recipient is the sender. */
  const propia = (envio: Partial<GuiaRemision['envio']> = {}): GuiaRemision => ({
    ...guia(envio),
    destinatario: { tipoDoc: '6', numDoc: EMISOR.ruc, razonSocial: EMISOR.razonSocial },
  });
  /** A carrier's guide (31): the carrier (EMISOR) takes a shipper's goods to a consignee. */
  const REMITENTE = { tipoDoc: '6', numDoc: '20600000002', razonSocial: 'PROVEEDORA SAC' };
  const transportista = (
    envio: Partial<GuiaTransportista['envio']> = {},
    extra: Partial<GuiaTransportista> = {},
  ): GuiaTransportista => ({
    tipoDoc: '31',
    serie: 'V001',
    numero: 1,
    fechaEmision: '2024-05-10',
    registroMtc: '1234567890',
    remitente: REMITENTE,
    destinatario: CLIENTE_RUC,
    pagadorFlete: { tipo: 'Remitente' },
    envio: {
      fechaTraslado: '2024-05-10',
      pesoTotal: '12.5',
      vehiculo: { placa: 'ABC123', tuc: '15M22024281E' },
      conductores: [{ tipoDoc: '1', numDoc: '46027896', nombres: 'JUAN', apellidos: 'PEREZ', licencia: 'Q46027896' }],
      partida: { ubigeo: '150122', direccion: 'Av. Larco 101' },
      llegada: { ubigeo: '040101', direccion: 'Calle Mercaderes 300' },
      ...envio,
    },
    lineas: [{ descripcion: 'Caja de repuestos', cantidad: 2 }],
    ...extra,
  });
  const nota13 = (): Nota => ({
    ...notaCreditoDe(5, 1),
    codigoMotivo: '13',
    descripcionMotivo: 'Cuotas',
    lineas: [{ descripcion: 'Ajuste', cantidad: 1, valorUnitario: '0' }],
    formaPago: { tipo: 'Credito', montoPendiente: '100', cuotas: [{ monto: '100', fechaPago: '2024-06-11' }] },
  });
  /** An export of goods (0200) to a client abroad without RUC. */
  const exportacion = (extra: Partial<Comprobante> = {}): Comprobante =>
    factura({
      cliente: { tipoDoc: '0', numDoc: 'US1234567', razonSocial: 'ACME IMPORTS LLC' },
      lineas: [
        { descripcion: 'Café', cantidad: 10, valorUnitario: '25', tipoAfectacion: '40' },
        { descripcion: 'Cacao', cantidad: 5, valorUnitario: '12', tipoAfectacion: '40' },
      ],
      ...extra,
    });
  /** Lodging of a non-domiciled guest (0202): its line names the guest with the properties of catálogo 55. */
  const HUESPED = [
    { codigo: '4000', nombre: 'Código de país de emisión del pasaporte', valor: 'DE' },
    { codigo: '4001', nombre: 'Código de país de residencia del sujeto no domiciliado', valor: 'DE' },
    { codigo: '4002', nombre: 'Fecha de ingreso al país', inicio: '2024-06-01' },
    { codigo: '4003', nombre: 'Fecha de ingreso al establecimiento', inicio: '2024-06-02' },
    { codigo: '4004', nombre: 'Fecha de salida del establecimiento', fin: '2024-06-04' },
    { codigo: '4005', nombre: 'Número de días de permanencia', dias: 2 },
    { codigo: '4007', nombre: 'Nombres y apellidos del huésped', valor: 'Emma Schulz' },
    { codigo: '4008', nombre: 'Tipo de documento de identidad del huésped', valor: '7' },
    { codigo: '4009', nombre: 'Número de documento de identidad del huésped', valor: 'X9F41255' },
  ];
  const hospedaje = (): Comprobante =>
    factura({
      tipoOperacion: '0202',
      cliente: { tipoDoc: '7', numDoc: 'X9F41255', razonSocial: 'EMMA SCHULZ' },
      lineas: [
        { descripcion: 'Hospedaje 2 noches', unidad: 'ZZ', cantidad: 2, valorUnitario: '150', tipoAfectacion: '40' },
      ],
      propiedadesLinea: [HUESPED],
    });
  const sinPropiedad = (codigo: string) => (d: UblDocumento) => {
    d.lineas[0]!.propiedades = d.lineas[0]!.propiedades.filter((p) => p.codigo !== codigo);
  };
  /** A guide of another reason of catálogo 20, the recipient a third party unless given. */
  const motivo = (
    motivoTraslado: string,
    extra: Partial<GuiaRemision> = {},
    envio: Partial<GuiaRemision['envio']> = {},
  ) => ({
    ...guia({ motivoTraslado, ...envio }),
    ...extra,
  });
  const PROVEEDOR = { tipoDoc: '6', numDoc: '20600000002', razonSocial: 'PROVEEDORA SAC' };
  const COMPRADOR = { tipoDoc: '1', numDoc: '46027896', razonSocial: 'JUAN PEREZ' };
  const FACTURA_PROPIA = { tipoDoc: '01', tipoDescripcion: 'Factura', numero: 'F001-12', emisorRuc: EMISOR.ruc };
  const propiaDe = (m: string, extra: Partial<GuiaRemision> = {}) => ({ ...propia({ motivoTraslado: m }), ...extra });
  /** A document-level subtotal the lines do not carry (a note's total that does not follow from its lines). */
  const subtotalDeMas = (tributo: string) => (d: UblDocumento) => {
    const s = d.subtotales.find((x) => x.tributo === tributo);
    if (s) s.base = mas(s.base, 5);
    else d.subtotales.push({ tributo, base: new Decimal(5), monto: new Decimal(0) });
  };
  const deBoleta = (romper: (d: UblDocumento) => void) => (d: UblDocumento) => {
    d.afectados[0]!.tipoDoc = '03';
    romper(d);
  };
  const credito = (extra: Partial<Extract<Comprobante['formaPago'], { tipo: 'Credito' }>> = {}) =>
    factura({ formaPago: { tipo: 'Credito', cuotas: [{ monto: '50.00', fechaPago: '2024-06-10' }], ...extra } });

  /** The valid documents each case starts from: all of them pass every rule. */
  const BASES = {
    factura: () => factura(),
    boleta: () => boletaDe(1),
    notaCredito: () => notaCreditoDe(3, 1),
    notaDebito: () => notaDebitoDe(4, 1),
    ivap: () => factura({ lineas: [{ descripcion: 'Arroz', cantidad: 10, valorUnitario: '3', tipoAfectacion: '17' }] }),
    isc: () =>
      factura({
        lineas: [{ descripcion: 'Cerveza', cantidad: 2, valorUnitario: '5', isc: { sistema: '01', tasa: '10' } }],
      }),
    mixta: () =>
      factura({
        lineas: [
          { descripcion: 'b', cantidad: 1, valorUnitario: '10', tipoAfectacion: '30' },
          { descripcion: 'c', cantidad: 1, valorUnitario: '10', tipoAfectacion: '20' },
          { descripcion: 'd', cantidad: 1, valorUnitario: '10' },
        ],
      }),
    exportacion: () => exportacion(),
    hospedaje,
    notaBoleta: () => ({
      ...notaCreditoDe(6, 1),
      serie: 'B001',
      documentoAfectado: { tipoDoc: '03', serie: 'B001', numero: 1 },
    }),
    descuento: () =>
      factura({
        lineas: [
          {
            descripcion: 'a',
            cantidad: 2,
            valorUnitario: '100',
            descuentos: [{ codigo: '00', factor: '0.10' }],
            cargos: [{ codigo: '48', monto: '3' }],
          },
        ],
      }),
    credito: () => credito(),
    detraccion: () =>
      factura({
        lineas: [{ descripcion: 'Servicio', unidad: 'ZZ', cantidad: 1, valorUnitario: '1000' }],
        detraccion: { codigoBienServicio: '037', cuentaBanco: '00-000-123456', porcentaje: '12' },
      }),
    nota13,
    guia: () => guia(),
    guiaPrivada: () => privada(),
    guiaVenta: () => motivo('01', { documentosRelacionados: [FACTURA_PROPIA] }),
    guia02: () =>
      propiaDe('02', {
        proveedor: PROVEEDOR,
        documentosRelacionados: [{ ...FACTURA_PROPIA, emisorRuc: PROVEEDOR.numDoc }],
      }),
    guia03: () => motivo('03', { comprador: COMPRADOR, documentosRelacionados: [FACTURA_PROPIA] }),
    guia04: () =>
      propia({
        motivoTraslado: '04',
        partida: { ubigeo: '150122', direccion: 'Av. Larco 101', codigoLocal: '0000' },
        llegada: { ubigeo: '150101', direccion: 'Jr. de la Unión 200', codigoLocal: '0001' },
      }),
    transportista: () => transportista(),
    transportistaGuias: () => transportista({}, { guiasRemitente: ['T001-45', 'T001-46'] }),
    transportistaTercero: () => transportista({}, { pagadorFlete: { tipo: 'Tercero', parte: CLIENTE_RUC } }),
  } satisfies Record<string, () => DocumentoEntrada>;
  type Base = keyof typeof BASES;

  const leer = (doc: DocumentoEntrada) => leerUbl(buildDocument(EMISOR, doc).xml);
  const mas = (d: Decimal | undefined, n: number | string) => (d ?? new Decimal(0)).plus(n);
  const sub = (d: UblDocumento, tributo: string) => d.subtotales.find((s) => s.tributo === tributo)!;
  const lsub = (d: UblDocumento, tributo: string, linea = 0) =>
    d.lineas[linea]!.subtotales.find((s) => s.tributo === tributo)!;
  const forma = (d: UblDocumento) => d.pagos.filter((p) => p.id === 'FormaPago');

  /** [code, base document, what breaks it: a change to the read XML, or the input the caller sends]. */
  type Caso = [number, Base, (d: UblDocumento) => void] | [number, DocumentoEntrada];
  const CASOS: Caso[] = [
    // hospedaje a no domiciliados (0202, 0205): catálogo 55
    [3136, 'hospedaje', sinPropiedad('4009')],
    [3137, 'hospedaje', sinPropiedad('4008')],
    [3138, 'hospedaje', sinPropiedad('4000')],
    [3139, 'hospedaje', sinPropiedad('4007')],
    [3140, 'hospedaje', sinPropiedad('4001')],
    [3141, 'hospedaje', sinPropiedad('4002')],
    [3142, 'hospedaje', sinPropiedad('4003')],
    [3143, 'hospedaje', sinPropiedad('4004')],
    [3145, 'hospedaje', sinPropiedad('4005')],
    [4282, 'hospedaje', (d) => (d.lineas[0]!.propiedades.find((p) => p.codigo === '4003')!.inicio = '2024-06-09')],
    [4313, 'hospedaje', (d) => (d.lineas[0]!.propiedades.find((p) => p.codigo === '4005')!.diasUnidad = 'MON')],
    // totales
    [3278, 'factura', (d) => (d.totales.valorVenta = mas(d.totales.valorVenta, 5))],
    [4309, 'notaCredito', (d) => (d.totales.valorVenta = mas(d.totales.valorVenta, 5))],
    [3280, 'factura', (d) => (d.totales.pagar = mas(d.totales.pagar, 5))],
    [4312, 'notaBoleta', (d) => (d.totales.pagar = mas(d.totales.pagar, 5))],
    [3279, 'ivap', (d) => (d.totales.precioVenta = mas(d.totales.precioVenta, 5))],
    [3300, 'factura', (d) => (d.totales.descuentos = new Decimal(5))],
    [3301, 'descuento', (d) => (d.totales.cargos = new Decimal(9))],
    [3303, 'factura', (d) => (d.totales.redondeo = new Decimal(2))],
    [3196, 'factura', (d) => (d.impuestos = mas(d.impuestos, 5))],
    [3292, 'factura', (d) => (d.lineas[0]!.impuestos = mas(d.lineas[0]!.impuestos, 5))],
    [3271, 'factura', (d) => (d.lineas[0]!.valorVenta = mas(d.lineas[0]!.valorVenta, 5))],
    [3270, 'factura', (d) => (d.lineas[0]!.precios[0]!.monto = mas(d.lineas[0]!.precios[0]!.monto, 5))],
    [3272, 'factura', (d) => (lsub(d, '1000').base = mas(lsub(d, '1000').base, '0.01'))],
    [3039, 'factura', (d) => (sub(d, '1000').base = mas(sub(d, '1000').base, 5))],
    [3038, 'factura', (d) => (sub(d, '1000').monto = mas(sub(d, '1000').monto, 5))],
    [4290, 'factura', (d) => (sub(d, '1000').monto = mas(sub(d, '1000').monto, 5))],
    [3295, 'ivap', (d) => (sub(d, '1016').monto = mas(sub(d, '1016').monto, 5))],
    [3040, 'exportacion', (d) => (sub(d, '9995').base = mas(sub(d, '9995').base, 5))],
    // notes: each total follows from the note's lines, no global discounts (3277 ... / 4299 ... on a boleta's)
    [3277, 'notaCredito', subtotalDeMas('1000')],
    [4299, 'notaCredito', deBoleta(subtotalDeMas('1000'))],
    [3293, 'notaCredito', subtotalDeMas('1016')],
    [4300, 'notaCredito', deBoleta(subtotalDeMas('1016'))],
    [3273, 'notaCredito', subtotalDeMas('9995')],
    [4295, 'notaCredito', deBoleta(subtotalDeMas('9995'))],
    [3274, 'notaCredito', subtotalDeMas('9998')],
    [4296, 'notaCredito', deBoleta(subtotalDeMas('9998'))],
    [3275, 'notaCredito', subtotalDeMas('9997')],
    [4297, 'notaCredito', deBoleta(subtotalDeMas('9997'))],
    [3276, 'notaCredito', subtotalDeMas('9996')],
    [4298, 'notaCredito', deBoleta(subtotalDeMas('9996'))],
    [3271, 'notaCredito', (d) => (d.lineas[0]!.precio = mas(d.lineas[0]!.precio, 5))],
    [4288, 'notaBoleta', (d) => (d.lineas[0]!.precio = mas(d.lineas[0]!.precio, 5))],
    [3280, 'notaDebito', (d) => (d.totales.pagar = mas(d.totales.pagar, 5))],
    [3315, 'nota13', (d) => (d.totales.pagar = new Decimal(5))],
    [3041, 'mixta', (d) => (sub(d, '9998').base = mas(sub(d, '9998').base, 5))],
    [3042, 'mixta', (d) => (sub(d, '9997').base = mas(sub(d, '9997').base, 5))],
    [3057, 'boleta', (d) => (sub(d, '9996').base = mas(sub(d, '9996').base, 5))],
    [3112, 'boleta', (d) => (sub(d, '9996').monto = mas(sub(d, '9996').monto, 5))],
    [3048, 'isc', (d) => (sub(d, '2000').monto = mas(sub(d, '2000').monto, 5))],
    [3306, 'boleta', (d) => (sub(d, '7152').monto = mas(sub(d, '7152').monto, 5))],
    [3290, 'descuento', (d) => (d.lineas[0]!.cargos.find((c) => c.codigo === '00')!.monto = new Decimal(50))],
    [2062, 'notaDebito', (d) => (d.totales.pagar = new Decimal(-1))],
    // impuestos
    [3105, { ...factura(), lineas: [{ descripcion: 'Regalo', cantidad: 1, valorUnitario: '0' }] }],
    [2642, 'exportacion', (d) => (lsub(d, '9995').afectacion = '30')],
    [
      3100,
      {
        ...factura(),
        tipoOperacion: '0101',
        lineas: [{ descripcion: 'Café', cantidad: 1, valorUnitario: '10', tipoAfectacion: '40' }],
      },
    ],
    [3105, 'notaCredito', (d) => (d.lineas[0]!.subtotales = [])],
    [3103, 'factura', (d) => (lsub(d, '1000').monto = mas(lsub(d, '1000').monto, 5))],
    [3110, 'mixta', (d) => (lsub(d, '9997', 1).monto = new Decimal(1))],
    [3111, 'factura', (d) => (lsub(d, '1000').monto = new Decimal(0))],
    [
      2644,
      {
        ...factura(),
        lineas: [
          { descripcion: 'Arroz', cantidad: 1, valorUnitario: '10', tipoAfectacion: '17' },
          { descripcion: 'Otro', cantidad: 1, valorUnitario: '10' },
        ],
      },
    ],
    [3224, 'factura', (d) => (d.lineas[0]!.precios[0]!.tipo = '02')],
    [3234, 'boleta', (d) => (d.lineas[1]!.precios[0]!.tipo = '01')],
    [2640, 'boleta', (d) => (d.lineas[1]!.precio = new Decimal(1))],
    [2993, 'factura', (d) => (lsub(d, '1000').porcentaje = new Decimal(0))],
    [2992, 'factura', (d) => (lsub(d, '1000').porcentaje = undefined)],
    [3104, 'isc', (d) => (lsub(d, '2000').porcentaje = new Decimal(0))],
    [2373, 'isc', (d) => (lsub(d, '2000').sistemaIsc = undefined)],
    [3067, 'factura', (d) => d.lineas[0]!.subtotales.push({ ...lsub(d, '1000') })],
    [3236, 'boleta', (d) => (lsub(d, '7152', 1).bolsas = new Decimal(5))],
    [4318, 'boleta', (d) => (lsub(d, '7152', 1).monto = mas(lsub(d, '7152', 1).monto, 1))],
    // leyendas
    [4264, 'ivap', (d) => (d.leyendas = d.leyendas.filter((n) => n.codigo !== '2007'))],
    [4265, 'detraccion', (d) => (d.leyendas = d.leyendas.filter((n) => n.codigo !== '2006'))],
    [3014, 'factura', (d) => d.leyendas.push({ ...d.leyendas[0]! })],
    [3006, 'factura', (d) => (d.leyendas[0]!.texto = '')],
    // identidad
    [2014, 'factura', (d) => (d.cliente!.numDoc = undefined)],
    [2015, 'factura', (d) => (d.cliente!.tipoDoc = undefined)],
    [2800, { ...factura(), cliente: { tipoDoc: '1', numDoc: '46027896', razonSocial: 'JUAN PEREZ' } }],
    [2800, 'boleta', (d) => (d.cliente!.tipoDoc = 'Z')],
    [2017, 'factura', (d) => (d.cliente!.numDoc = '2010007097')],
    [2801, 'boleta', (d) => (d.cliente!.numDoc = '4602789')],
    [2802, 'boleta', (d) => Object.assign(d.cliente!, { tipoDoc: '7', numDoc: 'AB 1234' })],
    [
      2396,
      {
        ...boletaDe(2),
        cliente: { tipoDoc: '-', numDoc: '-', razonSocial: 'CLIENTES VARIOS' },
        lineas: [{ descripcion: 'Televisor', cantidad: 1, precioUnitario: '701' }],
      },
    ],
    [2021, 'factura', (d) => (d.cliente!.nombre = undefined)],
    [2022, 'factura', (d) => (d.cliente!.nombre = 'AB')],
    // pagos
    [3244, 'factura', (d) => (d.pagos = [])],
    [3246, 'factura', (d) => (forma(d)[0]!.medio = 'Efectivo')],
    [3246, 'nota13', (d) => (forma(d)[0]!.medio = 'Contado')],
    [3247, 'credito', (d) => d.pagos.push({ id: 'FormaPago', medio: 'Contado' })],
    [3248, 'credito', (d) => d.pagos.push({ ...forma(d)[1]! })],
    [3249, credito({ cuotas: [], montoPendiente: '50' })],
    [3251, 'credito', (d) => (forma(d)[0]!.monto = undefined)],
    [3252, 'credito', (d) => (d.pagos = d.pagos.filter((p) => p.medio !== 'Credito'))],
    [3254, 'credito', (d) => (forma(d)[1]!.monto = undefined)],
    [3256, 'credito', (d) => (forma(d)[1]!.vencimiento = undefined)],
    [3267, credito({ cuotas: [{ monto: '50', fechaPago: '2024-05-09' }] })],
    [3265, credito({ montoPendiente: '99999', cuotas: [{ monto: '99999', fechaPago: '2024-06-10' }] })],
    [3266, credito({ montoPendiente: '50', cuotas: [{ monto: '99999', fechaPago: '2024-06-10' }] })],
    [3319, credito({ montoPendiente: '60' })],
    [3128, 'boleta', (d) => d.pagos.push({ id: 'FormaPago', medio: 'Contado' })],
    [4233, factura({ ordenCompra: 'OC-2024-1' })],
    // detracción
    [3127, 'detraccion', (d) => (d.pagos.find((p) => p.id === 'Detraccion')!.medio = undefined)],
    [3034, 'detraccion', (d) => (d.mediosPago[0]!.cuenta = undefined)],
    [3035, 'detraccion', (d) => (d.pagos.find((p) => p.id === 'Detraccion')!.monto = undefined)],
    [3037, 'detraccion', (d) => (d.pagos.find((p) => p.id === 'Detraccion')!.monto = new Decimal(0))],
    [3062, 'detraccion', (d) => (d.pagos.find((p) => p.id === 'Detraccion')!.porcentaje = new Decimal(150))],
    [
      3128,
      {
        ...factura(),
        tipoOperacion: '0101',
        detraccion: { codigoBienServicio: '037', cuentaBanco: '00-000-123456', porcentaje: '12' },
      },
    ],
    // notas
    [2524, 'notaCredito', (d) => (d.afectados = [])],
    [2128, 'notaCredito', (d) => (d.motivoNota = undefined)],
    [2172, 'notaDebito', (d) => (d.motivoNota = '09')],
    [2116, 'notaCredito', (d) => (d.afectados[0]!.tipoDoc = '03')],
    [2399, 'notaCredito', (d) => (d.id = 'B001-3')],
    [2204, 'notaDebito', (d) => (d.afectados[0]!.tipoDoc = '09')],
    [2117, 'notaCredito', (d) => (d.afectados[0]!.id = 'F01-1')],
    [2205, 'notaDebito', (d) => (d.afectados[0]!.id = 'F001-123456789')],
    [3257, 'nota13', (d) => (d.pagos = [])],
    [3260, 'nota13', (d) => (d.afectados[0]!.tipoDoc = '03')],
    [3261, 'nota13', (d) => d.afectados.push({ id: 'F001-2', tipoDoc: '01' })],
    [
      3230,
      {
        ...notaCreditoDe(7, 1),
        lineas: [{ descripcion: 'Arroz', cantidad: 1, valorUnitario: '10', tipoAfectacion: '17' }],
      },
    ],
    [2644, 'notaCredito', (d) => (d.motivoNota = '12')],
    [2642, 'notaCredito', (d) => (d.motivoNota = '11')],
    [
      3221,
      'notaCredito',
      (d) => {
        d.motivoNota = '12';
        subtotalDeMas('9997')(d);
      },
    ],
    // guías
    [2775, 'guia', (d) => (d.guia!.partida.ubigeo = undefined)],
    [2776, 'guia', (d) => (d.guia!.llegada.ubigeo = '1501')],
    [2577, 'guia', (d) => (d.guia!.partida.direccion = undefined)],
    [2574, 'guia', (d) => (d.guia!.llegada.direccion = undefined)],
    [
      3365,
      propia({
        motivoTraslado: '04',
        llegada: { ubigeo: '150101', direccion: 'Jr. de la Unión 200', codigoLocal: '0001' },
      }),
    ],
    [
      3369,
      propia({ motivoTraslado: '04', partida: { ubigeo: '150122', direccion: 'Av. Larco 101', codigoLocal: '0000' } }),
    ],
    [
      3414,
      propia({
        motivoTraslado: '04',
        partida: { ubigeo: '150122', direccion: 'Av. Larco 101', codigoLocal: '0000', rucLocal: '20100070970' },
        llegada: { ubigeo: '150101', direccion: 'Jr. de la Unión 200', codigoLocal: '0001' },
      }),
    ],
    [2558, guia({ transportista: undefined })],
    [2563, 'guia', (d) => (d.guia!.transportista!.nombre = undefined)],
    [2560, guia({ transportista: { tipoDoc: '6', numDoc: EMISOR.ruc, razonSocial: 'NOSOTROS' } })],
    [2566, privada({ vehiculo: undefined })],
    [2567, privada({ vehiculo: { placa: 'AB-12' } })],
    [3357, privada({ conductores: [] })],
    [3343, privada({ fechaTraslado: '2024-05-09' })],
    [4386, guia({ fechaTraslado: '2024-05-09' })],
    [2759, 'guia', (d) => (d.cliente!.tipoDoc = undefined)],
    [2760, 'guia', (d) => (d.cliente!.tipoDoc = '9')],
    [2757, 'guia', (d) => (d.cliente!.numDoc = undefined)],
    [2758, 'guia', (d) => (d.cliente!.numDoc = '2060000000')],
    [2758, 'guia', (d) => Object.assign(d.cliente!, { tipoDoc: '1', numDoc: '4602789' })],
    [2761, 'guia', (d) => (d.cliente!.nombre = ' ')],
    [2554, 'guia04', (d) => Object.assign(d.cliente!, { numDoc: CLIENTE_RUC.numDoc })],
    [2554, motivo('02', { proveedor: PROVEEDOR })],
    [3417, motivo('06', { destinatario: COMPRADOR })],
    [4375, propiaDe('02')],
    [2552, 'guia02', (d) => (d.guia!.proveedor!.tipoDoc = undefined)],
    [3447, propiaDe('07', { proveedor: { ...PROVEEDOR, tipoDoc: '1', numDoc: '46027896' } })],
    [3448, propiaDe('02', { proveedor: { ...PROVEEDOR, numDoc: EMISOR.ruc } })],
    [3449, propiaDe('02', { proveedor: { ...PROVEEDOR, razonSocial: ' ' } })],
    [
      3442,
      propiaDe('02', {
        proveedor: PROVEEDOR,
        documentosRelacionados: [{ ...FACTURA_PROPIA, emisorRuc: '20600000003' }],
      }),
    ],
    [4054, motivo('01', { proveedor: PROVEEDOR })],
    [4378, motivo('03')],
    [3332, motivo('03', { comprador: { ...COMPRADOR, tipoDoc: '9' } })],
    [3334, motivo('03', { comprador: { tipoDoc: '6', numDoc: EMISOR.ruc, razonSocial: EMISOR.razonSocial } })],
    [3335, motivo('03', { comprador: CLIENTE_RUC })],
    [3339, motivo('03', { comprador: { ...COMPRADOR, razonSocial: ' ' } })],
    [4377, motivo('01', { comprador: COMPRADOR })],
    [3380, motivo('01', { documentosRelacionados: [{ ...FACTURA_PROPIA, emisorRuc: undefined }] })],
    [3381, motivo('01', { documentosRelacionados: [{ ...FACTURA_PROPIA, emisorRuc: '20600000003' }] })],
    [3441, motivo('01', { documentosRelacionados: [{ ...FACTURA_PROPIA, numero: 'F1-12' }] })],
    [3440, motivo('09', {}, { numeroBultos: 2 })],
    [
      3445,
      motivo('01', {
        documentosRelacionados: [{ tipoDoc: '50', tipoDescripcion: 'DAM', numero: '118-2024-10-123456' }],
      }),
    ],
    [
      3411,
      motivo(
        '01',
        {},
        { llegada: { ubigeo: '150101', direccion: 'Jr. de la Unión 200', codigoLocal: '0001', rucLocal: EMISOR.ruc } },
      ),
    ],
    [
      3419,
      motivo('09', {
        documentosRelacionados: [{ tipoDoc: '50', tipoDescripcion: 'DAM', numero: '118-2024-40-123456' }],
      }),
    ],
    [3457, motivo('13')],
    [2555, { ...guia(), destinatario: { tipoDoc: '6', numDoc: EMISOR.ruc, razonSocial: EMISOR.razonSocial } }],
    [3382, 'guiaVenta', (d) => (d.guia!.relacionados[0]!.emisorTipo = '1')],
    // guía de remisión transportista (31)
    [2511, 'transportista', (d) => (d.emisorTipoDoc = '1')],
    [1037, 'transportista', (d) => (d.emisorNombre = undefined)],
    [4391, transportista({}, { registroMtc: undefined })],
    [4392, transportista({}, { registroMtc: 'mtc-01' })],
    [3383, 'transportista', (d) => (d.guia!.remitente!.numDoc = undefined)],
    [2541, 'transportista', (d) => (d.guia!.remitente!.tipoDoc = undefined)],
    [2542, transportista({}, { remitente: { ...REMITENTE, tipoDoc: '9' } })],
    [2560, transportista({}, { remitente: { ...REMITENTE, numDoc: EMISOR.ruc } })],
    [3384, transportista({}, { remitente: { ...REMITENTE, tipoDoc: '1', numDoc: '4602789' } })],
    [3387, transportista({}, { remitente: { ...REMITENTE, razonSocial: ' ' } })],
    [3346, 'transportista', (d) => (d.guia!.relacionados = [{ tipoDoc: '01' }, { tipoDoc: '03' }])],
    [3340, transportista({}, { guiasRemitente: ['T001-45', 'T001-45'] })],
    [3380, 'transportistaGuias', (d) => (d.guia!.relacionados[0]!.emisor = undefined)],
    [3382, 'transportistaGuias', (d) => (d.guia!.relacionados[0]!.emisorTipo = '1')],
    [3381, 'transportistaGuias', (d) => (d.guia!.relacionados[1]!.emisor = '20600000003')],
    [3441, transportista({}, { guiasRemitente: ['T001-45', 'X1-2'] })],
    [3435, 'transportista', (d) => (d.guia!.lineas = [])],
    [2580, 'transportista', (d) => (d.guia!.lineas[0]!.cantidad = undefined)],
    [2883, 'transportista', (d) => (d.guia!.lineas[0]!.unidad = undefined)],
    [2781, 'transportista', (d) => (d.guia!.lineas[0]!.descripcion = undefined)],
    [2780, 'transportista', (d) => (d.guia!.lineas[0]!.cantidad = '0')],
    [2752, 'transportista', (d) => d.guia!.lineas.push({ ...d.guia!.lineas[0]! })],
    [3458, 'transportista', (d) => (d.guia!.lineas[0]!.numero = '0')],
    [4434, 'transportistaGuias', (d) => (d.guia!.lineas[0]!.cantidad = '2')],
    [4429, 'transportistaGuias', (d) => (d.guia!.lineas = [])],
    [2775, transportista({ partida: { ubigeo: '', direccion: 'Av. Larco 101' } })],
    [2775, 'transportista', (d) => (d.guia!.llegada.ubigeo = undefined)],
    [2776, transportista({ llegada: { ubigeo: '4010', direccion: 'Calle Mercaderes 300' } })],
    [2577, 'transportista', (d) => (d.guia!.partida.direccion = undefined)],
    [2574, 'transportista', (d) => (d.guia!.llegada.direccion = undefined)],
    [2566, 'transportista', (d) => (d.guia!.placa = undefined)],
    [2567, transportista({ vehiculo: { placa: 'AB-12' } })],
    [4399, transportista({ vehiculo: { placa: 'ABC123' } })],
    [3355, transportista({ vehiculo: { placa: 'ABC123', tuc: '12345' } })],
    [3357, transportista({ conductores: [] })],
    [3358, 'transportista', (d) => d.guia!.conductores.push({ ...d.guia!.conductores[0]! })],
    [2568, 'transportista', (d) => (d.guia!.conductores[0]!.numDoc = undefined)],
    [2570, 'transportista', (d) => (d.guia!.conductores[0]!.tipoDoc = undefined)],
    [2571, 'transportista', (d) => (d.guia!.conductores[0]!.tipoDoc = '6')],
    [2569, 'transportista', (d) => (d.guia!.conductores[0]!.numDoc = '460278')],
    [3360, 'transportista', (d) => (d.guia!.conductores[0]!.nombres = undefined)],
    [3361, 'transportista', (d) => (d.guia!.conductores[0]!.apellidos = undefined)],
    [2572, 'transportista', (d) => (d.guia!.conductores[0]!.licencia = undefined)],
    [2573, 'transportista', (d) => (d.guia!.conductores[0]!.licencia = 'Q1')],
    [3406, 'transportista', (d) => (d.guia!.fechaTraslado = undefined)],
    [3343, transportista({ fechaTraslado: '2024-05-09' })],
    [2880, 'transportista', (d) => (d.guia!.peso = undefined)],
    [2881, 'transportista', (d) => (d.guia!.unidadPeso = undefined)],
    [2523, 'transportista', (d) => (d.guia!.unidadPeso = 'LBR')],
    [3388, 'transportista', (d) => d.guia!.indicadores.push('SUNAT_Envio_IndicadorTrasladoVehiculoM1L')],
    [3344, 'transportista', (d) => d.guia!.indicadores.push(d.guia!.indicadores[0]!)],
    [4388, 'transportista', (d) => (d.guia!.indicadores = [])],
    [4401, 'transportistaTercero', (d) => (d.guia!.pagador!.tipoDoc = undefined)],
    [4402, 'transportistaTercero', (d) => (d.guia!.pagador!.numDoc = undefined)],
    [4370, 'transportistaTercero', (d) => (d.guia!.pagador!.nombre = undefined)],
    [3399, 'transportistaTercero', (d) => (d.guia!.pagador!.tipoDoc = '9')],
    [3400, 'transportistaTercero', (d) => (d.guia!.pagador!.numDoc = '2010007097')],
    [2758, 'transportista', (d) => (d.cliente!.numDoc = '2060000000')],
  ];

  function roto(caso: Caso): UblDocumento {
    if (caso.length === 2) return leer(caso[1]);
    const d = leer(BASES[caso[1]]());
    caso[2](d);
    return d;
  }
  const codigos = (d: UblDocumento) => {
    const r = revisarReglas(d);
    return [...r.rechazos, ...r.observaciones].map((h) => h.codigo);
  };

  describe('the valid documents pass every rule', () => {
    test.each(Object.keys(BASES) as Base[])('%s', (base) => {
      expect(revisarReglas(leer(BASES[base]()))).toEqual({ rechazos: [], observaciones: [] });
    });
  });

  describe("each rule refuses a document that breaks it, with SUNAT's code and text", () => {
    test.each(CASOS.map((c, i) => [`${c[0]} ${REGLAS.find((r) => r.codigo === c[0])?.descripcion ?? ''}`, i] as const))(
      '%s',
      (_name, i) => {
        const caso = CASOS[i]!;
        const d = roto(caso);
        expect(codigos(d)).toContain(caso[0]);
        const h = [...revisarReglas(d).rechazos, ...revisarReglas(d).observaciones].find((x) => x.codigo === caso[0])!;
        expect(h.mensaje.startsWith(`${String(caso[0]).padStart(4, '0')} - ${describeSunatCode(caso[0])}`)).toBe(true);
        expect(h.observacion).toBe(caso[0] >= 4000);
      },
    );
  });

  test('every rule has a breaking case of one of its document types, and a valid base of one of them', () => {
    const sinCaso = REGLAS.filter(
      (regla) =>
        !CASOS.some(
          (c) =>
            c[0] === regla.codigo &&
            regla.tipos.includes(roto(c).tipoDoc as never) &&
            incumplimientos(regla, roto(c)).length > 0,
        ),
    );
    expect(sinCaso.map((r) => `${r.codigo} ${r.tipos.join(',')}`)).toEqual([]);
    const tiposBase = new Set(Object.values(BASES).map((b) => b().tipoDoc));
    expect(REGLAS.filter((r) => !r.tipos.some((t) => tiposBase.has(t))).map((r) => r.codigo)).toEqual([]);
  });

  test("every code has SUNAT's Spanish text (CodeErrors.xml, or the supplement for codes newer than the file)", () => {
    expect(REGLAS.filter((r) => !describeSunatCode(r.codigo)).map((r) => r.codigo)).toEqual([]);
  });

  test('a line-level finding names its line', () => {
    const d = roto([3271, 'factura', (x) => (x.lineas[1]!.valorVenta = mas(x.lineas[1]!.valorVenta, 5))]);
    expect(revisarReglas(d).rechazos.find((h) => h.codigo === 3271)?.mensaje).toBe(
      '3271 - El valor de venta por ítem difiere de los importes consignados. (línea 2)',
    );
  });
}
