/*
 * The counter's keys, shown on its buttons. F5 (reload), F11 (full screen) and F12 (developer tools)
 * stay the browser's; F6 (the address bar, also Ctrl+L) is the line's price.
 */
export type CounterAction =
  | 'nueva'
  | 'cantidad'
  | 'descuento'
  | 'precio'
  | 'cliente'
  | 'recibido'
  | 'aparcar'
  | 'cobrar'
  | 'reimprimir';

export const SHORTCUTS: readonly { key: string; label: string; action: CounterAction }[] = [
  { key: 'F1', label: 'Nueva venta', action: 'nueva' },
  { key: 'F2', label: 'Cantidad', action: 'cantidad' },
  { key: 'F3', label: 'Descuento', action: 'descuento' },
  { key: 'F4', label: 'Cliente', action: 'cliente' },
  { key: 'F6', label: 'Precio', action: 'precio' },
  { key: 'F7', label: 'Pago', action: 'recibido' },
  { key: 'F8', label: 'Aparcar', action: 'aparcar' },
  { key: 'F9', label: 'Cobrar', action: 'cobrar' },
  { key: 'F10', label: 'Reimprimir', action: 'reimprimir' },
];

export const shortcutOf = (key: string): CounterAction | undefined => SHORTCUTS.find((s) => s.key === key)?.action;
