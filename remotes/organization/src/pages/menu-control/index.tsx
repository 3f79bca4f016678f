import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { Button, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNotify } from '@trade/session/notify';
import { AREA_LABELS } from '../../areas';
import { MenuForm } from './MenuForm';
import { createMenu, deleteMenu, listMenus, updateMenu, type MenuInput, type MenuRow } from './service';

type TreeRow = MenuRow & { children?: MenuRow[] };

/** Menu control: main menus and their screens (spec 000 §7, Session and menus). */
export default function MenuControl() {
  const notify = useNotify();
  const [rows, setRows] = useState<MenuRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<MenuRow | null>(null);
  const [saving, setSaving] = useState(false);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const answer = await listMenus();
      if (answer.status === 200) {
        const loaded = answer.detalles ?? [];
        setRows(loaded);
        // Main menus open by default, including ones created since; the user may close them.
        setExpanded((keys) => [...new Set([...keys, ...loaded.filter((r) => r.idpadre === null).map((r) => r.idmenu)])]);
      }
      else notify.answer(answer);
    } catch {
      notify.error('Error al obtener los registros');
    } finally {
      setLoading(false);
    }
  }, [notify]);

  useEffect(() => {
    void load();
  }, [load]);

  const parents = useMemo(() => rows.filter((r) => r.idpadre === null), [rows]);
  const tree: TreeRow[] = useMemo(
    () => parents.map((p) => ({ ...p, children: rows.filter((r) => r.idpadre === p.idmenu) })).map((p) => (p.children.length ? p : { ...p, children: undefined })),
    [parents, rows],
  );

  async function save(input: MenuInput) {
    const key = 'menu-guardar';
    setSaving(true);
    notify.progress(key, editing ? 'Actualizando menú...' : 'Guardando menú...');
    try {
      const answer = editing ? await updateMenu(editing.idmenu, input) : await createMenu(input);
      notify.answer(answer, { key });
      if (answer.status === 200) {
        setFormOpen(false);
        await load();
      }
    } catch {
      notify.fail(key, editing ? 'Error al actualizar el menu' : 'Error al crear el menu');
    } finally {
      setSaving(false);
    }
  }

  async function remove(row: MenuRow) {
    const key = 'menu-eliminar';
    notify.progress(key, 'Eliminando menú...');
    try {
      const answer = await deleteMenu(row.idmenu);
      notify.answer(answer, { key });
      if (answer.status === 200) await load();
    } catch {
      notify.fail(key, 'Error al eliminar el menu');
    }
  }

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Nuevo menú
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          Actualizar
        </Button>
      </Space>
      <Table<TreeRow>
        rowKey="idmenu"
        loading={loading}
        dataSource={tree}
        pagination={false}
        expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: setExpanded }}
        locale={{ emptyText: 'No hay menús registrados' }}
        columns={[
          { title: 'Nombre', dataIndex: 'nombre' },
          { title: 'Ruta', dataIndex: 'ruta', render: (v: string | null) => v ?? '—' },
          { title: 'Área', dataIndex: 'area', render: (v: string | null) => (v ? <Tag>{AREA_LABELS[v] ?? v}</Tag> : '—') },
          { title: 'Icono', dataIndex: 'icono', render: (v: string | null) => v ?? '—' },
          { title: 'Orden', dataIndex: 'orden', width: 80 },
          {
            title: 'Acciones',
            width: 120,
            render: (_: unknown, row: TreeRow) => (
              <Space>
                <Tooltip title="Editar">
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`Editar ${row.nombre}`}
                    onClick={() => {
                      setEditing(row);
                      setFormOpen(true);
                    }}
                  />
                </Tooltip>
                <Popconfirm
                  title="¿Eliminar este menú?"
                  description="Los usuarios dejarán de verlo."
                  okText="Eliminar"
                  cancelText="Cancelar"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(row)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Eliminar ${row.nombre}`} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <MenuForm open={formOpen} editing={editing} parents={parents} saving={saving} onSave={save} onCancel={() => setFormOpen(false)} />
    </>
  );
}
