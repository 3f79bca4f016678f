import type { ComponentType } from 'react';

/**
 * A screen a remote declares in its `./routes` module. The host turns declarations into routes
 * and shows them to users who have the menu with that path.
 */
export interface RemoteScreen {
  /** Route under /trade, e.g. '/menu_control'; also the menu's `ruta`. */
  path: string;
  /** Key of the menu entry (the path without the slash). */
  menuKey: string;
  /** Spanish title, used for the page heading and the browser tab. */
  title: string;
  /** Loads the screen on demand. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Declares a remote's screens; keeps the declaration typed in each remote. */
export const defineScreens = (screens: RemoteScreen[]): RemoteScreen[] => screens;
