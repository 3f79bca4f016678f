import { defineScreens } from '@trade/session';

/** Screens of the inventory area: catalogues and products, prices, warehouses, stock documents and the kardex. */
export default defineScreens([
  { path: '/products', menuKey: 'products', title: 'Productos', load: () => import('./pages/products') },
  { path: '/prices_products', menuKey: 'prices_products', title: 'Precios', load: () => import('./pages/prices') },
  { path: '/stores', menuKey: 'stores', title: 'Almacenes', load: () => import('./pages/stores') },
  { path: '/entries', menuKey: 'entries', title: 'Entradas', load: () => import('./pages/entries') },
  { path: '/outputs', menuKey: 'outputs', title: 'Salidas', load: () => import('./pages/outputs') },
  { path: '/transfers', menuKey: 'transfers', title: 'Transferencias', load: () => import('./pages/transfers') },
  { path: '/kardex', menuKey: 'kardex', title: 'Kardex', load: () => import('./pages/kardex') },
]);
