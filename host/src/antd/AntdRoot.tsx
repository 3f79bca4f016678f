import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { appNotificationConfig } from '@trade/session/notify';

dayjs.locale('es');

export const theme = { token: { colorPrimary: '#0b5cad', borderRadius: 6 } };

/** antd in Spanish with the app's notification settings; wraps every antd screen (lazy). */
export function AntdRoot({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={esES} theme={theme}>
      <AntApp {...appNotificationConfig}>{children}</AntApp>
    </ConfigProvider>
  );
}
