import type { FastifyInstance } from 'fastify';
import { type Tx, demoLookups } from './lookups.js';

/**
 * Price control's demo (docs/sales.md): sellers give up to 10 % off and cashiers 5 % without a
 * supervisor (administrators approve); rice, sugar and oil have a minimum price. The demo boleta with
 * a free bottle (billing-cpe.ts) records its approval by the administrator who made it (its view shows it).
 */
export async function seedPriceControl(app: FastifyInstance, tx: Tx): Promise<void> {
  await app.organization.priceSettings.save(
    {
      roles: [
        { rol: 'admin', descuento_maximo: null, aprueba_precios: true },
        { rol: 'seller', descuento_maximo: '10', aprueba_precios: false },
        { rol: 'atm', descuento_maximo: '5', aprueba_precios: false },
      ],
    },
    tx,
  );
  const { product } = await demoLookups(tx);
  const minimums: [string, string][] = [
    ['ABA-0001', '23.50'],
    ['ABA-0002', '3.90'],
    ['ABA-0003', '9.80'],
  ];
  for (const [codigo, precio_minimo] of minimums) {
    const { producto_id, unidad_medida_id } = product(codigo);
    const units = await app.inventory.units.list(producto_id, tx);
    const base = units.find((u) => u.unidad_medida_id === unidad_medida_id)!;
    await app.inventory.units.update(
      {
        idproductounidad: base.idproductounidad,
        unidad_medida_id,
        factor: base.factor,
        codigo_barra: base.codigo_barra,
        precioventa: base.precioventa!,
        precio1: base.precio1,
        precio2: base.precio2,
        precio3: base.precio3,
        preciocredito: base.preciocredito,
        precio_minimo,
      },
      tx,
    );
  }
}
