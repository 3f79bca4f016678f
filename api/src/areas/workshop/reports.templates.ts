import { limaText } from '@trade/formats';
import {
  SERVICE_ORDER_STATES,
  type OrderReport,
  type StateTimeReport,
  type TechnicianReport,
} from '@trade/contracts/workshop';
import {
  defineTemplate,
  reportFileRange as fileRange,
  reportFilterFields as filterFields,
  type Field,
  type ReportFilters,
} from '../../print/index.js';

/**
 * The workshop reports in PDF, A4 landscape ('a4h': the orders' report has thirteen columns): the
 * orders with hours and amounts, the figures by technician, the average time per state. Their
 * heading always names the other filters asked (state, technician, station).
 */
export interface WorkshopReportFilters extends ReportFilters {
  otros: Field[];
}

export interface OrdersPrintData extends WorkshopReportFilters {
  reporte: OrderReport;
}

export const pdfreporteordenesservicio = defineTemplate<OrdersPrintData>({
  nombre: 'pdfreporteordenesservicio',
  descripcion: 'Reporte de órdenes de servicio',
  formato: 'a4h',
  archivo: (d) => `Órdenes de servicio ${fileRange(d)}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: 'ÓRDENES DE SERVICIO', subtitulo: 'Reporte' },
    bloques: [
      { tipo: 'campos', campos: filterFields(d) },
      {
        tipo: 'tabla',
        columnas: [
          { clave: 'documento', titulo: 'Orden', ancho: 8 },
          { clave: 'fecha', titulo: 'Fecha', ancho: 10 },
          { clave: 'placa', titulo: 'Placa', ancho: 6 },
          { clave: 'vehiculo', titulo: 'Vehículo', ancho: 8 },
          { clave: 'cliente', titulo: 'Cliente', ancho: 11 },
          { clave: 'estacion', titulo: 'Estación', ancho: 7 },
          { clave: 'tecnicos', titulo: 'Técnicos', ancho: 12 },
          { clave: 'estado', titulo: 'Estado', ancho: 8 },
          { clave: 'horas', titulo: 'Horas', ancho: 5, alinear: 'right' },
          { clave: 'mano_obra', titulo: 'Mano obra', ancho: 7, alinear: 'right', formato: 'dinero' },
          { clave: 'repuestos', titulo: 'Repuestos', ancho: 7, alinear: 'right', formato: 'dinero' },
          { clave: 'total', titulo: 'Total', ancho: 7, alinear: 'right', formato: 'dinero' },
          { clave: 'comprobante', titulo: 'Comprobante', ancho: 10 },
        ],
        filas: [
          ...d.reporte.filas.map((r) => ({
            ...r,
            fecha: limaText(r.fecha),
            estado: SERVICE_ORDER_STATES.label(r.estado),
          })),
          // No total row on an empty report: the table says it has no orders.
          ...(d.reporte.filas.length
            ? [{ documento: 'TOTAL', ...d.reporte.totales, fecha: `${d.reporte.totales.ordenes} órdenes` }]
            : []),
        ],
        vacio: 'No hay órdenes de servicio en el rango elegido',
      },
      {
        tipo: 'notas',
        notas: [
          'Horas trabajadas: la suma de los tramos del registro de tiempo de cada orden (un tramo abierto, hasta ahora).',
          'Importes en soles con IGV de las líneas no anuladas: mano de obra (servicios) y repuestos (bienes).',
        ],
      },
    ],
  }),
});

export interface TechniciansPrintData extends WorkshopReportFilters {
  reporte: TechnicianReport;
}

export const pdfreporteordenestecnico = defineTemplate<TechniciansPrintData>({
  nombre: 'pdfreporteordenestecnico',
  descripcion: 'Reporte de órdenes por técnico',
  formato: 'a4h',
  archivo: (d) => `Órdenes por técnico ${fileRange(d)}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: 'ÓRDENES POR TÉCNICO' },
    bloques: [
      { tipo: 'campos', campos: filterFields(d) },
      {
        tipo: 'tabla',
        columnas: [
          { clave: 'tecnico', titulo: 'Técnico', ancho: 18 },
          { clave: 'ordenes', titulo: 'Órdenes', ancho: 6, alinear: 'right', formato: 'entero' },
          { clave: 'terminadas', titulo: 'Terminadas', ancho: 6, alinear: 'right', formato: 'entero' },
          { clave: 'horas', titulo: 'Horas trabajadas', ancho: 7, alinear: 'right' },
          { clave: 'mano_obra', titulo: 'Mano de obra', ancho: 8, alinear: 'right', formato: 'dinero' },
          { clave: 'repuestos', titulo: 'Repuestos', ancho: 8, alinear: 'right', formato: 'dinero' },
          { clave: 'total', titulo: 'Total', ancho: 8, alinear: 'right', formato: 'dinero' },
        ],
        filas: d.reporte.filas.length ? [...d.reporte.filas, { tecnico: 'TOTAL', ...d.reporte.totales }] : [],
        vacio: 'No hay técnicos con órdenes en el rango elegido',
      },
      {
        tipo: 'notas',
        notas: [
          'Órdenes e importes: las órdenes asignadas a cada técnico (principal o ayudante); una orden con dos técnicos cuenta para ambos y una sola vez en el total.',
          'Horas trabajadas: los tramos del registro de tiempo que trabajó cada técnico.',
        ],
      },
    ],
  }),
});

export interface StateTimesPrintData extends WorkshopReportFilters {
  reporte: StateTimeReport;
}

export const pdfreportetiemposestado = defineTemplate<StateTimesPrintData>({
  nombre: 'pdfreportetiemposestado',
  descripcion: 'Tiempo promedio por estado',
  formato: 'a4h',
  archivo: (d) => `Tiempos por estado ${fileRange(d)}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: 'TIEMPOS POR ESTADO', subtitulo: 'Promedio en horas' },
    bloques: [
      { tipo: 'campos', campos: filterFields(d) },
      {
        tipo: 'tabla',
        columnas: [
          { clave: 'nombre', titulo: 'Estado actual', ancho: 10 },
          { clave: 'ordenes', titulo: 'Órdenes', ancho: 6, alinear: 'right', formato: 'entero' },
          { clave: 'registrada', titulo: 'Registrada (hasta el inicio)', ancho: 10, alinear: 'right' },
          { clave: 'en_proceso', titulo: 'En proceso (del inicio al término)', ancho: 10, alinear: 'right' },
          { clave: 'trabajadas', titulo: 'Horas trabajadas', ancho: 8, alinear: 'right' },
        ],
        filas: d.reporte.filas.map((r) => ({
          ...r,
          registrada: r.registrada ?? '-',
          en_proceso: r.en_proceso ?? '-',
          trabajadas: r.trabajadas ?? '-',
        })),
        vacio: 'No hay órdenes de servicio en el rango elegido',
      },
      {
        tipo: 'notas',
        notas: [
          'Registrada: del registro de la orden al primer inicio del trabajo (hasta ahora si aún no empieza; las anuladas sin inicio no cuentan).',
          'En proceso: del primer inicio al cierre del último tramo de una orden terminada (hasta ahora si sigue en proceso; las anuladas no cuentan).',
          'Horas trabajadas: la suma de los tramos del registro de tiempo. Promedios por orden.',
        ],
      },
    ],
  }),
});
