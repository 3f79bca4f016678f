import { Decimal, ZERO } from '@trade/money';
import type { UblDocumento } from './ubl.js';
import {
  COMPROBANTES,
  FACTURA_BOLETA,
  IGV_FAMILIA,
  NOTAS,
  cargosDoc,
  cargosLineas,
  centimos,
  cerca,
  conBase,
  lineasQue,
  refFactura,
  subtotal,
  suma,
  type Regla,
} from './regla.js';

/** Totals consistency: what SUNAT recomputes from the lines and compares with ±1 tolerance. */

const desc02 = (doc: UblDocumento) => cargosDoc(doc, false, ['02']);
const cargo49 = (doc: UblDocumento) => cargosDoc(doc, true, ['49']);

/** Σ values of the lines that are charged (an IGV-family subtotal with a taxable amount, free 9996 excluded) − 02 + 49. */
function valorVentaEsperado(doc: UblDocumento): Decimal {
  const cobradas = doc.lineas.filter((l) =>
    l.subtotales.some((s) => ['1000', '1016', '9995', '9997', '9998'].includes(s.tributo) && conBase(s)),
  );
  return suma(cobradas.map((l) => l.valorVenta))
    .minus(desc02(doc))
    .plus(cargo49(doc));
}
const valorVentaRoto = (doc: UblDocumento) => !cerca(doc.totales.valorVenta, valorVentaEsperado(doc));

/** TaxInclusive + charges − allowances − advances + rounding, rounded to cents. */
function pagarRoto(doc: UblDocumento): boolean {
  const t = doc.totales;
  if (!t.presentes.has('TaxInclusiveAmount')) return false;
  return !cerca(
    t.pagar,
    centimos(t.precioVenta.plus(t.cargos).minus(t.descuentos).minus(t.anticipos).plus(t.redondeo)),
  );
}

const taxSum = (subs: { tributo: string; monto: Decimal }[], ids: string[]) =>
  suma(subs.filter((s) => ids.includes(s.tributo)).map((s) => s.monto));
const IMPUESTOS = ['1000', '1016', '2000', '7152', '9999'];

/** Σ of a scheme's line subtotals (bases use the line value for IGV/IVAP, as SUNAT does). */
function lineas(doc: UblDocumento, tributo: string, campo: 'base' | 'monto'): Decimal {
  return suma(
    doc.lineas.flatMap((l) =>
      l.subtotales
        .filter((s) => s.tributo === tributo)
        .map((s) =>
          campo === 'monto' ? s.monto : ['1000', '1016'].includes(tributo) ? l.valorVenta : (s.base ?? ZERO),
        ),
    ),
  );
}

/** A document-level subtotal compared with the sum of its lines. */
function sumaPorTributo(tributo: string, campo: 'base' | 'monto') {
  return (doc: UblDocumento) => {
    const s = subtotal(doc.subtotales, tributo);
    if (!s) return false;
    return !cerca(campo === 'base' ? (s.base ?? ZERO) : s.monto, lineas(doc, tributo, campo));
  };
}

