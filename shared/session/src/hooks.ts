import { useAtomValue } from 'jotai';
import { menusAtom, sessionStatusAtom, sessionStore, userAtom } from './store.js';

export const useUser = () => useAtomValue(userAtom, { store: sessionStore });
export const useMenus = () => useAtomValue(menusAtom, { store: sessionStore });
export const useSessionStatus = () => useAtomValue(sessionStatusAtom, { store: sessionStore });
