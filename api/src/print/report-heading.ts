import { sql, type SQL } from 'drizzle-orm';
import { limaText } from '@trade/formats';
import { queryRows, type Executor } from '../db/client.js';
import { branchCompanyHeader } from './company.js';
import type { Field } from './model.js';
import type { WithCompany } from './template.js';

/** What every report PDF prints above its table: the company, the branch asked and the range. */
export interface ReportFilters extends WithCompany {
  desde: string;
  hasta: string;
  /** The branch's name, 'Todas las sucursales', or the report's text for a branch the user does not see. */
  sucursal: string;
  /** The report's other filters, named ('Estado', 'Técnico'). */
  otros?: Field[];
}

/** The filters' block of a report PDF: branch, range and the report's own filters. */
export const reportFilterFields = (d: ReportFilters): Field[] => [
  { etiqueta: 'Sucursal', valor: d.sucursal },
  {
    etiqueta: 'Rango',
    valor: d.desde === d.hasta ? limaText(d.desde) : `${limaText(d.desde)} al ${limaText(d.hasta)}`,
  },
  ...(d.otros ?? []),
];

/** The range as a PDF's file name carries it. */
export const reportFileRange = (d: Pick<ReportFilters, 'desde' | 'hasta'>) =>
  d.desde === d.hasta ? d.desde : `${d.desde} ${d.hasta}`;

/**
 * A report PDF's heading: the branch asked when `seenBranch` (a query answering its `idsucursal`
 * if the user sees a record of it) finds it, else the user's own, else the first branch, so a
 * branch out of the user's scope is not even named (`unseen` is printed instead).
 */
export async function reportHeading(
  db: Executor,
  dataDir: string,
  filters: { desde: string; hasta: string; idsucursal?: number },
  { seenBranch, userBranch, unseen }: { seenBranch: SQL; userBranch: number | null; unseen: string },
): Promise<ReportFilters> {
  const asked = filters.idsucursal ? await queryRows<{ idsucursal: number }>(db, seenBranch) : [];
  const [first] = await queryRows<{ idsucursal: number }>(
    db,
    sql`select idsucursal from sucursal order by idsucursal limit 1`,
  );
  const idsucursal = asked[0]?.idsucursal ?? userBranch ?? first!.idsucursal;
  const empresa = (await branchCompanyHeader(db, dataDir, idsucursal))!;
  let sucursal = 'Todas las sucursales';
  if (filters.idsucursal) sucursal = asked.length ? (empresa.sucursal?.nombre ?? '') : unseen;
  return { empresa, desde: filters.desde, hasta: filters.hasta, sucursal };
}

/** A report PDF's query without the print link's own parameters: the report's filters. */
export const reportQueryFilters = <Q extends { formato?: unknown; firma?: unknown }>({
  formato: _formato,
  firma: _firma,
  ...filters
}: Q) => filters;
