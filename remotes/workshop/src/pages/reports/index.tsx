import { workshopReports } from '@trade/contracts/workshop';
import { ReportTabs, type ReportView } from '@trade/ui';
import { ordersResource, stateTimesResource, techniciansResource } from './resources';

/*
 * /report_service_orders: the orders with their hours and amounts, the figures by technician and the
 * average time per state, one tab each (`?vista=`) on the kit's ReportTabs: the kit lists and exports
 * each to Excel, 'PDF' prints the same report on A4 landscape, the report's totals above the table.
 */
const e = workshopReports.endpoints;
const hours = (value: string | number | null | undefined) => (value === null || value === undefined ? '—' : value);

const VIEWS: ReportView[] = [
  {
    key: 'ordenes',
    label: 'Órdenes',
    make: ordersResource as never,
    pdf: e.ordersPdf,
    totals: (t) => [
      { label: 'Órdenes', value: t.ordenes },
      { label: 'Horas trabajadas', value: t.horas },
      { label: 'Mano de obra (S/)', value: t.mano_obra },
      { label: 'Repuestos (S/)', value: t.repuestos },
      { label: 'Total (S/)', value: t.total },
    ],
    help: (
      <>
        Las órdenes registradas en el rango (fecha de registro), que usted puede ver. Horas trabajadas: la suma de los
        tramos del registro de tiempo de la orden (un tramo abierto cuenta hasta ahora). Importes en soles con IGV de
        las líneas no anuladas: mano de obra (servicios, grupo 1) y repuestos (bienes, grupo 2). El filtro de técnico
        toma las órdenes asignadas a él, como principal o ayudante; la sucursal es la del almacén de la orden.
      </>
    ),
  },
  {
    key: 'tecnicos',
    label: 'Por técnico',
    make: techniciansResource as never,
    pdf: e.techniciansPdf,
    totals: (t) => [
      { label: 'Órdenes', value: t.ordenes },
      { label: 'Terminadas', value: t.terminadas },
      { label: 'Horas trabajadas', value: t.horas },
      { label: 'Mano de obra (S/)', value: t.mano_obra },
      { label: 'Repuestos (S/)', value: t.repuestos },
      { label: 'Total (S/)', value: t.total },
    ],
    help: 'Órdenes e importes: las órdenes asignadas a cada técnico (principal o ayudante); una orden con dos técnicos cuenta para ambos y una sola vez en los totales. Horas trabajadas: los tramos del registro de tiempo que trabajó cada técnico.',
  },
  {
    key: 'tiempos',
    label: 'Tiempo por estado',
    make: stateTimesResource as never,
    pdf: e.stateTimesPdf,
    totals: (t) => [
      { label: 'Órdenes', value: t.ordenes },
      { label: 'Registrada (h)', value: hours(t.registrada) },
      { label: 'En proceso (h)', value: hours(t.en_proceso) },
      { label: 'Horas trabajadas (h)', value: hours(t.trabajadas) },
    ],
    help: (
      <>
        Promedios en horas por orden, según el estado actual de las órdenes del rango. Registrada: del registro de la
        orden al primer inicio del trabajo (hasta ahora si aún no empieza; las anuladas sin inicio no cuentan). En
        proceso: del primer inicio al cierre del último tramo de una orden terminada (hasta ahora si sigue en proceso;
        las anuladas no cuentan). Horas trabajadas: la suma de los tramos del registro de tiempo.
      </>
    ),
  },
];

export default function WorkshopReports() {
  return <ReportTabs views={VIEWS} />;
}
