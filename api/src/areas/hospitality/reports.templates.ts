import { limaText } from '@trade/formats';
import {
  STAY_STATES,
  type GuestRegisterReport,
  type MovementReport,
  type OccupancyReport,
} from '@trade/contracts/hospitality';
import {
  defineTemplate,
  reportFileRange as fileRange,
  reportFilterFields,
  type ReportFilters,
} from '../../print/index.js';

/**
 * The hospitality reports in PDF, A4 landscape ('a4h': the register has eleven columns): occupancy
 * with ADR and RevPAR, the arrivals and departures, the guest register of DS 001-2015-MINCETUR.
 */

export interface OccupancyPrintData extends ReportFilters {
  agrupar: 'dia' | 'mes';
  reporte: OccupancyReport;
}

export const pdfreporteocupacion = defineTemplate<OccupancyPrintData>({
  nombre: 'pdfreporteocupacion',
  descripcion: 'Reporte de ocupación',
  formato: 'a4h',
  archivo: (d) => `Ocupación ${fileRange(d)}`,
  documento: (d) => {
    const t = d.reporte.totales;
    return {
      empresa: d.empresa,
      titulo: { tipo: 'REPORTE DE OCUPACIÓN', subtitulo: d.agrupar === 'mes' ? 'Por mes' : 'Por día' },
      bloques: [
        { tipo: 'campos', campos: reportFilterFields(d) },
        {
          tipo: 'tabla',
          columnas: [
            { clave: 'periodo', titulo: d.agrupar === 'mes' ? 'Mes' : 'Día', ancho: 8 },
            { clave: 'habitaciones', titulo: 'Habitaciones', ancho: 7, alinear: 'right', formato: 'entero' },
            { clave: 'bloqueadas', titulo: 'Bloqueadas', ancho: 7, alinear: 'right', formato: 'entero' },
            { clave: 'disponibles', titulo: 'Disponibles', ancho: 7, alinear: 'right', formato: 'entero' },
            { clave: 'vendidas', titulo: 'Noches vendidas', ancho: 8, alinear: 'right', formato: 'entero' },
            { clave: 'ocupacion', titulo: 'Ocupación %', ancho: 7, alinear: 'right' },
            { clave: 'facturado', titulo: 'Facturado', ancho: 9, alinear: 'right', formato: 'dinero' },
            { clave: 'por_facturar', titulo: 'Por facturar', ancho: 9, alinear: 'right', formato: 'dinero' },
            { clave: 'ingresos', titulo: 'Ingresos', ancho: 9, alinear: 'right', formato: 'dinero' },
            { clave: 'adr', titulo: 'ADR', ancho: 7, alinear: 'right', formato: 'dinero' },
            { clave: 'revpar', titulo: 'RevPAR', ancho: 7, alinear: 'right', formato: 'dinero' },
          ],
          filas: [...d.reporte.filas.map((r) => ({ ...r, periodo: limaText(r.periodo) })), { periodo: 'TOTAL', ...t }],
          vacio: 'No hay noches en el rango elegido',
        },
        {
          tipo: 'notas',
          notas: [
            `Ocupación ${t.ocupacion} %: ${t.vendidas} noches vendidas de ${t.disponibles} disponibles (${t.bloqueadas} bloqueadas por mantenimiento).`,
            `ADR = ingresos de hospedaje / noches vendidas = S/ ${t.adr}; RevPAR = ingresos de hospedaje / noches disponibles = S/ ${t.revpar}.`,
            'Ingresos en soles con IGV: lo facturado en el check-out (líneas SRV-HOSPEDAJE de la venta) y, para las noches aún no facturadas, la tarifa de la estancia.',
          ],
        },
      ],
    };
  },
});

export interface MovementsPrintData extends ReportFilters {
  reporte: MovementReport;
}

