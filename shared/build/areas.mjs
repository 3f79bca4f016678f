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

/** Module Federation name of an area's remote ('billing-cpe' → 'billing_cpe'). */
export const mfName = (area) => area.replace(/-/g, '_');
