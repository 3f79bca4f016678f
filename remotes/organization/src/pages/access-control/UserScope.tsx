import { useEffect, useState } from 'react';
import { Button, Checkbox, Space, Spin, Typography } from 'antd';
import { useNotify } from '@trade/session/notify';
import { useSaveFlow } from '@trade/ui';
import type { GrantCode, GrantRow, UserRow } from '@trade/contracts/organization';
import { ROLE_OPTIONS } from '../../areas';
import { applyRoleProfile, setGrant, userGrants } from './service';

/**
 * The user's data scope (docs/security.md): the grants to see other users' records of the branch
 * and every branch's, and the role's default profile (screens and grants) in one step.
 */
export function UserScope({ user, onProfile }: { user: UserRow; onProfile: () => void }) {
  const notify = useNotify();
  const flow = useSaveFlow();
  const [grants, setGrants] = useState<GrantRow[]>([]);
  const [loading, setLoading] = useState(true);
  const roleName = ROLE_OPTIONS.find((o) => o.value === user.rol)?.label ?? user.rol;

  useEffect(() => {
    let live = true;
    setLoading(true);
    userGrants(user.idusuario)
      .then((answer) => live && (answer.status === 200 ? setGrants(answer.detalles ?? []) : notify.answer(answer)))
      .catch(() => live && notify.error('Error al obtener los permisos del usuario'))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [user.idusuario, notify]);

  async function toggle(permiso: GrantCode, on: boolean) {
    const answer = await flow.run({
      key: 'permiso',
      progress: on ? 'Concediendo permiso...' : 'Quitando permiso...',
      failText: on ? 'Error al conceder el permiso' : 'Error al quitar el permiso',
      call: () => setGrant(user.idusuario, permiso, on),
    });
    if (answer?.status === 200) setGrants(answer.detalles ?? []);
  }

  async function applyProfile() {
    const answer = await flow.run({
      key: 'perfil',
      progress: 'Aplicando perfil...',
      failText: 'Error al aplicar el perfil del rol',
      call: () => applyRoleProfile(user.idusuario),
    });
    if (answer?.status !== 200) return;
    const held = answer.detalles?.permisos ?? [];
    setGrants((current) => current.map((g) => ({ ...g, asignado: held.includes(g.permiso) })));
    onProfile();
  }

  return (
    <Spin spinning={loading || flow.loading}>
      <Typography.Title level={5}>Alcance de datos</Typography.Title>
      <Typography.Paragraph type="secondary">
        Sin permisos, el usuario ve solo sus propios registros (ventas, cajas, comprobantes…) y los de su sucursal.
      </Typography.Paragraph>
      <Space orientation="vertical">
        {grants.map((g) => (
          <Checkbox
            key={g.permiso}
            checked={g.asignado}
            disabled={user.rol === 'admin'}
            onChange={(e) => void toggle(g.permiso as GrantCode, e.target.checked)}
          >
            {g.nombre}
          </Checkbox>
        ))}
        <Button onClick={() => void applyProfile()} disabled={user.rol === 'admin'}>
          Aplicar el perfil del rol «{roleName}»
        </Button>
      </Space>
    </Spin>
  );
}
