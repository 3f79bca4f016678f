import { useCallback, useState, type ReactNode } from 'react';
import { Alert, App, Button, Drawer, Empty, Table } from 'antd';
import { useNotify } from '@trade/session/notify';
import { runCall } from './calls.js';
import { exportCsv, exportXlsx, type ExportFormat } from './export.js';
import { listColumns } from './listColumns.js';
import { ListToolbar } from './ListToolbar.js';
import { ResourceForm } from './ResourceForm.js';
import { drawerSize, useIsPhone } from './responsive.js';
import type { Totals } from './totals.js';
import { TotalsRow } from './TotalsRow.js';
import type { AnyRow, ColumnSpec, FormMode, ListQuery, Resource, ResourceContext } from './types.js';
import { useResourceList, type ListOptions } from './useResourceList.js';
import { useSaveFlow } from './useSaveFlow.js';

export const TOGGLE_ERROR = 'Error al actualizar el estado';
export const REMOVE_ERROR = 'Error al borrar el registro';
export const EXPORT_ERROR = 'Error al exportar los registros';
export const EMPTY_TEXT = 'No hay registros';
export const RETRY_TEXT = 'Reintentar';
/** Most rows an export fetches from a server list (pages of 500). */
export const EXPORT_LIMIT = 10_000;

export interface ResourceScreenProps<R extends AnyRow> extends ListOptions {
  resource: Resource<R>;
  /** Shown above the toolbar (nested lists name themselves; screens get their title from the host). */
  heading?: ReactNode;
}

const storageKey = (resource: Resource<any>) => `trade.columnas.${resource.key}`;
function useHiddenColumns(resource: Resource<any>) {
  const [hidden, setHidden] = useState<string[]>(() => {
    try {
      const saved = localStorage.getItem(storageKey(resource));
      if (saved) return JSON.parse(saved) as string[];
    } catch {
      /* no storage: defaults */
    }
    return resource.columns.filter((c) => c.hidden === true).map((c) => c.key);
  });
  const toggle = (key: string, show: boolean) => {
    const next = show ? hidden.filter((k) => k !== key) : [...hidden, key];
    setHidden(next);
    try {
      localStorage.setItem(storageKey(resource), JSON.stringify(next));
    } catch {
      /* ignore */
    }
  };
  return { hidden, toggle };
}

/**
 * A whole list-plus-form screen from a resource declaration: text filter and declared filters
 * kept in the URL, server or client paging with a page-size choice, empty and loading states,
 * Excel/CSV export of the visible columns, create/edit form, state toggle, delete with
 * confirmation, extra row actions and a detail drawer.
 */
