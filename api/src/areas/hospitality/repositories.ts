import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { roomCataloguesRepository } from './catalogues.repository.js';
import { roomsRepository } from './rooms.repository.js';
import { bookingsRepository } from './bookings.repository.js';
import { gridRepository } from './grid.repository.js';
import { guestsRepository } from './guests.repository.js';
import { stayChargesRepository } from './stay-charges.repository.js';
import { stayCheckoutService } from './stay-checkout.service.js';
import { reportsRepository } from './reports.repository.js';
import { flightsRepository } from './flights.repository.js';
import { stayNotesRepository } from './stay-notes.repository.js';
import { packagesRepository } from './packages.repository.js';

/**
 * The hospitality area's door: its room catalogues, rooms, bookings, the booking grid, the guests of
 * a stay, its flights, its payments, charges and consumption notes of orders and its check-in and check-out. Payments go to the finance area's
 * cash, charged products through the inventory's stock ledger, the check-out is billing's sale: each
 * through the door that area publishes on `app`.
 */
function hospitalityRepositories(app: FastifyInstance) {
  const bookings = bookingsRepository(app.db);
  const charges = stayChargesRepository(app.db, app.finance.posting, app.inventory.stock);
  const notes = stayNotesRepository(app.db, app.billing.orders.notes);
  const packages = packagesRepository(app.db, app.inventory.products);
  return {
    packages,
    catalogues: roomCataloguesRepository(app.db),
    rooms: roomsRepository(app.db),
    bookings,
    grid: gridRepository(app.db, bookings),
    guests: guestsRepository(app.db),
    charges,
    reports: reportsRepository(app.db),
    flights: flightsRepository(app.db),
    notes,
    checkout: stayCheckoutService(app.db, charges, notes, {
      cash: app.finance.posting,
      sales: app.billing.sales,
      orderNotes: app.billing.orders.notes,
      packages,
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    hospitality: ReturnType<typeof hospitalityRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('hospitality', hospitalityRepositories(app));
  },
  {
    name: 'hospitality-repositories',
    dependencies: ['billing-cpe-repositories', 'finance-loans-repositories', 'inventory-repositories'],
  },
);
