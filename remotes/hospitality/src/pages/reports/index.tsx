import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Descriptions, Space, Tabs, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { hospitalityReports } from '@trade/contracts/hospitality';
import { openPrintable, PRINT_ERROR } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { ResourceScreen, type Resource } from '@trade/ui';
import { movementsResource, occupancyResource, registerResource, type ReportHooks, type Totals } from './resources';

/*
 * /report_hospitality: occupancy (ADR, RevPAR), the arrivals and departures of a day and the guest
 * register, one tab each (`?vista=`); the kit lists and exports each to Excel, 'PDF' prints the same
 * report on A4 landscape (a signed link through openPrintable), the report's totals above the table.
 */
const e = hospitalityReports.endpoints;

interface ReportView {
  key: string;
  label: string;
  make: (hooks: ReportHooks) => Resource<never>;
  pdf: typeof e.occupancyPdf | typeof e.movementsPdf | typeof e.registerPdf;
  totals: (t: Totals) => { label: string; value: ReactNode }[];
  help: ReactNode;
}

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

function ReportTab({ view }: { view: ReportView }) {
  const notify = useNotify();
  const [totals, setTotals] = useState<Totals | null>(null);
  // The filters of the last list call: the PDF prints what the table shows.
  const filters = useRef<Record<string, unknown> | null>(null);
  const printPdf = useRef(async () => {});
  printPdf.current = async () => {
    if (!filters.current) return;
    try {
      await openPrintable(view.pdf as typeof e.registerPdf, { query: filters.current as never });
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : PRINT_ERROR);
    }
  };
  // Built once per report: a new resource object would make the kit load the list again.
  const resource = useMemo(
    () => ({
      ...view.make({
        keep: setTotals,
        remember: (body) => {
          filters.current = body;
        },
      }),
      toolbar: () => (
        <Button icon={<FilePdfOutlined />} onClick={() => void printPdf.current()}>
          PDF
        </Button>
      ),
    }),
    [view],
  );
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {totals && (
        <Card size="small" role="region" aria-label="Totales del reporte">
          <Descriptions
            size="small"
            column={{ xs: 2, md: 3, xl: 6 }}
            items={view.totals(totals).map((t) => ({ key: t.label, label: t.label, children: t.value }))}
          />
        </Card>
      )}
      <ResourceScreen resource={resource} />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {view.help}
      </Typography.Paragraph>
    </Space>
  );
}

export default function HospitalityReports() {
  const [params, setParams] = useSearchParams();
  const current = VIEWS.find((v) => v.key === params.get('vista')) ?? VIEWS[0]!;
  return (
    <Tabs
      activeKey={current.key}
      onChange={(key) => setParams(key === VIEWS[0]!.key ? {} : { vista: key }, { replace: true })}
      destroyOnHidden
      items={VIEWS.map((view) => ({ key: view.key, label: view.label, children: <ReportTab view={view} /> }))}
    />
  );
}
