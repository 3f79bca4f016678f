import * as T from 'typebox';
import type { Static } from 'typebox';
import { Binary, Envelope, Id, Nullable, PUBLIC, PrintQuery, endpoints } from '../kit/index.js';
import { PARCEL_OWNER } from './owners.js';

/** A parcel as the tracking page shows it. */
export const ParcelTrackRow = T.Object({
  codigo: T.String(),
  remitente_documento: T.String(),
  remitente_nombre: T.String(),
  consignado_documento: T.String(),
  consignado_nombre: T.String(),
  estado: T.Integer({ description: '0 origen, 1 en tránsito, 2 en destino, 3 entregado' }),
  fecharegistro: T.String(),
  fechatransporte: Nullable(T.String()),
  fecharecepcion: Nullable(T.String()),
  fechaentrega: Nullable(T.String()),
  sucursalinicio: T.String(),
  sucursalfin: T.String(),
});
const Guide = {
  numero: T.String({ minLength: 7, maxLength: 7, title: 'Número de guía' }),
  codigo: T.String({ minLength: 4, maxLength: 4, title: 'Código de guía' }),
};

/** Screens that work with parcels. */
export const PARCEL_SCREENS = ['/parcel_register', '/report_parcel_register'];

export const tracking = {
  row: ParcelTrackRow,
  endpoints: endpoints('encomiendas', {
    publicTrack: {
      method: 'GET',
      path: '/rastreo/:numero/:codigo',
      summary: 'Rastreo público de una encomienda (sin sesión)',
      menus: PUBLIC,
      params: T.Object(Guide),
      response: Envelope(ParcelTrackRow),
    },
    track: {
      method: 'POST',
      path: '/rastrearencomienda',
      summary: 'Busca una encomienda por número y código de guía',
      menus: PARCEL_SCREENS,
      body: T.Object(Guide),
      response: Envelope(ParcelTrackRow),
    },
    print: {
      method: 'GET',
      path: '/pdfencomienda/:id',
      record: { owner: PARCEL_OWNER, field: 'id' },
      summary: 'Guía de encomienda (PDF, ticket de 80 mm o A4)',
      description:
        'Responde application/pdf. Con el token en la cabecera, o con ?firma= de POST /api/enlace-impresion.',
      menus: PARCEL_SCREENS,
      params: T.Object({ id: Id('Encomienda') }),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type ParcelTrackRow = Static<typeof ParcelTrackRow>;
