import type { FastifyInstance } from 'fastify';

/** The outgoing mail of the organization area (the consumer's copy and answer). */
export type MailDoor = FastifyInstance['organization']['mail'];
