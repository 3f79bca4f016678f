import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  brands,
  classes,
  entries,
  existenceTypes,
  kardex,
  materials,
  motives,
  outputs,
  presentations,
  prices,
  productUnits,
  products,
  serials,
  subclasses,
  transfers,
  units,
  warehouses,
} from '@trade/contracts/inventory';
import { crudRoutes, route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';
import type { Executor } from '../../db/client.js';
import inventoryPrintRoutes from './print.routes.js';
import productFileRoutes from './product-files.routes.js';

/** Inventory: catalogues, products, units and prices, warehouses, stock documents, serials, kardex. */
export default async function inventoryRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  const inv = app.inventory;
  const inTransaction = <T>(work: (tx: Executor) => Promise<T>) => app.db.transaction(work);
  const c = inv.catalogues;

  crudRoutes(app, classes, c.classes as never);
  crudRoutes(app, subclasses, c.subclasses as never);
  crudRoutes(app, brands, c.brands as never);
  crudRoutes(app, materials, c.materials as never);
  crudRoutes(app, presentations, c.presentations as never);
  crudRoutes(app, existenceTypes, c.existenceTypes as never);
  crudRoutes(app, units, c.units as never);

  // Products
  crudRoutes(app, products, inv.products);
  const p = products.endpoints;
  route(app, p.search, async (request) => ok(await inv.products.search(request.query), 'Productos'));
  route(app, p.proposedCode, async () =>
    ok({ codigo_producto: await inv.products.proposedCode() }, 'Código propuesto'),
  );
  route(app, p.byBarcode, async (request) =>
    ok(await inv.products.byBarcode(request.query.codigo, request.query.idalmacen), 'Producto encontrado'),
  );
  route(app, p.details, async (request) => ok(await inv.products.details(request.params.id), 'Detalle del producto'));
  route(app, p.stock, async (request) => ok(await inv.products.stock(request.params.id), 'Stock del producto'));
  route(app, p.warehouseStock, async (request) => {
    await inv.warehouses.get(request.params.id);
    const ids = [...new Set(request.query.productos.split(',').map(Number))];
    return ok(await inv.products.warehouseStock(request.params.id, ids, request.query.pedido), 'Stock del almacén');
  });
  route(app, p.lastCost, async (request) =>
    ok(await inv.kardex.lastCost(request.params.producto_id, request.params.idalmacen), 'Último costo'),
  );
  route(app, p.complements, async (request) =>
    ok(await inv.extras.complements(request.params.id), 'Complementos del producto'),
  );
  route(app, p.addComplement, async (request) =>
    ok(await inTransaction((tx) => inv.extras.addComplement(request.body, tx)), 'Complemento agregado correctamente'),
  );
  route(app, p.removeComplement, async (request) => {
    await inTransaction((tx) => inv.extras.removeComplement(request.params.id, tx));
    return ok(null, 'Complemento quitado correctamente');
  });
  route(app, p.consumptionProducts, async (request) =>
    ok(await inv.extras.consumptionProducts(request.params.id, request.params.type), 'Productos de notas de consumo'),
  );
  route(app, p.addConsumptionProduct, async (request) =>
    ok(
      await inTransaction((tx) => inv.extras.addConsumptionProduct(request.body, tx)),
      'Producto habilitado para notas de consumo',
    ),
  );
  route(app, p.removeConsumptionProduct, async (request) => {
    await inTransaction((tx) => inv.extras.removeConsumptionProduct(request.body.idpncm, tx));
    return ok(null, 'Producto quitado de las notas de consumo');
  });
  productFileRoutes(app);

  // Units and prices
  const u = productUnits.endpoints;
  route(app, u.list, async (request) => ok(await inv.units.list(request.query.producto_id), 'Unidades del producto'));
  route(app, u.create, async (request) =>
    ok(await inTransaction((tx) => inv.units.create(request.body, tx)), 'Unidad registrada correctamente'),
  );
  route(app, u.update, async (request) =>
    ok(await inTransaction((tx) => inv.units.update(request.body, tx)), 'Unidad actualizada correctamente'),
  );
  route(app, u.remove, async (request) => {
    await inTransaction((tx) => inv.units.remove(request.body.idproductounidad, tx));
    return ok(null, 'Unidad eliminada correctamente');
  });
  route(app, prices.endpoints.list, async (request) =>
    paged(await inv.units.prices(request.query), request.query.pageSize, 'Precios'),
  );
  route(app, prices.endpoints.save, async (request) =>
    ok(await inTransaction((tx) => inv.units.savePrices(request.body.precios, tx)), 'Precios guardados correctamente'),
  );
  route(app, prices.endpoints.import, async (request) => {
    const result = await inTransaction((tx) => inv.units.importPrices(request.body, tx));
    return ok(
      result,
      request.body.confirmar
        ? `${result.guardadas} precios importados correctamente`
        : 'Vista previa de la importación',
    );
  });

  // Warehouses
  route(app, warehouses.endpoints.list, async (request) =>
    paged(await inv.warehouses.list(request.query), request.query.pageSize, 'Almacenes'),
  );
  route(app, warehouses.endpoints.save, async (request) =>
    ok(
      await inTransaction((tx) => inv.warehouses.save(request.body, tx)),
      request.body.idalmacen ? 'Almacén actualizado correctamente' : 'Almacén registrado correctamente',
    ),
  );
  route(app, warehouses.endpoints.remove, async (request) => {
    await inTransaction((tx) => inv.warehouses.remove(request.body.idalmacen, tx));
    return ok(null, 'Almacén eliminado correctamente');
  });

  // Stock documents
  route(app, motives.endpoints.list, async (request) => ok(await inv.kardex.motives(request.params.id), 'Motivos'));
  route(app, motives.endpoints.series, async (request) =>
    ok(await inv.kardex.stockSeries(request.params.tipo, request.query.idsucursal), 'Series'),
  );
  for (const [contract, service, name] of [
    [entries, inv.entries, 'Entrada'],
    [outputs, inv.outputs, 'Salida'],
  ] as const) {
    const e = contract.endpoints;
    route(
      app,
      e.list,
      async (request) =>
        paged(await service.list(request.params.id, request.query), request.query.pageSize, `${name}s`) as never,
    );
    route(app, e.get, async (request) => ok(await service.get(request.params.id), name));
    route(app, e.create, async (request) =>
      ok(
        await inTransaction((tx) => service.create(request.body, tx, request.user)),
        `${name} registrada correctamente`,
      ),
    );
    route(app, e.update, async (request) => {
      const { identrada, idsalida, ...input } = request.body as unknown as {
        identrada?: number;
        idsalida?: number;
      } & Parameters<typeof service.update>[1];
      return ok(
        await inTransaction((tx) => service.update((identrada ?? idsalida)!, input, tx)),
        `${name} actualizada correctamente`,
      );
    });
    route(app, e.annul, async (request) =>
      ok(
        await inTransaction((tx) => service.annul(request.params.id, tx, request.user)),
        `${name} anulada correctamente`,
      ),
    );
  }
  const t = transfers.endpoints;
  route(
    app,
    t.list,
    async (request) =>
      paged(
        await inv.transfers.list(request.params.id, request.query),
        request.query.pageSize,
        'Transferencias',
      ) as never,
  );
  route(app, t.get, async (request) => ok(await inv.transfers.get(request.params.id), 'Transferencia'));
  route(app, t.create, async (request) =>
    ok(
      await inTransaction((tx) => inv.transfers.create(request.body, tx, request.user)),
      'Transferencia registrada correctamente',
    ),
  );
  route(app, t.annul, async (request) =>
    ok(
      await inTransaction((tx) => inv.transfers.annul(request.params.id, tx, request.user)),
      'Transferencia anulada correctamente',
    ),
  );
  inventoryPrintRoutes(app);

  // Serials
  const s = serials.endpoints;
  route(app, s.create, async (request) =>
    ok(await inTransaction((tx) => inv.serials.register(request.body, tx)), 'Series registradas correctamente'),
  );
  route(app, s.update, async (request) =>
    ok(
      await inTransaction((tx) => inv.serials.rename(request.body.idserieproducto, request.body.serie, tx)),
      'Serie actualizada correctamente',
    ),
  );
  route(app, s.state, async (request) =>
    ok(
      await inTransaction((tx) => inv.serials.setState(request.body.idserieproducto, request.body.estado, tx)),
      request.body.estado === 1 ? 'Serie activada' : 'Serie desactivada',
    ),
  );
  route(app, s.takeOut, async (request) =>
    ok(await inTransaction((tx) => inv.serials.takeOut(request.body.idserieproducto, tx)), 'Serie quitada del stock'),
  );
  route(app, s.unrelate, async (request) => {
    await inTransaction((tx) => inv.serials.unrelate(request.body.idrelacion, tx));
    return ok(null, 'Relación de la serie quitada correctamente');
  });
  for (const [endpoint, tipo] of [
    [s.relatePurchase, 'compra'],
    [s.relateSale, 'venta'],
    [s.relateOrder, 'pedido'],
    [s.relateEntry, 'entrada'],
    [s.relateOutput, 'salida'],
  ] as const) {
    route(app, endpoint, async (request) =>
      ok(await inTransaction((tx) => inv.serials.relate(tipo, request.body, tx)), 'Series relacionadas correctamente'),
    );
  }
  route(app, s.ofProduct, async (request) =>
    ok(await inv.serials.ofProduct(request.params.id, request.query), 'Series del producto'),
  );
  route(app, s.relatedOfProduct, async (request) =>
    ok(
      await inv.serials.relatedOfProduct(request.params.producto_id, request.params.tipo, request.params.iddocumento),
      'Series relacionadas',
    ),
  );
  route(app, s.related, async (request) =>
    ok(await inv.serials.related(request.params.tipo, request.params.iddocumento), 'Series relacionadas'),
  );
  route(app, s.remove, async (request) => {
    await inTransaction((tx) => inv.serials.remove(request.params.id, tx));
    return ok(null, 'Serie eliminada correctamente');
  });

  // Kardex
  route(app, kardex.endpoints.report, async (request) => ok(await inv.kardex.report(request.query), 'Kardex'));
}
