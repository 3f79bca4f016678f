import { hospitalityReports } from '@trade/contracts/hospitality';
import { ReportTabs, type ReportView } from '@trade/ui';
import { movementsResource, occupancyResource, registerResource } from './resources';

/*
 * /report_hospitality: occupancy (ADR, RevPAR), the arrivals and departures of a day and the guest
 * register, one tab each (`?vista=`); the kit lists and exports each to Excel, 'PDF' prints the same
 * report on A4 landscape (a signed link through openPrintable), the report's totals above the table:
 * the kit's ReportTabs.
 */
const e = hospitalityReports.endpoints;

const VIEWS: ReportView[] = [
  {
    key: 'ocupacion',
    label: 'Ocupación',
    make: occupancyResource as never,
    pdf: e.occupancyPdf,
    totals: (t) => [
      { label: 'Ocupación', value: `${t.ocupacion} %` },
      { label: 'Noches vendidas', value: `${t.vendidas} de ${t.disponibles}` },
      { label: 'Bloqueadas', value: t.bloqueadas },
      { label: 'Ingresos (S/)', value: t.ingresos },
      { label: 'ADR (S/)', value: t.adr },
      { label: 'RevPAR (S/)', value: t.revpar },
    ],
    help: (
      <>
        Disponibles: las habitaciones de cada noche menos las bloqueadas por mantenimiento. Vendidas: las noches de
        estancias reservadas, hospedadas o finalizadas. Ingresos en soles con IGV: lo facturado en el check-out (las
        líneas SRV-HOSPEDAJE de la venta, con el cargo por salida tardía en la última noche) y, para las noches aún no
        facturadas, la tarifa de la estancia. ADR = ingresos / noches vendidas; RevPAR = ingresos / noches disponibles.
      </>
    ),
  },
  {
    key: 'llegadas',
    label: 'Llegadas y salidas',
    make: movementsResource as never,
    pdf: e.movementsPdf,
    totals: (t) => [
      { label: 'Llegadas', value: t.llegadas },
      { label: 'Huéspedes que llegan', value: t.huespedes },
      { label: 'Salidas', value: t.salidas },
    ],
    help: 'Las estancias que llegan o salen cada día del rango (hoy al abrir), sin bloqueos ni anuladas.',
  },
  {
    key: 'registro',
    label: 'Registro de huéspedes',
    make: registerResource as never,
    pdf: e.registerPdf,
    totals: (t) => [
      { label: 'Huéspedes', value: t.huespedes },
      { label: 'Estancias', value: t.estancias },
      { label: 'Extranjeros', value: t.extranjeros },
    ],
    help: 'Los huéspedes de las estancias con check-in en el rango, en el orden de llegada, con los datos que pide el Reglamento de Establecimientos de Hospedaje (DS 001-2015-MINCETUR).',
  },
];

export default function HospitalityReports() {
  return <ReportTabs views={VIEWS} />;
}
