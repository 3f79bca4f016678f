import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Card, Empty, Select, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { MenuGroup, MenuItem } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { assignMenu, listMenus, removeMenu, searchUsers, userMenus, type UserOption } from './service';

const ROLE_LABELS: Record<string, string> = {
  admin: 'Administrador',
  atm: 'Cajero',
  seller: 'Vendedor',
  tech: 'Técnico',
  claimer: 'Reclamos',
  'admin-complaints': 'Administrador de reclamos',
};

const assignedIds = (groups: MenuGroup[]) => groups.flatMap((g) => g.hijos.map((h) => h.idmenu));

/** Access control: pick a user and tick the screens they may open. */
export default function AccessControl() {
  const notify = useNotify();
  const [users, setUsers] = useState<UserOption[]>([]);
  const [searching, setSearching] = useState(false);
  const [selected, setSelected] = useState<UserOption | null>(null);
  const [menus, setMenus] = useState<MenuItem[]>([]);
  const [assigned, setAssigned] = useState<number[]>([]);
  const [loadingUser, setLoadingUser] = useState(false);
  const [busy, setBusy] = useState(false);

  const search = useCallback(
    async (text: string) => {
      setSearching(true);
      try {
        const answer = await searchUsers(text);
        if (answer.status === 200) setUsers(answer.detalles);
        else notify.answer(answer);
      } catch {
        notify.error('Error al obtener los registros');
      } finally {
        setSearching(false);
      }
    },
    [notify],
  );

  useEffect(() => {
    void search('');
    listMenus()
      .then((answer) => (answer.status === 200 ? setMenus(answer.detalles ?? []) : notify.answer(answer)))
      .catch(() => notify.error('Error al obtener los registros'));
  }, [search, notify]);

  async function pick(idusuario: number) {
    const user = users.find((u) => u.idusuario === idusuario) ?? null;
    setSelected(user);
    setLoadingUser(true);
    try {
      const answer = await userMenus(idusuario);
      if (answer.status === 200) setAssigned(assignedIds(answer.detalles ?? []));
      else notify.answer(answer);
    } catch {
      notify.error('Error al obtener los menus del usuario');
    } finally {
      setLoadingUser(false);
    }
  }

  const treeData = useMemo(
    () =>
      menus
        .filter((m) => m.idpadre === null)
        .map((parent) => ({
          key: parent.idmenu,
          title: parent.nombre,
          children: menus.filter((m) => m.idpadre === parent.idmenu).map((child) => ({ key: child.idmenu, title: `${child.nombre} (${child.ruta})` })),
        }))
        .filter((p) => p.children.length > 0),
    [menus],
  );

  async function toggle(idmenu: number, checked: boolean) {
    if (!selected) return;
    const key = 'acceso';
    setBusy(true);
    notify.progress(key, checked ? 'Asignando menú...' : 'Removiendo menú...');
    try {
      const answer = checked ? await assignMenu(selected.idusuario, idmenu) : await removeMenu(selected.idusuario, idmenu);
      notify.answer(answer, { key });
      if (answer.status === 200) setAssigned(assignedIds(answer.detalles ?? []));
    } catch {
      notify.fail(key, checked ? 'Error al asginar el menú al usuario' : 'Error al remover el menú del usuario');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Select
        showSearch={{ filterOption: false, onSearch: (text) => void search(text) }}
        placeholder="Buscar usuario por nombre o usuario"
        style={{ width: '100%', maxWidth: 480 }}
        loading={searching}
        value={selected?.idusuario}
        onChange={(id: number) => void pick(id)}
        notFoundContent={searching ? <Spin size="small" /> : 'Sin resultados'}
        options={users.map((u) => ({ value: u.idusuario, label: `${u.nombres} (${u.usuario})` }))}
        aria-label="Usuario"
      />
      {!selected ? (
        <Empty description="Seleccione un usuario para ver y asignar sus menús" />
      ) : (
        <Card
          title={
            <Space>
              {selected.nombres}
              <Tag>{ROLE_LABELS[selected.rol] ?? selected.rol}</Tag>
              {selected.estado !== 1 && <Tag color="red">Inactivo</Tag>}
            </Space>
          }
        >
          {selected.rol === 'admin' && (
            <Alert style={{ marginBottom: 16 }} type="info" showIcon title="Los administradores pueden usar todas las áreas; aquí se eligen los menús que ven." />
          )}
          <Spin spinning={loadingUser || busy}>
            <Typography.Paragraph type="secondary">Marque las pantallas que el usuario puede abrir. Marcar un menú principal asigna todas sus pantallas.</Typography.Paragraph>
            <Tree
              checkable
              defaultExpandAll
              selectable={false}
              treeData={treeData}
              checkedKeys={assigned}
              onCheck={(_, info) => void toggle(Number(info.node.key), info.checked)}
            />
          </Spin>
        </Card>
      )}
    </Space>
  );
}
