import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Switch, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { AnyRow, ColumnSpec, ListQuery, Resource, ResourceContext } from './types.js';
import { displayValue, estadoLabel, rawValue, rowName } from './values.js';

/** Widest an `ellipsis` column gets before its text is cut (the whole text shows on hover). */
const ELLIPSIS_WIDTH = 260;

export interface ColumnsInput<R extends AnyRow> {
  resource: Resource<R>;
  columns: ColumnSpec<R>[];
  query: ListQuery;
  ctx: ResourceContext<R>;
  phone: boolean;
  busyId: unknown;
  onToggle: (row: R, estado: number) => void;
  onRemove: (row: R) => void;
}

const optionOf = <R extends AnyRow>(c: ColumnSpec<R>, row: R) =>
  c.options?.find((o) => String(o.value) === String(rawValue(c, row)));

const isNumeric = (c: ColumnSpec<any>) => c.type === 'money' || c.type === 'number' || c.type === 'integer';

function cell<R extends AnyRow>(c: ColumnSpec<R>, row: R, input: ColumnsInput<R>): ReactNode {
  const { resource, ctx, busyId, onToggle } = input;
  if (c.render) return c.render(row, ctx);
  if (c.type === 'estado') {
    const estado = Number(rawValue(c, row));
    if (resource.api.state && (!resource.canToggle || resource.canToggle(row))) {
      return (
        <Switch
          size="small"
          checked={estado === 1}
          loading={busyId === row[resource.idField]}
          checkedChildren="Activo"
          unCheckedChildren="Inactivo"
          aria-label={`Estado de ${rowName(resource, row)}`}
          onChange={(checked) => onToggle(row, checked ? 1 : 0)}
        />
      );
    }
    return <Tag color={estado === 1 ? 'green' : 'red'}>{estadoLabel(estado)}</Tag>;
  }
  const text = displayValue(c, row);
  if (c.type === 'tag') return text ? <Tag color={optionOf(c, row)?.color}>{text}</Tag> : '—';
  if (text === '') return '—';
  if (c.ellipsis) {
    return (
      <span
        title={text}
        style={{
          display: 'block',
          maxWidth: c.width ?? ELLIPSIS_WIDTH,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {text}
      </span>
    );
  }
  return text;
}

/** How many buttons the actions column holds for the widest row (its width). */
const actionCount = (resource: Resource<any>) =>
  (resource.rowActions?.length ?? 0) +
  (resource.detail ? 1 : 0) +
  (resource.api.update ? 1 : 0) +
  (resource.api.remove ? 1 : 0);

/**
 * The table's columns: the visible declared columns (sortable ones controlled by the query in the
 * URL) and 'Acciones'. On a desktop the table fits its card (long text wraps) and 'Acciones' stays
 * at the right edge; on a phone the table scrolls inside its card with the first, identifying
 * column fixed and 'Acciones' at the end.
 */
export function listColumns<R extends AnyRow>(input: ColumnsInput<R>): TableColumnsType<R> {
  const { resource, columns, query, ctx, phone, onRemove } = input;
  const table: TableColumnsType<R> = columns.map((c, index) => ({
    key: c.key,
    title: c.title,
    dataIndex: c.value ? undefined : c.key,
    width: c.ellipsis ? undefined : c.width,
    // A declared width is also the least one: the list scrolls in its card rather than break a
    // header ('Mano de obra (S/)') or a document number over three lines.
    minWidth: c.ellipsis || typeof c.width !== 'number' ? undefined : c.width,
    fixed: phone && index === 0 ? ('left' as const) : undefined,
    align: c.align ?? (isNumeric(c) ? 'right' : undefined),
    sorter: c.sortable ? true : undefined,
    sortOrder:
      c.sortable && query.sort === (c.sortField ?? c.key) ? (query.order === 'desc' ? 'descend' : 'ascend') : null,
    showSorterTooltip: c.sortable ? { title: `Ordenar por ${c.title.toLocaleLowerCase('es')}` } : undefined,
    render: (_: unknown, row: R) => cell(c, row, input),
  }));

  const hasActions =
    !!resource.api.update || !!resource.api.remove || !!resource.rowActions?.length || !!resource.detail;
  if (!hasActions) return table;
  const canEdit = (row: R) => !!resource.api.update && !!resource.form && (!resource.canEdit || resource.canEdit(row));
  const canRemove = (row: R) => !!resource.api.remove && (!resource.canRemove || resource.canRemove(row));
  // A touch screen (`touch`) gets 40 px row buttons on a phone: the bay's technician taps them with gloves on.
  const buttonSize = phone && resource.touch ? 'large' : 'small';
  table.push({
    key: 'acciones',
    title: 'Acciones',
    fixed: phone ? undefined : 'right',
    width: 24 + (buttonSize === 'large' ? 44 : 32) * actionCount(resource),
    render: (_: unknown, row: R) => {
      const name = rowName(resource, row);
      return (
        <Space size={4} wrap={false}>
          {resource.detail && (!resource.detail.visible || resource.detail.visible(row)) && (
            <Tooltip title={resource.detail.label}>
              <Button
                size={buttonSize}
                icon={resource.detail.icon ?? <EyeOutlined />}
                aria-label={`${resource.detail.label} ${name}`}
                onClick={() => ctx.openDetail(row)}
              />
            </Tooltip>
          )}
          {resource.rowActions
            ?.filter((a) => !a.visible || a.visible(row))
            .map((a) => (
              <Tooltip key={a.key} title={a.label}>
                <Button
                  size={buttonSize}
                  danger={a.danger}
                  icon={a.icon}
                  aria-label={`${a.label} ${name}`}
                  onClick={() => a.onClick(row, ctx)}
                >
                  {a.icon ? null : a.label}
                </Button>
              </Tooltip>
            ))}
          {canEdit(row) && (
            <Tooltip title="Editar">
              <Button
                size={buttonSize}
                icon={<EditOutlined />}
                aria-label={`Editar ${name}`}
                onClick={() => ctx.openEdit(row)}
              />
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
              onConfirm={() => onRemove(row)}
            >
              <Button size={buttonSize} danger icon={<DeleteOutlined />} aria-label={`Eliminar ${name}`} />
            </Popconfirm>
          )}
        </Space>
      );
    },
  });
  return table;
}
