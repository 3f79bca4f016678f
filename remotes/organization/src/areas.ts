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
export const AREA_OPTIONS = Object.entries(AREA_LABELS).map(([value, label]) => ({ value, label }));

export const MENU_ICONS = [
  'appstore',
  'bank',
  'book',
  'car',
  'dashboard',
  'dollar',
  'file-text',
  'gift',
  'home',
  'inbox',
  'menu',
  'safety',
  'setting',
  'shop',
  'shopping-cart',
  'solution',
  'team',
  'tool',
  'user',
  'wallet',
];

/** Roles of a user, with Spanish labels. */
export const ROLE_OPTIONS = [
  { value: 'admin', label: 'Administrador' },
  { value: 'atm', label: 'Cajero' },
  { value: 'seller', label: 'Vendedor' },
  { value: 'tech', label: 'Técnico' },
  { value: 'claimer', label: 'Reclamos' },
  { value: 'admin-complaints', label: 'Administrador de reclamos' },
];
