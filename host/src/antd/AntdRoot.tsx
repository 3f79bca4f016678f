import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
// antd's component styles as one static, cached file (zeroRuntime below): no styles generated per page.
import 'antd/dist/antd.css';
import { appNotificationConfig } from '@trade/session/notify';

dayjs.locale('es');

const BRAND = { colorPrimary: '#0b5cad', borderRadius: 6 };
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the user asked the system for less motion (an accessibility setting), followed live. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * antd in Spanish with the app's notification settings; wraps every antd screen (lazy). Asked for
 * less motion, modals, drawers and menus open and close at once instead of zooming and sliding.
 * Zero runtime: the components' styles come from antd's static stylesheet, whose values are CSS
 * variables; the brand tokens only set those variables. Generating the styles at run time cost
 * every page load about a tenth of the browser's CPU (docs/testing.md).
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => ({ zeroRuntime: true, token: { ...BRAND, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <AntApp {...appNotificationConfig}>{children}</AntApp>
    </ConfigProvider>
  );
}
