import { Card, Descriptions } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { call } from '@trade/session';
import {
  EXIT_STATES,
  PARCEL_STATES,
  SHIFT_STATES,
  exits,
  parcels,
  shifts,
  type ExitRow,
  type ParcelRow,
  type ShiftRow,
} from '@trade/contracts/transport';
import { ResourceScreen, StateTag, reportPage, type ColumnSpec, type Resource } from '@trade/ui';
import { BRANCHES } from '../../options';
import { showDateTime } from '../../DateTimeInput';

type ReportEndpoint = typeof parcels.endpoints.report | typeof exits.endpoints.report | typeof shifts.endpoints.report;
type Totals = Record<string, string | number>;

/**
 * A transport report (reporte_encomienda, reporte_salida_vehiculos, reporte_adelanto_turno): the
 * rows of a range of days (this month by default) and one branch, listed and exported by the kit,
 * with the report's totals above.
 */
type Row = Record<string, unknown>;
interface ReportSpec<R extends Row> {
  key: string;
  title: string;
  noun: string;
  idField: keyof R & string;
  endpoint: ReportEndpoint;
  columns: ColumnSpec<R>[];
  totals: (t: Totals) => { label: string; value: ReactNode }[];
}

export function ReportScreen<R extends Row>({ spec }: { spec: ReportSpec<R> }) {
  const [totals, setTotals] = useState<Totals | null>(null);
  const resource = useMemo<Resource<R>>(
    () => ({
      key: spec.key,
      title: spec.title,
      noun: spec.noun,
      gender: 'f',
      idField: spec.idField,
      api: {
        // A server list: the range and the branch chosen reach the report's call on every change.
        list: async (query) => {
          const { desde, hasta, idsucursal } = query.filters;
          const answer = await call(spec.endpoint as typeof parcels.endpoints.report, {
            body: {
              desde: String(desde),
              hasta: String(hasta),
              ...(idsucursal ? { idsucursal: Number(idsucursal) } : {}),
            },
          });
          setTotals(answer.status === 200 && answer.detalles ? (answer.detalles.totales as Totals) : null);
          return reportPage(answer as never, query, spec.columns);
        },
      },
      columns: spec.columns,
      filters: [
        { name: 'fecha', label: 'Fecha', type: 'dateRange', defaultRange: 'mes' },
        { name: 'idsucursal', label: 'Sucursal', numeric: true, options: BRANCHES },
      ],
      messages: { empty: 'No hay registros en el rango elegido' },
    }),
    [spec],
  );
  return (
    <>
      {totals && (
        <Card size="small" style={{ marginBottom: 12 }} role="region" aria-label="Totales del reporte">
          <Descriptions
            size="small"
            column={{ xs: 2, md: 4 }}
            items={spec.totals(totals).map((t) => ({ key: t.label, label: t.label, children: t.value }))}
          />
        </Card>
      )}
      <ResourceScreen resource={resource} />
    </>
  );
}

export const PARCEL_REPORT: ReportSpec<ParcelRow> = {
  key: 'reporte_encomienda',
  title: 'Reporte de encomiendas',
  noun: 'encomienda',
  idField: 'id_encomienda',
  endpoint: parcels.endpoints.report,
  columns: [
    { key: 'numero_guia', title: 'Guía', sortable: true },
    { key: 'fecharegistro', title: 'Registro', type: 'datetime', sortable: true },
    { key: 'destino', title: 'Ruta', width: 240, value: (r) => `${r.origen} → ${r.destino}` },
    { key: 'remitente_nombre', title: 'Remitente', ellipsis: true },
    { key: 'consignado_nombre', title: 'Consignado', ellipsis: true },
    { key: 'piezas', title: 'Piezas' },
    { key: 'peso', title: 'Peso (kg)' },
    { key: 'precio', title: 'Precio (S/)', type: 'money', total: true },
    { key: 'comprobante', title: 'Comprobante' },
    {
      key: 'estado',
      title: 'Etapa',
      render: (r) => <StateTag states={PARCEL_STATES.states} value={r.estado} />,
      exportValue: (r) => PARCEL_STATES.label(r.estado),
    },
  ],
  totals: (t) => [
    { label: 'Encomiendas', value: t.encomiendas },
    { label: 'Piezas', value: t.piezas },
    { label: 'Peso (kg)', value: t.peso },
    { label: 'Fletes (S/)', value: t.precio },
    { label: 'En origen', value: t.origen },
    { label: 'En tránsito', value: t.transito },
    { label: 'En destino', value: t.destino },
    { label: 'Entregadas', value: t.entregado },
  ],
};

export const EXIT_REPORT: ReportSpec<ExitRow> = {
  key: 'reporte_salida_vehiculos',
  title: 'Reporte de salidas de vehículos',
  noun: 'salida',
  idField: 'idsalidavehiculos',
  endpoint: exits.endpoints.report,
  columns: [
    { key: 'fecha_salida', title: 'Salida', sortable: true, value: (r) => showDateTime(r.fecha_salida) },
    { key: 'destino', title: 'Ruta', width: 240, value: (r) => `${r.origen} → ${r.destino}` },
    { key: 'placa', title: 'Placa' },
    { key: 'conductor', title: 'Conductor', ellipsis: true },
    { key: 'encomiendas', title: 'Encomiendas', value: (r) => r.encomiendas.length },
    {
      key: 'estado',
      title: 'Estado',
      render: (r) => <StateTag states={EXIT_STATES.states} value={r.estado} />,
      exportValue: (r) => EXIT_STATES.label(r.estado),
    },
  ],
  totals: (t) => [
    { label: 'Salidas', value: t.salidas },
    { label: 'Encomiendas', value: t.encomiendas },
  ],
};

export const SHIFT_REPORT: ReportSpec<ShiftRow> = {
  key: 'reporte_adelanto_turno',
  title: 'Reporte de adelantos de turno',
  noun: 'adelanto de turno',
  idField: 'idadelantoturno',
  endpoint: shifts.endpoints.report,
  columns: [
    { key: 'salida', title: 'Salida', sortable: true, value: (r) => showDateTime(r.salida) },
    { key: 'turno_programado', title: 'Turno programado', value: (r) => showDateTime(r.turno_programado) },
    { key: 'destino', title: 'Ruta', width: 240, value: (r) => `${r.origen} → ${r.destino}` },
    { key: 'placa', title: 'Placa' },
    { key: 'conductor', title: 'Conductor', ellipsis: true },
    { key: 'encomiendas', title: 'Encomiendas' },
    { key: 'importe', title: 'Importe (S/)', type: 'money', total: true },
    {
      key: 'estado',
      title: 'Estado',
      render: (r) => <StateTag states={SHIFT_STATES.states} value={r.estado} />,
      exportValue: (r) => SHIFT_STATES.label(r.estado),
    },
  ],
  totals: (t) => [
    { label: 'Turnos', value: t.turnos },
    { label: 'Encomiendas', value: t.encomiendas },
    { label: 'Importes (S/)', value: t.importe },
  ],
};
