import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Result, Typography } from 'antd';
import type { MenuItem, RemoteScreen } from '@trade/session';
import { DelayedFallback } from '../routing/Lazy';
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

/** Renders the screen of one menu entry from its area's remote, with loading and failure states. */
export function ScreenOutlet({ entry, state, onRetry }: { entry: MenuItem; state: AreaState | undefined; onRetry: () => void }) {
  const area = entry.area!;
  const screen = state?.status === 'ready' ? state.screens.find((s) => s.path === entry.ruta) : undefined;

  useEffect(() => {
    document.title = `${screen?.title ?? entry.nombre} · Trade`;
  }, [screen, entry.nombre]);

  if (!state || state.status === 'loading') return <DelayedFallback />;
  if (state.status === 'failed') return <RemoteUnavailable area={area} detail={state.error} onRetry={onRetry} />;
  if (!screen) {
    return <Result status="info" title="Pantalla no disponible" subTitle={`El módulo «${area}» publicado no incluye la pantalla ${entry.ruta}. Revise la ruta del menú en Control de menús.`} />;
  }
  const Screen = screenComponent(area, screen, state.attempt);
  return (
    <section aria-label={screen.title}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {screen.title}
      </Typography.Title>
      <RemoteBoundary key={state.attempt} area={area} onRetry={onRetry}>
        <Suspense fallback={<DelayedFallback />}>
          <Screen />
        </Suspense>
      </RemoteBoundary>
    </section>
  );
}
