import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { cataloguesRepositories } from './catalogues.repository.js';
import { productsRepository } from './products.repository.js';
import { productUnitsRepository } from './product-units.repository.js';
import { productExtrasRepository } from './product-extras.repository.js';
import { warehousesRepository } from './warehouses.repository.js';
import { stockDocumentsService } from './stock-documents.service.js';
import { transfersService } from './transfers.service.js';
import { serialsRepository } from './serials.repository.js';
import { kardexRepository } from './kardex.repository.js';
import { lockStock, moveStock, reversalMoves } from './stock-ledger.js';
import { checkSerialLimit, enterSerials, reverseSerials, serialsOf, takeSerials } from './serials.service.js';
import { resolveLines } from './document-lines.js';

function inventoryRepositories(app: FastifyInstance) {
  return {
    catalogues: cataloguesRepositories(app.db),
    products: productsRepository(app.db),
    units: productUnitsRepository(app.db),
    extras: productExtrasRepository(app.db),
    warehouses: warehousesRepository(app.db),
    entries: stockDocumentsService(app.db, 'entrada'),
    outputs: stockDocumentsService(app.db, 'salida'),
    transfers: transfersService(app.db),
    serials: serialsRepository(app.db),
    kardex: kardexRepository(app.db),
    /**
     * The stock ledger for every area, always inside the caller's transaction:
     * `app.inventory.stock.move(tx, document, moves)` (see stock-ledger.ts), the serial rules
     * (`enterSerials` / `takeSerials` for purchases and sales, `serialsOf` a document's serials by
     * line) and `resolveLines` (products, units and serials of a stock-moving document's lines).
     */
    stock: {
      move: moveStock,
      lock: lockStock,
      reversalMoves,
      enterSerials,
      takeSerials,
      reverseSerials,
      checkSerialLimit,
      serialsOf,
      resolveLines,
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The inventory area's repositories and its stock ledger service, created once per app. */
    inventory: ReturnType<typeof inventoryRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('inventory', inventoryRepositories(app));
  },
  { name: 'inventory-repositories' },
);
