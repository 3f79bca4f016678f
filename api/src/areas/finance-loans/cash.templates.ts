import {
  type DateValue,
  defineTemplate,
  type Money,
  type Quantity,
  when,
  type WithCompany,
} from '../../print/index.js';

/** pdfcierrecaja: the closing report of a cash register (ticket 80 mm by default, A4 on request). */
export interface CashClosingData extends WithCompany {
  idapertura: number;
  cajero: string;
  apertura: DateValue;
  cierre?: DateValue | null;
  /** 'Abierta' (a preview) or 'Cerrada'. */
  estado: string;
  montoApertura: Money;
  /** Per payment form; expected and difference are null on a blind cash printed by its cashier. */
  formas: {
    formapago: string;
    ingresos: Money;
    egresos: Money;
    esperado: Money | null;
    contado: Money | null;
    diferencia: Money | null;
  }[];
  /** Income and expenses by origin ('Ventas', 'Cobranzas', 'Caja chica'...). */
  porOrigen: { concepto: string; ingresos: Money; egresos: Money }[];
  productos: { descripcion: string; cantidad: Quantity; importe: Money }[];
  denominaciones?: { valor: Money; cantidad: number; importe: Money }[] | null;
  totales: { esperado: Money | null; contado: Money | null; diferencia: Money | null };
  observaciones?: string[];
}

export const pdfcierrecaja = defineTemplate<CashClosingData>({
  nombre: 'pdfcierrecaja',
  descripcion: 'Reporte de cierre de caja',
  formato: 'ticket80',
  archivo: (d) => `Cierre de caja ${d.idapertura}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: 'CIERRE DE CAJA', numero: d.idapertura, subtitulo: d.estado },
    bloques: [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Cajero', valor: d.cajero },
          { etiqueta: 'Apertura', valor: when(d.apertura) },
          { etiqueta: 'Cierre', valor: d.cierre ? when(d.cierre) : null },
          { etiqueta: 'Monto de apertura', valor: d.montoApertura },
        ],
      },
      {
        tipo: 'tabla',
        titulo: 'Por forma de pago',
        columnas: [
          { clave: 'formapago', titulo: 'Forma de pago', ancho: 28 },
          { clave: 'ingresos', titulo: 'Ingresos', ancho: 14, alinear: 'right', formato: 'dinero' },
          { clave: 'egresos', titulo: 'Egresos', ancho: 14, alinear: 'right', formato: 'dinero' },
          { clave: 'esperado', titulo: 'Esperado', ancho: 15, alinear: 'right', formato: 'dinero' },
          { clave: 'contado', titulo: 'Contado', ancho: 15, alinear: 'right', formato: 'dinero' },
          { clave: 'diferencia', titulo: 'Diferencia', ancho: 14, alinear: 'right', formato: 'dinero' },
        ],
        columnasTicket: [
          { clave: 'formapago', titulo: 'Forma', ancho: 34 },
          { clave: 'esperado', titulo: 'Esperado', ancho: 22, alinear: 'right', formato: 'dinero' },
          { clave: 'contado', titulo: 'Contado', ancho: 22, alinear: 'right', formato: 'dinero' },
          { clave: 'diferencia', titulo: 'Dif.', ancho: 22, alinear: 'right', formato: 'dinero' },
        ],
        filas: d.formas,
      },
      {
        tipo: 'tabla',
        titulo: 'Ingresos y egresos',
        columnas: [
          { clave: 'concepto', titulo: 'Concepto', ancho: 50 },
          { clave: 'ingresos', titulo: 'Ingresos', ancho: 25, alinear: 'right', formato: 'dinero' },
          { clave: 'egresos', titulo: 'Egresos', ancho: 25, alinear: 'right', formato: 'dinero' },
        ],
        filas: d.porOrigen,
        vacio: 'Sin movimientos',
      },
      {
        tipo: 'tabla',
        titulo: 'Productos vendidos',
        columnas: [
          { clave: 'descripcion', titulo: 'Producto', ancho: 56 },
          { clave: 'cantidad', titulo: 'Cant.', ancho: 18, alinear: 'right', formato: 'cantidad' },
          { clave: 'importe', titulo: 'Importe', ancho: 26, alinear: 'right', formato: 'dinero' },
        ],
        filas: d.productos,
        vacio: 'Sin ventas',
      },
      ...(d.denominaciones?.length
        ? [
            {
              tipo: 'tabla' as const,
              titulo: 'Arqueo de efectivo',
              columnas: [
                {
                  clave: 'valor',
                  titulo: 'Denominación',
                  ancho: 40,
                  alinear: 'right' as const,
                  formato: 'dinero' as const,
                },
                {
                  clave: 'cantidad',
                  titulo: 'Cantidad',
                  ancho: 25,
                  alinear: 'right' as const,
                  formato: 'entero' as const,
                },
                {
                  clave: 'importe',
                  titulo: 'Importe',
                  ancho: 35,
                  alinear: 'right' as const,
                  formato: 'dinero' as const,
                },
              ],
              filas: d.denominaciones,
            },
          ]
        : []),
      {
        tipo: 'totales',
        filas: [
          ...(d.totales.esperado !== null ? [{ etiqueta: 'Total esperado', importe: d.totales.esperado }] : []),
          ...(d.totales.contado !== null
            ? [{ etiqueta: 'Total contado', importe: d.totales.contado, destacado: true }]
            : []),
          ...(d.totales.diferencia !== null
            ? [
                {
                  etiqueta:
                    Number(d.totales.diferencia) < 0
                      ? 'Faltante'
                      : Number(d.totales.diferencia) > 0
                        ? 'Sobrante'
                        : 'Diferencia',
                  importe: d.totales.diferencia,
                },
              ]
            : []),
        ],
      },
      { tipo: 'notas', notas: d.observaciones ?? [] },
      { tipo: 'firmas', firmas: [{ etiqueta: 'Cajero', nombre: d.cajero }, { etiqueta: 'Supervisor' }] },
    ],
  }),
});
