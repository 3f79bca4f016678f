import { useMemo, useState } from 'react';
import { Avatar, Button, Dropdown, Layout, Menu, Result, Space, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { logout, useMenus, useUser, type MenuItem } from '@trade/session';
import { AntdRoot } from '../antd/AntdRoot';
import { menuIcon } from './icons';
import { ScreenOutlet } from './ScreenOutlet';
import { useAreaScreens } from './useAreaScreens';
import './shell.css';

/** Where the root and unknown paths go: the dashboard when the user has it, else their first screen. */
function homePath(entries: MenuItem[]): string | undefined {
  return entries.find((e) => e.ruta === '/dashboard')?.ruta ?? entries[0]?.ruta ?? undefined;
}

function ShellLayout() {
  const menus = useMenus();
  const user = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);

  const entries = useMemo(() => menus.flatMap((m) => m.hijos).filter((h) => h.ruta && h.area), [menus]);
  const areas = useMemo(() => [...new Set(entries.map((e) => e.area!))], [entries]);
  const { states, retry } = useAreaScreens(areas);
  const home = homePath(entries);

  const items = menus.map((group) => ({
    key: `grupo-${group.idmenu}`,
    icon: menuIcon(group.icono),
    label: group.nombre,
    children: group.hijos.map((child) => ({ key: child.ruta!, icon: menuIcon(child.icono), label: child.nombre })),
  }));
  const openGroup = menus.find((g) => g.hijos.some((h) => h.ruta === location.pathname));

  return (
    <Layout className="shell">
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} breakpoint="lg" width={232} className="shell-sider">
        <div className="shell-brand" onClick={() => home && navigate(home)}>
          <img src="/trade/favicon.svg" alt="" width={28} height={28} />
          {!collapsed && <span>Trade</span>}
        </div>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={[location.pathname]}
          defaultOpenKeys={openGroup ? [`grupo-${openGroup.idmenu}`] : items.map((i) => i.key)}
          onClick={({ key }) => navigate(key)}
          aria-label="Menú principal"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="shell-header">
          <Typography.Text type="secondary">{user?.sucursal ?? ''}</Typography.Text>
          <Dropdown
            menu={{ items: [{ key: 'salir', icon: <LogoutOutlined />, label: 'Cerrar sesión', onClick: logout }] }}
            trigger={['click']}
          >
            <Button type="text" aria-label="Opciones de usuario">
              <Space>
                <Avatar size="small" icon={<UserOutlined />} />
                {user?.nombres}
              </Space>
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="shell-content">
          <Routes>
            {entries.map((entry) => (
              <Route key={entry.ruta} path={entry.ruta!} element={<ScreenOutlet entry={entry} state={states[entry.area!]} onRetry={() => retry(entry.area!)} />} />
            ))}
            <Route
              path="*"
              element={
                home ? (
                  <Navigate to={home} replace />
                ) : (
                  <Result status="info" title="Sin opciones asignadas" subTitle="Su usuario todavía no tiene menús asignados. Solicite acceso al administrador." />
                )
              }
            />
          </Routes>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The signed-in application: menu from the server, screens from the remotes. */
export default function Shell() {
  return (
    <AntdRoot>
      <ShellLayout />
    </AntdRoot>
  );
}
