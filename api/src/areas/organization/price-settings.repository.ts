import { sql } from 'drizzle-orm';
import { ROLES, ROLE_NAMES, type PriceSettingsBody, type RolePriceRow } from '@trade/contracts/organization';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { rolPrecio } from '../../db/schema/index.js';
import { BusinessError, blankToNull } from '../../core/envelope.js';

/**
 * Price control per role (Configuración de la empresa › Control de precios): the largest discount
 * without a supervisor and whether the role's users approve prices. Read by the sale service
 * (billing-cpe price-control.ts) in the sale's transaction.
 */
export function priceSettingsRepository(db: Database) {
  async function list(ex: Executor = db): Promise<RolePriceRow[]> {
    const rows = await queryRows<{ rol: string; descuento_maximo: string | null; aprueba_precios: boolean }>(
      ex,
      sql`select rol, descuento_maximo::text as descuento_maximo, aprueba_precios from rol_precio`,
    );
    return ROLES.map((rol) => {
      const row = rows.find((r) => r.rol === rol);
      return {
        rol,
        nombre: ROLE_NAMES[rol],
        descuento_maximo: row?.descuento_maximo ?? null,
        aprueba_precios: row?.aprueba_precios ?? false,
      };
    });
  }

  return {
    list,
    /** Every role sent, in one transaction; the administrators always stay supervisors. */
    async save(input: PriceSettingsBody, ex: Executor): Promise<RolePriceRow[]> {
      const seen = new Set<string>();
      for (const r of input.roles) {
        if (seen.has(r.rol)) throw new BusinessError(`El rol ${ROLE_NAMES[r.rol]} aparece dos veces`);
        seen.add(r.rol);
        if (r.rol === 'admin' && !r.aprueba_precios)
          throw new BusinessError('El Administrador siempre aprueba precios: es el supervisor de última instancia');
      }
      await ex
        .insert(rolPrecio)
        .values(
          input.roles.map((r) => ({
            rol: r.rol,
            descuento_maximo: blankToNull(r.descuento_maximo),
            aprueba_precios: r.aprueba_precios,
          })),
        )
        .onConflictDoUpdate({
          target: rolPrecio.rol,
          set: {
            descuento_maximo: sql`excluded.descuento_maximo`,
            aprueba_precios: sql`excluded.aprueba_precios`,
          },
        });
      return list(ex);
    },
  };
}