export const pdfllegadassalidas = defineTemplate<MovementsPrintData>({
  nombre: 'pdfllegadassalidas',
  descripcion: 'Llegadas y salidas',
  formato: 'a4h',
  archivo: (d) => `Llegadas y salidas ${fileRange(d)}`,
  documento: (d) => {
    const t = d.reporte.totales;
    return {
      empresa: d.empresa,
      titulo: { tipo: 'LLEGADAS Y SALIDAS' },
      bloques: [
        {
          tipo: 'campos',
          campos: [
            ...reportFilterFields(d),
            { etiqueta: 'Llegadas', valor: `${t.llegadas} (${t.huespedes} huéspedes)` },
            { etiqueta: 'Salidas', valor: t.salidas },
          ],
        },
        {
          tipo: 'tabla',
          columnas: [
            { clave: 'fecha', titulo: 'Fecha', ancho: 7, formato: 'fecha' },
            { clave: 'movimiento', titulo: 'Movimiento', ancho: 7 },
            { clave: 'habitacion', titulo: 'Hab.', ancho: 5 },
            { clave: 'tipo_habitacion', titulo: 'Tipo', ancho: 7 },
            { clave: 'titular', titulo: 'Titular', ancho: 14 },
            { clave: 'huesped', titulo: 'Huésped principal', ancho: 14 },
            { clave: 'huespedes', titulo: 'Huésp.', ancho: 5, alinear: 'right', formato: 'entero' },
            { clave: 'f1', titulo: 'Llegada', ancho: 7, formato: 'fecha' },
            { clave: 'f2', titulo: 'Salida', ancho: 7, formato: 'fecha' },
            { clave: 'noches', titulo: 'Noches', ancho: 5, alinear: 'right', formato: 'entero' },
            { clave: 'estado', titulo: 'Estado', ancho: 8 },
            { clave: 'hora', titulo: 'Check-in / out', ancho: 9 },
          ],
          filas: d.reporte.filas.map((r) => ({
            ...r,
            movimiento: r.tipo === 'llegada' ? 'Llegada' : 'Salida',
            estado: STAY_STATES.label(r.estado),
            hora: limaText(r.hora),
          })),
          vacio: 'No hay llegadas ni salidas en el rango elegido',
        },
      ],
    };
  },
});

export interface RegisterPrintData extends ReportFilters {
  reporte: GuestRegisterReport;
}

export const pdfregistrohuespedes = defineTemplate<RegisterPrintData>({
  nombre: 'pdfregistrohuespedes',
  descripcion: 'Registro de huéspedes',
  formato: 'a4h',
  archivo: (d) => `Registro de huéspedes ${fileRange(d)}`,
  documento: (d) => {
    const t = d.reporte.totales;
    return {
      empresa: d.empresa,
      titulo: { tipo: 'REGISTRO DE HUÉSPEDES', subtitulo: 'DS 001-2015-MINCETUR' },
      bloques: [
        {
          tipo: 'campos',
          campos: [
            ...reportFilterFields(d),
            { etiqueta: 'Huéspedes', valor: `${t.huespedes} en ${t.estancias} estancias` },
            { etiqueta: 'Extranjeros', valor: t.extranjeros },
          ],
        },
        {
          tipo: 'tabla',
          columnas: [
            { clave: 'orden', titulo: 'N°', ancho: 3, alinear: 'right', formato: 'entero' },
            { clave: 'nombres', titulo: 'Nombres y apellidos', ancho: 15 },
            { clave: 'pais', titulo: 'Nacionalidad', ancho: 8 },
            { clave: 'documento', titulo: 'Documento', ancho: 8 },
            { clave: 'numero_documento', titulo: 'Número', ancho: 7 },
            { clave: 'profesion', titulo: 'Profesión u ocupación', ancho: 9 },
            { clave: 'procedencia', titulo: 'Procedencia', ancho: 8 },
            { clave: 'habitacion', titulo: 'Hab.', ancho: 4 },
            { clave: 'ingreso', titulo: 'Ingreso', ancho: 8 },
            { clave: 'salida', titulo: 'Salida', ancho: 8 },
          ],
          filas: d.reporte.filas.map(({ principal: _principal, ...r }) => ({
            ...r,
            ingreso: limaText(r.ingreso),
            salida: limaText(r.salida),
          })),
          vacio: 'No hay huéspedes con check-in en el rango elegido',
        },
      ],
    };
  },
});
