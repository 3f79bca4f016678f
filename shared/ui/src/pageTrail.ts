import { useEffect } from 'react';
import { pageTrailAtom, sessionStore, type PageCrumb } from '@trade/session';

/**
 * Adds steps to the page header's breadcrumb while a screen shows a sub-page (the host writes
 * area › screen; a document kit's "Nueva venta" adds itself). Cleared when the component unmounts.
 */
export function usePageTrail(trail: PageCrumb[]): void {
  const key = JSON.stringify(trail);
  useEffect(() => {
    sessionStore.set(pageTrailAtom, trail);
    return () => sessionStore.set(pageTrailAtom, []);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
