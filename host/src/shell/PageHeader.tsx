import { Breadcrumb, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { pageTrailAtom } from '@trade/session';

/**
 * Every screen's header: the breadcrumb (menu group › screen, then the steps a sub-page adds
 * with the kit's usePageTrail) and the screen's title.
 */
export function PageHeader({ group, title, path }: { group?: string; title: string; path: string }) {
  const trail = useAtomValue(pageTrailAtom);
  const items = [
    ...(group ? [{ key: 'grupo', title: group }] : []),
    { key: 'pantalla', title: trail.length ? <Link to={path}>{title}</Link> : title },
    ...trail.map((crumb, i) => ({
      key: `paso-${i}`,
      title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
    })),
  ];
  return (
    <header className="shell-page-header">
      <Breadcrumb items={items} aria-label="Ruta de navegación" />
      <Typography.Title level={4} style={{ margin: '4px 0 16px' }}>
        {title}
      </Typography.Title>
    </header>
  );
}
