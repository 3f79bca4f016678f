export declare const AREAS: readonly ['billing-cpe', 'purchasing-credits', 'inventory', 'hospitality', 'workshop', 'transport', 'finance-loans', 'complaints', 'organization'];
export type Area = (typeof AREAS)[number];
export declare const mfName: (area: string) => string;
