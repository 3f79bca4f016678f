import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Result } from 'antd';
import type { MenuGroup, MenuItem, RemoteScreen } from '@trade/session';
import { DelayedFallback } from '../routing/Lazy';
import { PageHeader } from './PageHeader';
import { RemoteBoundary, RemoteUnavailable } from './RemoteBoundary';
import type { AreaState } from './useAreaScreens';

// One lazy component per screen and attempt, so navigating back does not reload it.
const components = new Map<string, LazyExoticComponent<ComponentType>>();
function screenComponent(area: string, screen: RemoteScreen, attempt: number) {
  const key = `${area}:${screen.path}:${attempt}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(screen.load);
    components.set(key, component);
  }
  return component;
}

/** Renders the screen of one menu entry from its area's remote, with its page header, loading and failure states. */
export function ScreenOutlet({
  entry,
  group,
  state,
  onRetry,
}: {
  entry: MenuItem;
  group: MenuGroup | undefined;
  state: AreaState | undefined;
  onRetry: () => void;
}) {
  const area = entry.area!;
  const screen = state?.status === 'ready' ? state.screens.find((s) => s.path === entry.ruta) : undefined;
  const title = screen?.title ?? entry.nombre;

  useEffect(() => {
    document.title = `${title} · Trade`;
  }, [title]);

  let body: ReactNode;
  if (!state || state.status === 'loading') body = <DelayedFallback />;
  else if (state.status === 'failed') body = <RemoteUnavailable name={entry.nombre} onRetry={onRetry} />;
  else if (!screen) {
    body = (
      <Result
        status="info"
        title="Pantalla no disponible"
        subTitle={`La pantalla ${entry.ruta} todavía no está publicada. Revise la ruta del menú «${entry.nombre}» en Control de menús.`}
      />
    );
  } else {
    const Screen = screenComponent(area, screen, state.attempt);
    body = (
      <RemoteBoundary key={state.attempt} name={entry.nombre} onRetry={onRetry}>
        <Suspense fallback={<DelayedFallback />}>
          <Screen />
        </Suspense>
      </RemoteBoundary>
    );
  }
  return (
    <section aria-label={title}>
      <PageHeader group={group?.nombre} title={title} path={entry.ruta!} />
      {body}
    </section>
  );
}
