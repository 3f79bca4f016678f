import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Drawer, Dropdown, Empty, Input, Popconfirm, Popover, Select, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { post, type Envelope } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { exportCsv, exportXlsx, type ExportFormat } from './export.js';
import { useOptions } from './options.js';
import { ResourceForm } from './ResourceForm.js';
import type { AnyRow, ColumnSpec, FilterSpec, FormMode, ListQuery, Resource, ResourceContext } from './types.js';
import { useResourceList, type ListOptions } from './useResourceList.js';
import { useSaveFlow } from './useSaveFlow.js';
import { displayValue, estadoLabel, newLabel, rawValue, rowName } from './values.js';

export const TOGGLE_ERROR = 'Error al actualizar el estado';
export const REMOVE_ERROR = 'Error al borrar el registro';
export const EXPORT_ERROR = 'Error al exportar los registros';
export const EMPTY_TEXT = 'No hay registros';
/** Most rows an export fetches from a server list (pages of 500). */
export const EXPORT_LIMIT = 10_000;

export interface ResourceScreenProps<R extends AnyRow> extends ListOptions {
  resource: Resource<R>;
  /** Shown above the toolbar (nested lists name themselves; screens get their title from the host). */
  heading?: ReactNode;
}

const callWith = <A extends unknown[]>(call: string | ((...args: A) => Promise<Envelope>), body: () => unknown, ...args: A) =>
  typeof call === 'string' ? post(call, body()) : call(...args);

