import { StrictMode, lazy, useEffect } from 'react';
import { Provider } from 'jotai';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { sessionStore } from '@trade/session';
import { BASE_PATH } from './remotes/manifest';
import { boot } from './boot';
import { GuestOnly, RequireSession } from './routing/guards';
import { LoginPage } from './login/LoginPage';
import { Lazy } from './routing/Lazy';

const Shell = lazy(() => import('./shell/Shell'));
const TrackingPage = lazy(() => import('./tracking/TrackingPage'));
const ComplaintFormPage = lazy(() => import('./complaints/ComplaintFormPage'));
const ApprovalPage = lazy(() => import('./approval/ApprovalPage'));

const router = createBrowserRouter(
  [
    {
      path: '/login',
      element: (
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      ),
    },
    {
      path: '/tracking',
      element: (
        <Lazy>
          <TrackingPage />
        </Lazy>
      ),
    },
    {
      path: '/aprobacion/:token',
      element: (
        <Lazy>
          <ApprovalPage />
        </Lazy>
      ),
    },
    {
      path: '/libro-de-reclamaciones',
      element: (
        <Lazy>
          <ComplaintFormPage />
        </Lazy>
      ),
    },
    {
      path: '*',
      element: (
        <RequireSession>
          <Lazy>
            <Shell />
          </Lazy>
        </RequireSession>
      ),
    },
  ],
  { basename: BASE_PATH },
);

export function App() {
  useEffect(() => {
    void boot();
  }, []);
  return (
    <StrictMode>
      <Provider store={sessionStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
