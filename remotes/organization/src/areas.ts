/** Business areas a menu can open (the remote that renders the screen), with Spanish labels. */
export const AREA_LABELS: Record<string, string> = {
  'billing-cpe': 'Ventas y comprobantes',
  'purchasing-credits': 'Compras y créditos',
  inventory: 'Inventario',
  hospitality: 'Hotelería',
  workshop: 'Taller',
  transport: 'Transporte',
  'finance-loans': 'Caja y préstamos',
  complaints: 'Libro de reclamaciones',
  organization: 'Organización',
};

export const MENU_ICONS = ['appstore', 'bank', 'book', 'car', 'dashboard', 'dollar', 'file-text', 'gift', 'home', 'inbox', 'menu', 'safety', 'setting', 'shop', 'shopping-cart', 'solution', 'team', 'tool', 'user', 'wallet'];