export const reglasTotales: Regla[] = [
  {
    codigo: 3278,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'LineExtensionAmount = valor de las líneas cobradas − descuentos globales 02 + cargos globales 49',
    revisar: (d) => valorVentaRoto(d) && '',
  },
  {
    codigo: 4309,
    familia: 'totales',
    tipos: NOTAS,
    descripcion: 'Notas: LineExtensionAmount = valor de las líneas − 02 + 49',
    revisar: (d) => valorVentaRoto(d) && '',
  },
  {
    codigo: 3280,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'PayableAmount = TaxInclusiveAmount + cargos − descuentos − anticipos + redondeo',
    revisar: (d) => pagarRoto(d) && '',
  },
  ...porReferencia(
    [3280, 4312],
    'Notas: PayableAmount = TaxInclusiveAmount + cargos − descuentos + redondeo',
    (d) => pagarRoto(d) && '',
  ),
  {
    codigo: 3279,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'Venta IVAP: TaxInclusiveAmount = valor de venta + ICBPER + otros + 4 % de la base IVAP (− 02 + 49)',
    revisar(d) {
      const baseIvap = lineas(d, '1016', 'base');
      if (!d.totales.presentes.has('TaxInclusiveAmount') || !baseIvap.gt(0)) return false;
      const esperado = d.totales.valorVenta
        .plus(taxSum(d.subtotales, ['7152', '9999']))
        .plus(baseIvap.minus(desc02(d)).plus(cargo49(d)).times('0.04'));
      return !cerca(d.totales.precioVenta, esperado) && '';
    },
  },
  {
    codigo: 3300,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'AllowanceTotalAmount = descuentos globales 03 + descuentos por ítem 01',
    revisar: (d) =>
      !cerca(d.totales.descuentos, cargosDoc(d, false, ['03', '63']).plus(cargosLineas(d, false, ['01']))) && '',
  },
  {
    codigo: 3301,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'ChargeTotalAmount = cargos globales 45, 46, 50 + cargos por ítem 48',
    revisar: (d) =>
      !cerca(d.totales.cargos, cargosDoc(d, true, ['45', '46', '50']).plus(cargosLineas(d, true, ['48']))) && '',
  },
  {
    codigo: 3303,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'El redondeo del importe total está entre −1 y 1',
    revisar: (d) => d.totales.redondeo.abs().gt(1) && '',
  },
  {
    codigo: 3196,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'TaxTotal/TaxAmount = suma de los tributos del documento',
    revisar: (d) => d.impuestos !== undefined && !cerca(d.impuestos, taxSum(d.subtotales, IMPUESTOS)) && '',
  },
  {
    codigo: 3292,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'TaxAmount de cada línea = suma de sus tributos',
    revisar: (d) =>
      lineasQue(
        d,
        (l) =>
          l.impuestos !== undefined &&
          l.subtotales.some((s) => IMPUESTOS.includes(s.tributo)) &&
          !cerca(l.impuestos, taxSum(l.subtotales, IMPUESTOS)),
      ),
  },
  {
    codigo: 3271,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion:
      'Valor de venta de la línea = cantidad × valor unitario (o referencial si es gratuita) − descuentos 00 + cargos 47',
    revisar: (d) =>
      lineasQue(d, (l) => {
        const gratuita = l.subtotales.some((s) => s.tributo === '9996' && conBase(s));
        const unitario = gratuita ? (l.precios.find((p) => p.tipo === '02')?.monto ?? ZERO) : l.precio;
        const of = (esCargo: boolean, codigo: string) =>
          suma(l.cargos.filter((c) => c.esCargo === esCargo && c.codigo === codigo).map((c) => c.monto));
        return !cerca(l.valorVenta, centimos(unitario.times(l.cantidad).minus(of(false, '00')).plus(of(true, '47'))));
      }),
  },
  ...porReferencia(
    [3271, 4288],
    'Notas: valor de venta de la línea = cantidad × valor unitario (o referencial si es gratuita), sin descuentos ni cargos',
    (d) =>
      lineasQue(d, (l) => {
        const gratuita = l.subtotales.some((s) => s.tributo === '9996' && conBase(s));
        const unitario = gratuita ? (l.precios.find((p) => p.tipo === '02')?.monto ?? ZERO) : l.precio;
        return !cerca(l.valorVenta, centimos(unitario.times(l.cantidad)));
      }),
  ),
  {
    codigo: 3270,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'Precio unitario (01) = (valor de venta + tributos − descuentos 01 + cargos 48) ÷ cantidad',
    revisar: (d) =>
      lineasQue(d, (l) => {
        if (l.subtotales.some((s) => s.tributo === '9996' && conBase(s)) || l.cantidad.isZero()) return false;
        const precio = l.precios.find((p) => p.tipo === '01')?.monto ?? ZERO;
        const of = (esCargo: boolean, codigo: string) =>
          suma(l.cargos.filter((c) => c.esCargo === esCargo && c.codigo === codigo).map((c) => c.monto));
        const calculado = l.valorVenta
          .plus(l.impuestos ?? ZERO)
          .minus(of(false, '01'))
          .plus(of(true, '48'))
          .div(l.cantidad)
          .toDecimalPlaces(5, Decimal.ROUND_HALF_UP);
        return !cerca(precio, calculado);
      }),
  },
  {
    codigo: 3272,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'Base imponible de la línea = valor de venta + ISC (exacta sin ISC)',
    revisar: (d) =>
      lineasQue(d, (l) => {
        const base = l.subtotales.find((s) => IGV_FAMILIA.includes(s.tributo) && conBase(s))?.base;
        if (!base) return false;
        const isc = l.subtotales.find((s) => s.tributo === '2000' && conBase(s))?.monto ?? ZERO;
        const esperada = l.valorVenta.plus(isc);
        return isc.gt(0) ? !cerca(base, esperada) : !base.eq(esperada);
      }),
  },
  {
    codigo: 3039,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'Total gravado (1000) = valor de las líneas gravadas − 02 + 49',
    revisar(d) {
      const s = subtotal(d.subtotales, '1000');
      return Boolean(s) && !cerca(s!.base ?? ZERO, lineas(d, '1000', 'base').minus(desc02(d)).plus(cargo49(d))) && '';
    },
  },
  {
    codigo: 3038,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion:
      'IGV del documento = suma del IGV de las líneas (sin descuentos ni cargos globales que afecten la base)',
    revisar: (d) => desc02(d).isZero() && cargo49(d).isZero() && sumaPorTributo('1000', 'monto')(d) && '',
  },
  {
    codigo: 4290,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'IGV del documento = 18 % (o 10 %) de su base más el ISC',
    revisar(d) {
      const s = subtotal(d.subtotales, '1000');
      if (!s) return false;
      const base = (s.base ?? ZERO).plus(subtotal(d.subtotales, '2000')?.monto ?? ZERO);
      return !cerca(s.monto, base.times('0.18')) && !cerca(s.monto, base.times('0.10')) && '';
    },
  },
  {
    codigo: 3295,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'IVAP del documento = 4 % de la base IVAP de las líneas − 02 + 49',
    revisar(d) {
      const s = subtotal(d.subtotales, '1016');
      return (
        Boolean(s) && !cerca(s!.monto, lineas(d, '1016', 'base').minus(desc02(d)).plus(cargo49(d)).times('0.04')) && ''
      );
    },
  },
  {
    codigo: 3040,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'Total exportación (9995) = suma de sus líneas',
    revisar: (d) => sumaPorTributo('9995', 'base')(d) && '',
  },
  {
    codigo: 3041,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'Total inafecto (9998) = suma de sus líneas',
    revisar: (d) => sumaPorTributo('9998', 'base')(d) && '',
  },
  {
    codigo: 3042,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'Total exonerado (9997) = suma de sus líneas',
    revisar: (d) => sumaPorTributo('9997', 'base')(d) && '',
  },
  {
    codigo: 3057,
    familia: 'totales',
    tipos: FACTURA_BOLETA,
    descripcion: 'Total gratuito (9996) = suma de sus líneas',
    revisar: (d) => sumaPorTributo('9996', 'base')(d) && '',
  },
  {
    codigo: 3112,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'IGV de las operaciones gratuitas (9996) = suma de sus líneas',
    revisar: (d) => sumaPorTributo('9996', 'monto')(d) && '',
  },
  {
    codigo: 3048,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'ISC del documento = suma del ISC de las líneas',
    revisar: (d) => sumaPorTributo('2000', 'monto')(d) && '',
  },
  {
    codigo: 3306,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'ICBPER del documento = suma del ICBPER de las líneas',
    revisar: (d) => sumaPorTributo('7152', 'monto')(d) && '',
  },
  {
    codigo: 3290,
    familia: 'totales',
    tipos: COMPROBANTES,
    descripcion: 'Monto del cargo o descuento = base × factor',
    revisar(d) {
      const roto = (c: { factor?: Decimal; base?: Decimal; monto: Decimal }) =>
        Boolean(c.factor && c.factor.gt(0)) && !cerca(c.monto, centimos((c.base ?? ZERO).times(c.factor!)));
      return [...(d.cargos.some(roto) ? ['documento'] : []), ...lineasQue(d, (l) => l.cargos.some(roto))];
    },
  },
  {
    codigo: 2062,
    familia: 'totales',
    tipos: ['08'],
    descripcion:
      'Una nota de débito indica su importe total, cero o más (SUNAT admite cero: una nota de bienes gratuitos)',
    revisar: (d) => (!d.totales.presentes.has('PayableAmount') || d.totales.pagar.isNegative()) && '',
  },
  {
    codigo: 3315,
    familia: 'totales',
    tipos: ['07'],
    descripcion: 'Una nota de crédito tipo 13 tiene importe total cero',
    revisar: (d) => d.motivoNota === '13' && !d.totales.pagar.isZero() && '',
  },
  // Notes: each tax's document base is the sum of its lines' values, WITHOUT global discounts or
  // charges (SUNAT's note rules since Excel v7): a note carries its share of a sale's discount in its lines.
  ...baseDeNotas('1000', [3277, 4299], 'operaciones gravadas'),
  ...baseDeNotas('1016', [3293, 4300], 'IVAP'),
  ...baseDeNotas('9995', [3273, 4295], 'exportación'),
  ...baseDeNotas('9998', [3274, 4296], 'inafectas'),
  ...baseDeNotas('9997', [3275, 4297], 'exoneradas'),
  ...baseDeNotas('9996', [3276, 4298], 'gratuitas'),
];

