import * as T from 'typebox';
import { Int } from '../kit/index.js';

/** The workshop screens that pick a vehicle or read the catalogues (the list calls grant them). */
export const WORKSHOP_SCREENS = [
  '/vehicles',
  '/vehicle_requirements',
  '/vehicle_order_services',
  '/attention_service_orders',
] as const;

/** An optional whole number between bounds that may be null (a vehicle's year, its mileage). */
export const NullableInt = (title: string, minimum: number, maximum: number) =>
  T.Optional(T.Unsafe<number | null>({ ...Int(title, minimum, maximum), type: ['integer', 'null'] }));