export function ResourceScreen<R extends AnyRow>({ resource, heading, ...options }: ResourceScreenProps<R>) {
  const notify = useNotify();
  const { modal } = App.useApp();
  const phone = useIsPhone();
  const list = useResourceList(resource, options);
  const { query, setQuery } = list;
  const flow = useSaveFlow();
  const messages = resource.messages ?? {};
  const [formState, setFormState] = useState<{ open: boolean; mode: FormMode; row: R | null; initial?: AnyRow }>({
    open: false,
    mode: 'create',
    row: null,
  });
  const [detailId, setDetailId] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<unknown>(null);
  const [exporting, setExporting] = useState(false);
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const { hidden, toggle: toggleColumn } = useHiddenColumns(resource);
  const id = (row: R) => row[resource.idField];
  const unused = resource.columns
    .filter((c) => c.hidden === 'unused' && !Number(list.totals[c.key] ?? 0))
    .map((c) => c.key);
  const visibleColumns = resource.columns.filter((c) => !hidden.includes(c.key) && !unused.includes(c.key));

  const openCreate = useCallback(
    (initial?: AnyRow) => setFormState({ open: true, mode: 'create', row: null, initial }),
    [],
  );
  const openEdit = useCallback((row: R) => setFormState({ open: true, mode: 'update', row }), []);
  const openDetail = useCallback((row: R) => setDetailId(row[resource.idField]), [resource.idField]);

  const ctx: ResourceContext<R> = {
    reload: list.reload,
    openCreate,
    openEdit,
    openDetail,
    notify,
    modal,
    params: list.params,
    rows: list.rows,
    resource,
  };
  const detailRow = detailId === null ? null : (list.rows.find((r) => id(r) === detailId) ?? null);

  /** After a save, a state change or a delete: the list again, then whoever holds this list (a drawer's owner). */
  async function changed() {
    await list.reload();
    options.onChanged?.();
  }

  async function toggleState(row: R, estado: number) {
    const call = resource.api.state!;
    setBusyId(id(row));
    const answer = await flow.run({
      key: `${resource.key}-estado`,
      progress: messages.toggling ?? 'Actualizando estado...',
      failText: messages.toggleError ?? TOGGLE_ERROR,
      tone: estado === 1 ? 'success' : 'error',
      call: () =>
        runCall(
          call,
          {
            id: id(row),
            body: () =>
              resource.api.stateBody ? resource.api.stateBody(row, estado) : { [resource.idField]: id(row), estado },
          },
          row,
          estado,
        ),
    });
    setBusyId(null);
    if (answer?.status === 200) await changed();
  }

  async function remove(row: R) {
    const call = resource.api.remove!;
    const answer = await flow.run({
      key: `${resource.key}-eliminar`,
      progress: messages.removing ?? 'Eliminando...',
      failText: messages.removeError ?? REMOVE_ERROR,
      successSeconds: messages.noticeSeconds,
      call: () =>
        runCall(
          call,
          {
            id: id(row),
            body: () => (resource.api.removeBody ? resource.api.removeBody(row) : { [resource.idField]: id(row) }),
          },
          row,
        ),
    });
    if (answer?.status === 200) await changed();
  }

  /** Every row the filters select (the filtered rows of a client list, every page of a server list) and their totals. */
  async function rowsToExport(): Promise<{ rows: R[]; totals: Totals }> {
    if (list.clientSide) return { rows: list.rows, totals: list.totals };
    const rows: R[] = [];
    let totals: Totals = {};
    for (let page = 1; rows.length < EXPORT_LIMIT; page++) {
      const q: ListQuery = { ...query, page, pageSize: 500 };
      const answer = await list.fetchList(q);
      if (answer.status !== 200) throw new Error(answer.mensaje);
      rows.push(...((answer.detalles ?? []) as R[]));
      if (page === 1 && 'totales' in answer && answer.totales) totals = answer.totales;
      const pages = 'totalPaginas' in answer ? answer.totalPaginas : 1;
      if (page >= pages || (answer.detalles ?? []).length === 0) break;
    }
    return { rows, totals };
  }

  async function exportAs(format: ExportFormat) {
    const key = `${resource.key}-exportar`;
    setExporting(true);
    notify.progress(key, 'Exportando...');
    try {
      const { rows, totals } = await rowsToExport();
      if (rows.length === 0) {
        notify.fail(key, 'No hay registros para exportar');
        return;
      }
      const columns = visibleColumns as ColumnSpec<R>[];
      const name =
        format === 'xlsx'
          ? await exportXlsx(resource.title, columns, rows, totals)
          : exportCsv(resource.title, columns, rows, totals);
      notify.answer(
        {
          status: 200,
          mensaje:
            rows.length === 1 ? `Se exportó 1 registro a ${name}` : `Se exportaron ${rows.length} registros a ${name}`,
        },
        { key },
      );
    } catch {
      notify.fail(key, EXPORT_ERROR);
    } finally {
      setExporting(false);
    }
  }

  const columns = listColumns({
    resource,
    columns: visibleColumns,
    query,
    ctx,
    phone,
    busyId,
    onToggle: (row, estado) => void toggleState(row, estado),
    onRemove: (row) => void remove(row),
  });
  const shownRows = list.pageRows;
  // Tree rows are expanded unless the user closed them.
  const expandedKeys = shownRows
    .filter((r) => Array.isArray(r.children) && r.children.length > 0)
    .map((r) => String(id(r)))
    .filter((k) => !collapsed.includes(k));
  const totalText = resource.totalText;

  return (
    <div className="trade-resource">
      {heading}
      <ListToolbar
        resource={resource}
        query={query}
        setQuery={setQuery}
        phone={phone}
        extra={resource.toolbar?.(ctx)}
        onCreate={resource.api.create && resource.form ? () => openCreate() : undefined}
        onReload={() => void list.reload()}
        onExport={(format) => void exportAs(format)}
        exporting={exporting}
        hidden={[...hidden, ...unused]}
        toggleColumn={toggleColumn}
      />
      {list.error ? (
        // A failed list is never shown as an empty one: the reason and a way to try again.
        <Alert
          type="error"
          showIcon
          role="alert"
          title={list.error.title}
          description={list.error.detail}
          action={
            <Button onClick={() => void list.reload()} loading={list.loading}>
              {RETRY_TEXT}
            </Button>
          }
        />
      ) : (
        <Table<R>
          rowKey={(row) => String(row[resource.idField])}
          size="middle"
          loading={list.loading}
          dataSource={shownRows}
          columns={columns}
          // Desktop: the table fits its card (text wraps), nothing hides under 'Acciones'.
          // Phone: it scrolls inside its card, the first column fixed.
          scroll={{ x: phone ? 'max-content' : true }}
          tableLayout="auto"
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.empty ?? EMPTY_TEXT} />,
            triggerAsc: 'Ordenar ascendente',
            triggerDesc: 'Ordenar descendente',
            cancelSort: 'Quitar orden',
          }}
          summary={() => (
            <TotalsRow
              columns={visibleColumns}
              totals={list.totals}
              hasActions={columns.length > visibleColumns.length}
            />
          )}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: list.total,
            showSizeChanger: true,
            size: phone ? 'small' : undefined,
            pageSizeOptions: list.pageSizes,
            showTotal: (total, [from, to]) =>
              total === 0
                ? ''
                : totalText
                  ? totalText({ from, to, total, rows: list.rows.length })
                  : `${from}-${to} de ${total} registros`,
            locale: { items_per_page: '/ página' },
          }}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') {
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              const column = visibleColumns.find((c) => c.key === one?.columnKey);
              return setQuery(
                one?.order && column
                  ? { sort: column.sortField ?? column.key, order: one.order === 'descend' ? 'desc' : 'asc' }
                  : { sort: undefined, order: undefined },
              );
            }
            const pageSize = pagination.pageSize ?? query.pageSize;
            setQuery(pageSize !== query.pageSize ? { pageSize, page: 1 } : { page: pagination.current ?? 1 });
          }}
          expandable={
            resource.arrange
              ? {
                  expandedRowKeys: expandedKeys,
                  onExpand: (expanded, row) =>
                    setCollapsed((keys) =>
                      expanded ? keys.filter((k) => k !== String(id(row))) : [...keys, String(id(row))],
                    ),
                }
              : undefined
          }
          {...resource.tableProps}
        />
      )}
      {resource.form && (
        <ResourceForm
          resource={resource}
          open={formState.open}
          mode={formState.mode}
          row={formState.row}
          initial={formState.initial}
          params={list.params}
          rows={list.loadedRows}
          onClose={() => setFormState((s) => ({ ...s, open: false }))}
          onSaved={() => {
            setFormState((s) => ({ ...s, open: false }));
            void changed();
          }}
        />
      )}
      {resource.detail && (
        <Drawer
          open={detailRow !== null}
          title={detailRow ? resource.detail.title(detailRow) : ''}
          size={drawerSize(phone, resource.detail.width ?? 720)}
          onClose={() => setDetailId(null)}
          destroyOnHidden
        >
          {detailRow && resource.detail.render(detailRow, ctx)}
        </Drawer>
      )}
    </div>
  );
}
