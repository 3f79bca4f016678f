import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  DateRange,
  Envelope,
  IdFilter,
  ListQuery,
  Nullable,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
} from '../kit/index.js';

/**
 * The audit trail (api/src/core/audit.ts): every annulment, reversion, deletion, CPE voiding and
 * every change of menus, grants and users, with who, when, from which address and why. Read-only:
 * nobody changes or removes a row.
 */
export const AuditRow = T.Object({
  idauditoria: T.Integer(),
  /** ISO instant. */
  fecha: T.String(),
  idusuario: T.Integer(),
  usuario: T.String(),
  nombres: T.String(),
  ip: T.String(),
  accion: T.String(),
  llamada: T.String(),
  /** The record's table ('venta', 'caja_apertura', 'usuario') and id. */
  entidad: T.String(),
  idregistro: Nullable(T.Integer()),
  motivo: Nullable(T.String()),
  detalle: Nullable(T.String()),
});

export const AUDIT_SORT = ['fecha', 'usuario', 'entidad', 'accion'] as const;
export const AuditListQuery = ListQuery({
  ...Search,
  ...Sort(AUDIT_SORT),
  ...DateRange,
  idusuario: IdFilter('Usuario'),
  entidad: T.Optional(Text('Entidad', 60)),
});

const AUDIT_MENUS = ['/audit_trail'];

export const auditTrail = {
  row: AuditRow,
  endpoints: endpoints('auditoría', {
    list: {
      method: 'GET',
      path: '/auditoria',
      summary:
        'Auditoría paginada (la más reciente primero): por usuario, fechas (desde, hasta) y entidad; q busca en la acción, el usuario, el motivo y los datos',
      menus: AUDIT_MENUS,
      querystring: AuditListQuery,
      response: Paged(AuditRow),
    },
    entities: {
      method: 'GET',
      path: '/auditoriaentidades',
      summary: 'Entidades que tienen registros en la auditoría (para el filtro)',
      menus: AUDIT_MENUS,
      response: Envelope(T.Array(T.Object({ entidad: T.String() }))),
    },
  }),
};

export type AuditRow = Static<typeof AuditRow>;
export type AuditListQuery = Static<typeof AuditListQuery>;
