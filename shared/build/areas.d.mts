export declare const AREAS: readonly [
  'billing-cpe',
  'purchasing-credits',
  'inventory',
  'hospitality',
  'workshop',
  'transport',
  'finance-loans',
  'complaints',
  'organization',
];
export type Area = (typeof AREAS)[number];
/** The host's own pages (under /trade). */
export declare const HOST_SCREENS: readonly ['/login', '/tracking'];
export declare const mfName: (area: string) => string;
/** Every screen route (under /trade) and the area whose remote declares it. */
export declare const SCREENS: Readonly<Record<string, Area>>;
export type ScreenPath = keyof typeof SCREENS;
