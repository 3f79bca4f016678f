/**
 * The nine business areas: folder `remotes/<area>`, plugin `api/src/areas/<area>`, the `area` of a
 * menu. The one list the build, the deploy script and the API's access rules share.
 */
export const AREAS = /** @type {const} */ ([
  'billing-cpe',
  'purchasing-credits',
  'inventory',
  'hospitality',
  'workshop',
  'transport',
  'finance-loans',
  'complaints',
  'organization',
]);

/** The host's own pages (under /trade): sign-in and the public parcel tracking. */
export const HOST_SCREENS = /** @type {const} */ (['/login', '/tracking']);

/** Module Federation name of an area's remote ('billing-cpe' → 'billing_cpe'). */
export const mfName = (area) => area.replace(/-/g, '_');

/**
 * Every screen route of the product (under /trade) and the area whose remote declares it: the
 * routes of the specifications plus our own (/kardex, /company_settings). A menu can only point
 * at one of these; each remote's `./routes` declares screens from this list only.
 */
export const SCREENS = /** @type {const} */ ({
  '/dashboard': 'billing-cpe',
  '/sales': 'billing-cpe',
  '/counter': 'billing-cpe',
  '/report_sales': 'billing-cpe',
  '/manage_cpe': 'billing-cpe',
  '/credit_note': 'billing-cpe',
  '/electronic_guide': 'billing-cpe',
  '/orders': 'billing-cpe',
  '/proformas': 'billing-cpe',
  '/dispatches': 'billing-cpe',
  '/buys': 'purchasing-credits',
  '/clients_providers': 'purchasing-credits',
  '/accounts_payable': 'purchasing-credits',
  '/accounts_receivable': 'purchasing-credits',
  '/products': 'inventory',
  '/prices_products': 'inventory',
  '/entries': 'inventory',
  '/outputs': 'inventory',
  '/transfers': 'inventory',
  '/stores': 'inventory',
  '/kardex': 'inventory',
  '/room': 'hospitality',
  '/grid': 'hospitality',
  '/tourist-packages': 'hospitality',
  '/report_hospitality': 'hospitality',
  '/vehicles': 'workshop',
  '/vehicle_requirements': 'workshop',
  '/vehicle_order_services': 'workshop',
  '/attention_service_orders': 'workshop',
  '/stations': 'workshop',
  '/report_service_orders': 'workshop',
  '/management_driver': 'transport',
  '/exit_vehicles': 'transport',
  '/advance_shift': 'transport',
  '/parcel_register': 'transport',
  '/report_exit_vehicles': 'transport',
  '/report_advance_shift': 'transport',
  '/report_parcel_register': 'transport',
  '/manage_cash': 'finance-loans',
  '/loans': 'finance-loans',
  '/income_receipt': 'finance-loans',
  '/expenses_receipt': 'finance-loans',
  '/operating_expenses': 'finance-loans',
  '/complaints_book': 'complaints',
  '/establishments_complaints': 'complaints',
  '/users': 'organization',
  '/series': 'organization',
  '/vouchers': 'organization',
  '/establishments': 'organization',
  '/employees': 'organization',
  '/access_control': 'organization',
  '/menu_control': 'organization',
  '/company_settings': 'organization',
  '/audit_trail': 'organization',
});
