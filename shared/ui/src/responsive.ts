import { Grid } from 'antd';

/**
 * True below antd's `md` breakpoint (768 px): phones. Lists then scroll inside their card with the
 * first (identifying) column fixed, forms take one column and drawers the whole width.
 */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is undefined: assume a desktop.
  return screens.md === false;
}

/** Width of a drawer: its declared width, or the whole screen on a phone. */
export const drawerSize = (phone: boolean, width: number) => (phone ? '100%' : width);