function FilterSelect({ filter, value, onChange }: { filter: FilterSpec<any>; value: string | number | undefined; onChange: (v: string | number | undefined) => void }) {
  const { options, loading } = useOptions(filter.options);
  return (
    <Select
      aria-label={filter.label}
      placeholder={filter.label}
      allowClear
      loading={loading}
      style={{ width: filter.width ?? 180 }}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

/** The text filter: typing filters after a pause, Enter at once; the URL keeps the text. */
function SearchBox({ value, placeholder, onSearch }: { value: string; placeholder: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => onSearch(text), 400);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return <Input.Search aria-label="Buscar" placeholder={placeholder} allowClear value={text} onChange={(e) => setText(e.target.value)} onSearch={(q) => onSearch(q)} style={{ width: 280 }} />;
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
    return resource.columns.filter((c) => c.hidden).map((c) => c.key);
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
  const list = useResourceList(resource, options);
  const { query, setQuery } = list;
  const flow = useSaveFlow();
  const messages = resource.messages ?? {};
  const [formState, setFormState] = useState<{ open: boolean; mode: FormMode; row: R | null; initial?: AnyRow }>({ open: false, mode: 'create', row: null });
  const [detailId, setDetailId] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<unknown>(null);
  const [exporting, setExporting] = useState(false);
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const { hidden, toggle: toggleColumn } = useHiddenColumns(resource);
  const id = (row: R) => row[resource.idField];
  const visibleColumns = resource.columns.filter((c) => !hidden.includes(c.key));

  const openCreate = useCallback((initial?: AnyRow) => setFormState({ open: true, mode: 'create', row: null, initial }), []);
  const openEdit = useCallback((row: R) => setFormState({ open: true, mode: 'update', row }), []);
  const openDetail = useCallback((row: R) => setDetailId(row[resource.idField]), [resource.idField]);

  const ctx: ResourceContext<R> = { reload: list.reload, openCreate, openEdit, openDetail, notify, params: list.params, rows: list.rows, resource };
  const detailRow = detailId === null ? null : (list.rows.find((r) => id(r) === detailId) ?? null);

  async function toggleState(row: R, estado: number) {
    const call = resource.api.toggle!;
    setBusyId(id(row));
    const answer = await flow.run({
      key: `${resource.key}-estado`,
      progress: messages.toggling ?? 'Actualizando estado...',
      failText: messages.toggleError ?? TOGGLE_ERROR,
      tone: estado === 1 ? 'success' : 'error',
      call: () => callWith(call, () => (resource.api.toggleBody ? resource.api.toggleBody(row, estado) : { [resource.idField]: id(row), estado }), row, estado),
    });
    setBusyId(null);
    if (answer?.status === 200) await list.reload();
  }

  async function remove(row: R) {
    const call = resource.api.remove!;
    const answer = await flow.run({
      key: `${resource.key}-eliminar`,
      progress: messages.removing ?? 'Eliminando...',
      failText: messages.removeError ?? REMOVE_ERROR,
      call: () => callWith(call, () => (resource.api.removeBody ? resource.api.removeBody(row) : { [resource.idField]: id(row) }), row),
    });
    if (answer?.status === 200) await list.reload();
  }

  /** Every row the filters select: the filtered rows of a client list, every page of a server list. */
  async function rowsToExport(): Promise<R[]> {
    if (list.clientSide) return list.rows;
    const rows: R[] = [];
    for (let page = 1; rows.length < EXPORT_LIMIT; page++) {
      const q: ListQuery = { ...query, page, pageSize: 500 };
      const answer = await list.fetchList(q);
      if (answer.status !== 200) throw new Error(answer.mensaje);
      rows.push(...((answer.detalles ?? []) as R[]));
      const pages = 'totalPaginas' in answer ? answer.totalPaginas : 1;
      if (page >= pages || (answer.detalles ?? []).length === 0) break;
    }
    return rows;
  }

  async function exportAs(format: ExportFormat) {
    const key = `${resource.key}-exportar`;
    setExporting(true);
    notify.progress(key, 'Exportando...');
    try {
      const rows = await rowsToExport();
      if (rows.length === 0) {
        notify.fail(key, 'No hay registros para exportar');
        return;
      }
      const columns = visibleColumns as ColumnSpec<R>[];
      const name = format === 'xlsx' ? await exportXlsx(resource.title, columns, rows) : exportCsv(resource.title, columns, rows);
      notify.answer({ status: 200, mensaje: rows.length === 1 ? `Se exportó 1 registro a ${name}` : `Se exportaron ${rows.length} registros a ${name}` }, { key });
    } catch {
      notify.fail(key, EXPORT_ERROR);
    } finally {
      setExporting(false);
    }
  }

  const columns: TableColumnsType<R> = visibleColumns.map((c) => ({
    key: c.key,
    title: c.title,
    dataIndex: c.value ? undefined : c.key,
    width: c.width,
    ellipsis: c.ellipsis,
    align: c.align ?? (c.type === 'money' || c.type === 'number' || c.type === 'integer' ? 'right' : undefined),
    sorter:
      c.sortable && list.clientSide
        ? (a: R, b: R) => {
            const x = rawValue(c, a);
            const y = rawValue(c, b);
            return typeof x === 'number' && typeof y === 'number' ? x - y : displayValue(c, a).localeCompare(displayValue(c, b), 'es');
          }
        : undefined,
    render: (_: unknown, row: R) => {
      if (c.render) return c.render(row, ctx);
      if (c.type === 'estado') {
        const estado = Number(rawValue(c, row));
        if (resource.api.toggle && (!resource.canToggle || resource.canToggle(row))) {
          return (
            <Switch
              size="small"
              checked={estado === 1}
              loading={busyId === id(row)}
              checkedChildren="Activo"
              unCheckedChildren="Inactivo"
              aria-label={`Estado de ${rowName(resource, row)}`}
              onChange={(checked) => void toggleState(row, checked ? 1 : 0)}
            />
          );
        }
        return <Tag color={estado === 1 ? 'green' : 'red'}>{estadoLabel(estado)}</Tag>;
      }
      if (c.type === 'tag') {
        const text = displayValue(c, row);
        return text ? <Tag>{text}</Tag> : '—';
      }
      const text = displayValue(c, row);
      return text === '' ? '—' : text;
    },
  }));

  const canEdit = (row: R) => !!resource.api.update && !!resource.form && (!resource.canEdit || resource.canEdit(row));
  const canRemove = (row: R) => !!resource.api.remove && (!resource.canRemove || resource.canRemove(row));
  const hasActions = !!resource.api.update || !!resource.api.remove || !!resource.rowActions?.length || !!resource.detail;
  if (hasActions) {
    columns.push({
      key: 'acciones',
      title: 'Acciones',
      fixed: 'right',
      width: 60 + 36 * ((resource.rowActions?.length ?? 0) + (resource.detail ? 1 : 0) + (resource.api.update ? 1 : 0) + (resource.api.remove ? 1 : 0)),
      render: (_: unknown, row: R) => {
        const name = rowName(resource, row);
        return (
          <Space size={4} wrap={false}>
            {resource.detail && (!resource.detail.visible || resource.detail.visible(row)) && (
              <Tooltip title={resource.detail.label}>
                <Button size="small" icon={resource.detail.icon ?? <EyeOutlined />} aria-label={`${resource.detail.label} ${name}`} onClick={() => openDetail(row)} />
              </Tooltip>
            )}
            {resource.rowActions
              ?.filter((a) => !a.visible || a.visible(row))
              .map((a) => (
                <Tooltip key={a.key} title={a.label}>
                  <Button size="small" danger={a.danger} icon={a.icon} aria-label={`${a.label} ${name}`} onClick={() => a.onClick(row, ctx)}>
                    {a.icon ? null : a.label}
                  </Button>
                </Tooltip>
              ))}
            {canEdit(row) && (
              <Tooltip title="Editar">
                <Button size="small" icon={<EditOutlined />} aria-label={`Editar ${name}`} onClick={() => openEdit(row)} />
              </Tooltip>
            )}
            {canRemove(row) && (
              <Popconfirm
                title={`¿Eliminar ${resource.noun} «${name}»?`}
                description="Esta acción no se puede deshacer."
                okText="Eliminar"
                cancelText="Cancelar"
                okButtonProps={{ danger: true }}
                // The progress toast shows the wait; an async onConfirm leaves antd's button loading on the next opening.
                onConfirm={() => {
                  void remove(row);
                }}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Eliminar ${name}`} />
              </Popconfirm>
            )}
          </Space>
        );
      },
    });
  }

  const search = resource.search ?? true;
  const shownRows = list.pageRows;
  // Tree rows are expanded unless the user closed them.
  const expandedKeys = shownRows.filter((r) => Array.isArray(r.children) && r.children.length > 0).map((r) => String(id(r))).filter((k) => !collapsed.includes(k));
  const columnChooser = (
    <Space orientation="vertical" size={4}>
      {resource.columns.map((c) => (
        <Checkbox key={c.key} checked={!hidden.includes(c.key)} onChange={(e) => toggleColumn(c.key, e.target.checked)}>
          {c.title}
        </Checkbox>
      ))}
    </Space>
  );

  return (
    <div className="trade-resource">
      {heading}
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} align="start">
        <Space wrap>
          {search !== false && (
            <SearchBox value={query.q} placeholder={(typeof search === 'object' && search.placeholder) || 'Buscar (todas las palabras)'} onSearch={(q) => setQuery({ q })} />
          )}
          {resource.filters?.map((f) =>
            f.type === 'text' ? (
              <Input
                key={f.name}
                aria-label={f.label}
                placeholder={f.label}
                allowClear
                style={{ width: f.width ?? 160 }}
                defaultValue={query.filters[f.name] as string | undefined}
                onPressEnter={(e) => setQuery({ filters: { [f.name]: (e.target as HTMLInputElement).value || undefined } })}
                onBlur={(e) => setQuery({ filters: { [f.name]: e.target.value || undefined } })}
              />
            ) : (
              <FilterSelect key={f.name} filter={f} value={query.filters[f.name]} onChange={(v) => setQuery({ filters: { [f.name]: v } })} />
            ),
          )}
        </Space>
        <Space wrap>
          {resource.toolbar?.(ctx)}
          {resource.api.create && resource.form && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openCreate()}>
              {newLabel(resource)}
            </Button>
          )}
          <Tooltip title="Actualizar">
            <Button icon={<ReloadOutlined />} aria-label="Actualizar" onClick={() => void list.reload()} />
          </Tooltip>
          {resource.exportable !== false && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'xlsx', label: 'Excel (.xlsx)' },
                  { key: 'csv', label: 'CSV (.csv)' },
                ],
                onClick: ({ key }) => void exportAs(key as ExportFormat),
              }}
            >
              <Button icon={<DownloadOutlined />} loading={exporting}>
                Exportar
              </Button>
            </Dropdown>
          )}
          <Popover trigger="click" title="Columnas visibles" content={columnChooser} placement="bottomRight">
            <Tooltip title="Columnas">
              <Button icon={<SettingOutlined />} aria-label="Columnas" />
            </Tooltip>
          </Popover>
        </Space>
      </Space>
      <Table<R>
        rowKey={(row) => String(row[resource.idField])}
        size="middle"
        loading={list.loading}
        dataSource={shownRows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.empty ?? EMPTY_TEXT} /> }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: list.total,
          showSizeChanger: true,
          pageSizeOptions: list.pageSizes,
          showTotal: (total, [from, to]) => (total === 0 ? '' : `${from}-${to} de ${total} registros`),
          locale: { items_per_page: '/ página' },
        }}
        onChange={(pagination) => {
          const pageSize = pagination.pageSize ?? query.pageSize;
          setQuery(pageSize !== query.pageSize ? { pageSize, page: 1 } : { page: pagination.current ?? 1 });
        }}
        expandable={
          resource.arrange
            ? {
                expandedRowKeys: expandedKeys,
                onExpand: (expanded, row) => setCollapsed((keys) => (expanded ? keys.filter((k) => k !== String(id(row))) : [...keys, String(id(row))])),
              }
            : undefined
        }
        {...resource.tableProps}
      />
      {resource.form && (
        <ResourceForm
          resource={resource}
          open={formState.open}
          mode={formState.mode}
          row={formState.row}
          initial={formState.initial}
          params={list.params}
          onClose={() => setFormState((s) => ({ ...s, open: false }))}
          onSaved={() => {
            setFormState((s) => ({ ...s, open: false }));
            void list.reload();
          }}
        />
      )}
      {resource.detail && (
        <Drawer open={detailRow !== null} title={detailRow ? resource.detail.title(detailRow) : ''} size={resource.detail.width ?? 720} onClose={() => setDetailId(null)} destroyOnHidden>
          {detailRow && resource.detail.render(detailRow, ctx)}
        </Drawer>
      )}
    </div>
  );
}

