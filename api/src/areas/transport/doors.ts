import type { FastifyInstance } from 'fastify';

/**
 * What transport uses of other areas: only what they publish on `app`, inside transport's own
 * transactions (the parcel invoice is a sale of billing-cpe; the stage notices go through the
 * organization's mail service, after the commit).
 */
export type SalesDoor = FastifyInstance['billing']['sales'];
export type MailDoor = FastifyInstance['organization']['mail'];
export type SaleInput = Parameters<SalesDoor['save']>[0];
/** The CPE engine (not an area): the carrier's guides are issued in transport's transaction. */
export type CpeDoor = FastifyInstance['cpe'];
export type CarrierGuideDoc = Parameters<CpeDoor['emitirGuiaTransportista']>[1];
