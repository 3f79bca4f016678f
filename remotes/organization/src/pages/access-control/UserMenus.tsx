import { useEffect, useMemo, useState } from 'react';
import { Alert, Spin, Tree, Typography } from 'antd';
import type { MenuGroup, MenuItem } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { useSaveFlow } from '@trade/ui';
import type { UserRow } from '@trade/contracts/organization';
import { assignMenu, listMenus, removeMenu, userMenus } from './service';

const assignedIds = (groups: MenuGroup[]) => groups.flatMap((g) => g.hijos.map((h) => h.idmenu));

/** The screens a user may open: tick to assign, untick to remove (a main menu assigns all its screens). */
export function UserMenus({ user }: { user: UserRow }) {
  const notify = useNotify();
  const flow = useSaveFlow();
  const [menus, setMenus] = useState<MenuItem[]>([]);
  const [assigned, setAssigned] = useState<number[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    Promise.all([listMenus(), userMenus(user.idusuario)])
      .then(([all, mine]) => {
        if (!live) return;
        if (all.status === 200) setMenus(all.detalles ?? []);
        else notify.answer(all);
        if (mine.status === 200) setAssigned(assignedIds(mine.detalles ?? []));
        else notify.answer(mine);
      })
      .catch(() => live && notify.error('Error al obtener los menus del usuario'))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [user.idusuario, notify]);

  const treeData = useMemo(
    () =>
      menus
        .filter((m) => m.idpadre === null)
        .map((parent) => ({
          key: parent.idmenu,
          title: parent.nombre,
          children: menus
            .filter((m) => m.idpadre === parent.idmenu)
            .map((child) => ({ key: child.idmenu, title: `${child.nombre} (${child.ruta})` })),
        }))
        .filter((p) => p.children.length > 0),
    [menus],
  );

  async function toggle(idmenu: number, checked: boolean) {
    const answer = await flow.run({
      key: 'acceso',
      progress: checked ? 'Asignando menú...' : 'Removiendo menú...',
      failText: checked ? 'Error al asginar el menú al usuario' : 'Error al remover el menú del usuario',
      call: () => (checked ? assignMenu(user.idusuario, idmenu) : removeMenu(user.idusuario, idmenu)),
    });
    if (answer?.status === 200) setAssigned(assignedIds(answer.detalles ?? []));
  }

  return (
    <Spin spinning={loading || flow.loading}>
      {user.rol === 'admin' && (
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          title="Los administradores pueden usar todas las áreas; aquí se eligen los menús que ven."
        />
      )}
      {user.estado !== 1 && (
        <Alert
          style={{ marginBottom: 16 }}
          type="warning"
          showIcon
          title="El usuario está inactivo: no puede iniciar sesión."
        />
      )}
      <Typography.Paragraph type="secondary">
        Marque las pantallas que el usuario puede abrir. Marcar un menú principal asigna todas sus pantallas.
      </Typography.Paragraph>
      {treeData.length > 0 && (
        <Tree
          checkable
          defaultExpandAll
          selectable={false}
          treeData={treeData}
          checkedKeys={assigned}
          aria-label={`Menús de ${user.nombres}`}
          onCheck={(_, info) => void toggle(Number(info.node.key), info.checked)}
        />
      )}
    </Spin>
  );
}
