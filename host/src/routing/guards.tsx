import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { redirectPathAtom, sessionStatusAtom } from '@trade/session';
import { DelayedFallback } from './Lazy';

/** Protected screens: signed-out users go to /login, which brings them back afterwards. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useAtomValue(sessionStatusAtom);
  const setRedirect = useSetAtom(redirectPathAtom);
  const location = useLocation();
  if (status === 'checking') return <DelayedFallback />;
  if (status === 'anonymous') {
    const wanted = `${location.pathname}${location.search}`;
    if (wanted !== '/' && wanted !== '/login') setTimeout(() => setRedirect(wanted));
    return <Navigate to="/login" replace />;
  }
  return <>{children}</>;
}

/** The login page is for guests: a signed-in user goes to where they wanted, or their home screen. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useAtomValue(sessionStatusAtom);
  const redirect = useAtomValue(redirectPathAtom);
  if (status === 'checking') return <DelayedFallback />;
  if (status === 'authenticated') return <Navigate to={redirect ?? '/'} replace />;
  return <>{children}</>;
}
