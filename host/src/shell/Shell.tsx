import { useMemo, useState } from 'react';
import { Avatar, Button, Drawer, Dropdown, Grid, Layout, Menu, Result, Space, Typography } from 'antd';
import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { logout, useMenus, useUser, type MenuGroup } from '@trade/session';
import { AntdRoot } from '../antd/AntdRoot';
import { menuIcon } from './icons';
import { homePath, menuEntries, sortedMenus } from './home';
import { ScreenOutlet } from './ScreenOutlet';
import { useAreaScreens } from './useAreaScreens';
import { useLeaveGuard } from '@trade/session/leave';
import './shell.css';

const SIDER_WIDTH = 240;

function menuItems(menus: MenuGroup[]) {
  return menus.map((group) => ({
    key: `grupo-${group.idmenu}`,
    icon: menuIcon(group.icono),
    label: group.nombre,
    children: group.hijos
      .filter((child) => child.ruta)
      .map((child) => ({ key: child.ruta!, icon: menuIcon(child.icono), label: child.nombre, title: child.nombre })),
  }));
}

function ShellLayout() {
  const serverMenus = useMenus();
  const user = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  // Phones (below md, 768 px) get the menu in a drawer behind a button; wider screens a sider.
  const phone = screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const confirmLeave = useLeaveGuard();

  const menus = useMemo(() => sortedMenus(serverMenus), [serverMenus]);
  const entries = useMemo(() => menuEntries(menus), [menus]);
  const areas = useMemo(() => [...new Set(entries.map((e) => e.area!))], [entries]);
  const { states, retry } = useAreaScreens(areas);
  const home = homePath(menus);

  const items = menuItems(menus);
  const openGroup = menus.find((g) => g.hijos.some((h) => h.ruta === location.pathname));
  const menu = (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[location.pathname]}
      defaultOpenKeys={openGroup ? [`grupo-${openGroup.idmenu}`] : items.map((i) => i.key)}
      onClick={({ key }) => {
        setDrawerOpen(false);
        navigate(key);
      }}
      aria-label="Menú principal"
      inlineIndent={16}
      className="shell-menu"
    />
  );
  const brand = (
    <div className="shell-brand" onClick={() => home && navigate(home)}>
      <img src="/trade/favicon.svg" alt="" width={28} height={28} />
      {(!collapsed || phone) && <span>Trade</span>}
    </div>
  );

  return (
    <Layout className="shell">
      {!phone && (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          width={SIDER_WIDTH}
          className="shell-sider"
        >
          {brand}
          {menu}
        </Layout.Sider>
      )}
      {phone && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={Math.min(300, window.innerWidth - 48)}
          closable={false}
          className="shell-drawer"
          styles={{ body: { padding: 0, background: '#001529' } }}
          title={null}
        >
          {brand}
          {menu}
        </Drawer>
      )}
      <Layout className="shell-main">
        <Layout.Header className="shell-header">
          {phone && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label="Abrir menú"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <Typography.Text type="secondary" className="shell-branch" title={user?.sucursal ?? undefined}>
            {user?.sucursal ?? ''}
          </Typography.Text>
          <Dropdown
            menu={{
              items: [
                ...(phone && user ? [{ key: 'usuario', label: user.nombres, disabled: true }] : []),
                {
                  key: 'salir',
                  icon: <LogoutOutlined />,
                  label: 'Cerrar sesión',
                  onClick: () => confirmLeave(() => void logout()),
                },
              ],
            }}
            trigger={['click']}
          >
            <Button type="text" aria-label="Opciones de usuario" className="shell-user">
              <Space>
                <Avatar size="small" icon={<UserOutlined />} />
                {!phone && <span className="shell-user-name">{user?.nombres}</span>}
              </Space>
            </Button>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="shell-content">
          <Routes>
            {entries.map((entry) => (
              <Route
                key={entry.ruta}
                path={entry.ruta!}
                element={
                  <ScreenOutlet
                    entry={entry}
                    group={menus.find((g) => g.hijos.includes(entry))}
                    state={states[entry.area!]}
                    onRetry={() => retry(entry.area!)}
                  />
                }
              />
            ))}
            <Route
              path="*"
              element={
                home ? (
                  <Navigate to={home} replace />
                ) : (
                  <Result
                    status="info"
                    title="Sin opciones asignadas"
                    subTitle="Su usuario todavía no tiene menús asignados. Solicite acceso al administrador."
                  />
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
