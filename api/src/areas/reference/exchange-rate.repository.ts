import { desc, eq } from 'drizzle-orm';
import type { ListParams } from '@trade/contracts/kit';
import Decimal from 'decimal.js';
import { todayLima } from '@trade/formats';
import type { Database, Executor } from '../../db/client.js';
import { tipoCambio } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import { pagedList, type ListSpec } from '../../core/lists.js';
import { ExchangeRateProviderError, type ExchangeRateProvider } from './exchange-rate.provider.js';

export interface ExchangeRate {
  fecha: string;
  compra: string;
  venta: string;
  fuente: string;
  esHoy: boolean;
}

type StoredRate = typeof tipoCambio.$inferSelect;
/** The history: newest day first; `desde`/`hasta` filter the days. */
const history: ListSpec<StoredRate> = {
  columns: {
    fecha: tipoCambio.fecha,
    compra: tipoCambio.compra,
    venta: tipoCambio.venta,
    fuente: tipoCambio.fuente,
    idusuario: tipoCambio.idusuario,
    registrado: tipoCambio.registrado,
  },
  from: (select) => select.from(tipoCambio),
  search: [],
  orderBy: [desc(tipoCambio.fecha)],
  dates: { column: tipoCambio.fecha, kind: 'date' },
};

/** After a provider failure, reads wait this long before asking it again (a POST always asks). */
const RETRY_AFTER_MS = 10 * 60 * 1000;
const PROVIDER_FAILED = 'No se pudo obtener el tipo de cambio del proveedor';

/** The daily dollar rate: one row per Lima day, entered by hand or fetched from the provider. */
export function exchangeRateRepository(
  db: Database,
  provider: ExchangeRateProvider | undefined,
  log?: (message: string) => void,
) {
  let lastFailure = 0;
  let inFlight: Promise<void> | undefined;

  const shape = (row: StoredRate): ExchangeRate => ({
    fecha: row.fecha,
    compra: new Decimal(row.compra).toFixed(4),
    venta: new Decimal(row.venta).toFixed(4),
    fuente: row.fuente,
    esHoy: row.fecha === todayLima(),
  });

  async function latest(): Promise<ExchangeRate | undefined> {
    const [row] = await db.select().from(tipoCambio).orderBy(desc(tipoCambio.fecha)).limit(1);
    return row && shape(row);
  }

  async function store(
    fecha: string,
    compra: string,
    venta: string,
    fuente: 'manual' | 'proveedor',
    idusuario: number | null,
    replace: boolean,
    ex: Executor = db,
  ) {
    const values = { fecha, compra, venta, fuente, idusuario, registrado: new Date() };
    const insert = ex.insert(tipoCambio).values(values);
    await (replace
      ? insert.onConflictDoUpdate({ target: tipoCambio.fecha, set: values })
      : insert.onConflictDoNothing());
    const [row] = await ex.select().from(tipoCambio).where(eq(tipoCambio.fecha, fecha));
    return shape(row!);
  }

  /** Asks the provider for today's rate and stores it (replace: over a rate already stored). */
  async function fetchAndStore(replace: boolean): Promise<ExchangeRate> {
    if (!provider) throw new BusinessError('No hay un proveedor de tipo de cambio configurado (EXCHANGE_RATE_URL)');
    const fecha = todayLima();
    try {
      const quote = await provider.fetchRate(fecha);
      lastFailure = 0;
      return await store(fecha, quote.compra, quote.venta, 'proveedor', null, replace);
    } catch (error) {
      if (!(error instanceof ExchangeRateProviderError)) throw error;
      lastFailure = Date.now();
      log?.(`tipo de cambio: ${error.message}`);
      throw new BusinessError(`${PROVIDER_FAILED}: ${error.message}`);
    }
  }

  return {
    /**
     * The latest known rate. With a provider and no rate for today yet, today's is fetched and cached
     * first (concurrent reads share one request); when the provider fails, the last known one answers.
     */
    async current(): Promise<ExchangeRate> {
      const known = await latest();
      if (provider && !known?.esHoy && Date.now() - lastFailure > RETRY_AFTER_MS) {
        // A failure is remembered (lastFailure) and the last known rate answers.
        inFlight ??= fetchAndStore(false)
          .then(
            () => undefined,
            (error) => {
              if (!(error instanceof BusinessError)) throw error;
            },
          )
          .finally(() => {
            inFlight = undefined;
          });
        await inFlight;
        const updated = await latest();
        if (updated) return updated;
      }
      if (!known) throw new BusinessError('No hay tipo de cambio registrado');
      return known;
    },

    /** POST apreciodollar: asks the provider now, whatever is stored. */
    fetchToday: () => fetchAndStore(true),

    /** Enters a day's rate by hand (replaces that day's rate). */
    async record(
      input: { fecha?: string | null; compra: string; venta: string },
      idusuario: number,
      ex: Executor = db,
    ): Promise<ExchangeRate> {
      const today = todayLima();
      // The contract checked that it is a real day.
      const fecha = input.fecha?.trim() || today;
      if (fecha > today) throw new BusinessError('La fecha del tipo de cambio no puede ser futura');
      const compra = new Decimal(input.compra);
      const venta = new Decimal(input.venta);
      if (compra.lte(0) || venta.lte(0)) throw new BusinessError('El tipo de cambio debe ser mayor que cero');
      if (venta.lt(compra)) throw new BusinessError('El precio de venta no puede ser menor que el de compra');
      return store(fecha, compra.toFixed(4), venta.toFixed(4), 'manual', idusuario, true, ex);
    },

    async history(query: ListParams) {
      const page = await pagedList(db, history, query);
      return { ...page, rows: page.rows.map(shape) };
    },
  };
}
