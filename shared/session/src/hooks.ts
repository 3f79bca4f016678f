import { useAtomValue } from 'jotai';
import { menusAtom, sessionStore, userAtom } from './store.js';

export const useUser = () => useAtomValue(userAtom, { store: sessionStore });
export const useMenus = () => useAtomValue(menusAtom, { store: sessionStore });
