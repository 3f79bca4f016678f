import * as T from 'typebox';
import type { Static } from 'typebox';
import { DateRange, Envelope, ListQuery, NullableDate, Paged, SIGNED_IN, endpoints } from '../kit/index.js';

export const ExchangeRateRow = T.Object({
  fecha: T.String(),
  compra: T.String(),
  venta: T.String(),
  fuente: T.String(),
  esHoy: T.Boolean(),
});
const Rate = (title: string) =>
  T.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]{1,5}(\\.[0-9]{1,4})?$', title });
export const ExchangeRateBody = T.Object({
  fecha: NullableDate('Fecha'),
  compra: Rate('Compra'),
  venta: Rate('Venta'),
});
export const ExchangeRateListQuery = ListQuery({ ...DateRange });

/** Who records the day's rate: the company's settings, sales and cash screens. */
const writers = ['/company_settings', '/sales', '/manage_cash'];

export const exchangeRate = {
  row: ExchangeRateRow,
  body: ExchangeRateBody,
  endpoints: endpoints('tipo de cambio', {
    current: {
      method: 'GET',
      path: '/preciodollar',
      summary: 'Último tipo de cambio conocido y su fecha',
      menus: SIGNED_IN,
      response: Envelope(ExchangeRateRow),
    },
    history: {
      method: 'GET',
      path: '/tipocambio',
      summary: 'Historial del tipo de cambio, del más reciente al más antiguo',
      menus: SIGNED_IN,
      querystring: ExchangeRateListQuery,
      response: Paged(ExchangeRateRow),
    },
    record: {
      method: 'POST',
      path: '/rpreciodollar',
      summary: 'Registra a mano el tipo de cambio de un día (hoy por defecto)',
      menus: writers,
      body: ExchangeRateBody,
      response: Envelope(ExchangeRateRow),
    },
    fetchToday: {
      method: 'POST',
      path: '/apreciodollar',
      summary: 'Obtiene ahora el tipo de cambio de hoy del proveedor',
      menus: writers,
      response: Envelope(ExchangeRateRow),
    },
  }),
};

export type ExchangeRateRow = Static<typeof ExchangeRateRow>;
export type ExchangeRateBody = Static<typeof ExchangeRateBody>;