/**
 * A note rule SUNAT answers with a rejection when the note modifies a factura and with an observation
 * when it modifies a boleta (or anything else).
 */
function porReferencia(
  [rechazo, observacion]: [number, number],
  descripcion: string,
  revisar: Regla['revisar'],
): Regla[] {
  return [
    {
      codigo: rechazo,
      familia: 'totales',
      tipos: NOTAS,
      descripcion: `${descripcion} (nota de una factura)`,
      revisar: (d) => refFactura(d) && revisar(d),
    },
    {
      codigo: observacion,
      familia: 'totales',
      tipos: NOTAS,
      descripcion: `${descripcion} (nota de una boleta)`,
      revisar: (d) => !refFactura(d) && revisar(d),
    },
  ];
}

function baseDeNotas(tributo: string, codigos: [number, number], nombre: string): Regla[] {
  return porReferencia(
    codigos,
    `Total ${nombre} (${tributo}) = valor de venta de sus líneas, sin descuentos ni cargos globales`,
    (d) => {
      const s = subtotal(d.subtotales, tributo);
      if (!s || !(s.base ?? ZERO).gt(0)) return false;
      const lineas = d.lineas.filter((l) => l.subtotales.some((x) => x.tributo === tributo && conBase(x)));
      return !cerca(s.base!, centimos(suma(lineas.map((l) => l.valorVenta)))) && '';
    },
  );
}
