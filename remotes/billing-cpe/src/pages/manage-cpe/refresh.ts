import { createContext, useContext } from 'react';

/** Bumped after an action, so what lives outside the kit's list (counters, pending summaries) reloads too. */
export const RefreshContext = createContext<{ key: number; changed: () => void }>({ key: 0, changed: () => undefined });
export const useRefresh = () => useContext(RefreshContext);
