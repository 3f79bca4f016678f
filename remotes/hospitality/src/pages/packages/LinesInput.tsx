import { Button, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** A column of an editable line table: its title and the input of a line's cell. */
export interface LineColumn<L> {
  key: string;
  title: string;
  width?: number;
  cell: (line: L, set: (patch: Partial<L>) => void, index: number) => ReactNode;
}

interface LinesInputProps<L> {
  /** The form's value (antd gives it through the Form.Item of a 'custom' field). */
  value?: L[];
  onChange?: (lines: L[]) => void;
  columns: LineColumn<L>[];
  /** A new line (the button adds it at the end). */
  blank: (lines: L[]) => L;
  addLabel: string;
  /** Accessible name of the table and of each line's remove button ('Quitar día 2'). */
  name: string;
  lineName: (line: L, index: number) => string;
}

/**
 * The lines of a record edited inside its form (a package's itinerary, what it includes): a small
 * table whose cells are inputs, a button to add a line and one per line to remove it. The whole
 * list is the field's value, posted with the record in one call.
 */
export function LinesInput<L extends object>({
  value,
  onChange,
  columns,
  blank,
  addLabel,
  name,
  lineName,
}: LinesInputProps<L>) {
  const lines = value ?? [];
  const change = (next: L[]) => onChange?.(next);
  const set = (index: number) => (patch: Partial<L>) =>
    change(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <div>
      <Table<L & { __i: number }>
        aria-label={name}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowKey="__i"
        dataSource={lines.map((line, i) => ({ ...line, __i: i }))}
        locale={{ emptyText: 'Sin líneas' }}
        columns={[
          ...columns.map((c) => ({
            key: c.key,
            title: c.title,
            width: c.width,
            render: (_: unknown, row: L & { __i: number }) => c.cell(lines[row.__i]!, set(row.__i), row.__i),
          })),
          {
            key: 'quitar',
            width: 44,
            render: (_: unknown, row: L & { __i: number }) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Quitar ${lineName(lines[row.__i]!, row.__i)}`}
                onClick={() => change(lines.filter((_l, i) => i !== row.__i))}
              />
            ),
          },
        ]}
      />
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() => change([...lines, blank(lines)])}
        style={{ marginTop: 8 }}
      >
        {addLabel}
      </Button>
    </div>
  );
}
