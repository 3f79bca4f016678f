import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Descriptions, Space, Tabs, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import type { Endpoint } from '@trade/contracts/client';
import { callUntyped, openPrintable, PRINT_ERROR, type PagedEnvelope } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { ResourceScreen } from './ResourceScreen.js';
import { reportPage } from './reportPage.js';
import type { AnyRow, ListQuery, Resource } from './types.js';

/** A report's totals as its call answers them (the card above the table). */
export type ReportTotals = Record<string, string | number | null>;
/** What a report's list hands back to its tab: the totals to show and the filters the PDF is asked with. */
export interface ReportHooks {
  keep: (totals: ReportTotals | null) => void;
  remember: (body: Record<string, unknown>) => void;
}

/** One tab of a reports screen: the kit's resource of the report, its PDF call, its totals card and its help. */
export interface ReportView {
  key: string;
  label: string;
  make: (hooks: ReportHooks) => Resource<never>;
  /** The report's PDF call (GET, the same filters as the list's call, signed through openPrintable). */
  pdf: Endpoint;
  totals: (t: ReportTotals) => { label: string; value: ReactNode }[];
  help: ReactNode;
}

/**
 * A list of the kit answered by a report call (a server list: the kit sends its filters with every
 * change and pages of 500 for the Excel export; `reportPage` searches and pages the rows); the
 * report's totals are kept for the card above the table and the body for the PDF.
 */
export const reportList =
  <R extends AnyRow>(endpoint: Endpoint, hooks: ReportHooks, bodyOf: (filters: ListQuery['filters']) => object) =>
  async (query: ListQuery): Promise<PagedEnvelope<R>> => {
    const body = bodyOf(query.filters) as Record<string, unknown>;
    hooks.remember(body);
    const answer = await callUntyped(endpoint, { body });
    const report = answer.status === 200 ? (answer.detalles as { totales?: ReportTotals } | null) : null;
    hooks.keep(report?.totales ?? null);
    return reportPage(answer as never, query) as PagedEnvelope<R>;
  };

function ReportTab({ view }: { view: ReportView }) {
  const notify = useNotify();
  const [totals, setTotals] = useState<ReportTotals | null>(null);
  // The filters of the last list call: the PDF prints what the table shows.
  const filters = useRef<Record<string, unknown> | null>(null);
  const printPdf = useRef(async () => {});
  printPdf.current = async () => {
    if (!filters.current) return;
    try {
      await openPrintable(view.pdf, { query: filters.current } as never);
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
            column={{ xs: 1, sm: 2, md: 3, xl: 6 }}
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

/**
 * A reports screen: one tab per report (`?vista=`, the first without it), each the kit's list of the
 * report with its totals card above, the 'PDF' button in its toolbar and its help below.
 */
export function ReportTabs({ views }: { views: readonly ReportView[] }) {
  const [params, setParams] = useSearchParams();
  const current = views.find((v) => v.key === params.get('vista')) ?? views[0]!;
  return (
    <Tabs
      activeKey={current.key}
      onChange={(key) => setParams(key === views[0]!.key ? {} : { vista: key }, { replace: true })}
      destroyOnHidden
      items={views.map((view) => ({ key: view.key, label: view.label, children: <ReportTab view={view} /> }))}
    />
  );
}
