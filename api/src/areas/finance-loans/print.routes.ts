import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { dec, fixed, sum } from '@trade/money';
import { cash, pettyCash } from '@trade/contracts/finance-loans';
import { empresa, sucursal } from '../../db/schema/index.js';
import { branchLogoPath, printRoute, type CompanyHeader } from '../../print/index.js';
import { isAdmin } from '../../core/access.js';

/** How the closing report names the origin of a movement. */
export const ORIGIN_NAMES: Record<string, string> = {
  venta: 'Ventas',
  cobro: 'Cobranzas de clientes',
  pago_proveedor: 'Pagos a proveedores',
  caja_chica: 'Caja chica',
  prestamo: 'Préstamos desembolsados',
  pago_prestamo: 'Cuotas de préstamos cobradas',
};

/** vouchercajachica and pdfcierrecaja, printed from the records. */
export default function financePrintRoutes(app: FastifyInstance): void {
  async function company(idsucursal: number): Promise<CompanyHeader | undefined> {
    const [row] = await app.db
      .select({ ruc: empresa.ruc, razonSocial: empresa.razon_social, nombreComercial: empresa.nombre_comercial, direccion: empresa.direccion, telefono: empresa.telefono, email: empresa.email, sucursal: sucursal.nombre, sucursalDireccion: sucursal.direccion })
      .from(sucursal)
      .innerJoin(empresa, eq(empresa.idempresa, sucursal.idempresa))
      .where(eq(sucursal.idsucursal, idsucursal));
    if (!row) return undefined;
    const { sucursal: nombre, sucursalDireccion, ...header } = row;
    return { ...header, sucursal: { nombre, direccion: sucursalDireccion }, logo: branchLogoPath(app.config.dataDir, idsucursal) };
  }

  printRoute(app, pettyCash.endpoints.print, {
    plantilla: 'vouchercajachica',
    registro: 'El recibo',
    cargar: async (id) => {
      const receipt = await app.finance.pettyCash.get(id).catch(() => undefined);
      const empresaHeader = receipt && (await company(receipt.idsucursal));
      if (!receipt || !empresaHeader) return undefined;
      return {
        empresa: empresaHeader,
        numero: receipt.documento,
        fecha: receipt.fecha_registro,
        tipo: receipt.tipo === 'I' ? ('ingreso' as const) : ('egreso' as const),
        concepto: receipt.concepto,
        importe: receipt.monto,
        responsable: receipt.usuario,
        beneficiario: { nombre: receipt.persona_nombre, numeroDocumento: receipt.persona_documento },
        documentoSustento: receipt.documento_sustento,
        caja: `${receipt.sucursal} - ${receipt.formapago}`,
        observaciones: receipt.estado === 0 ? [`ANULADO${receipt.motivo_anulacion ? `: ${receipt.motivo_anulacion}` : ''}`] : [],
      };
    },
  });

  printRoute(app, cash.endpoints.print, {
    plantilla: 'pdfcierrecaja',
    registro: 'La caja',
    cargar: async (id, request: FastifyRequest) => {
      const viewer = request.user ?? { rol: 'seller' };
      const repo = app.finance.cash;
      const apertura = await repo.get(id, viewer).catch(() => undefined);
      const empresaHeader = apertura && (await company(apertura.idsucursal));
      if (!apertura || !empresaHeader) return undefined;
      const [formas, movements, productos] = await Promise.all([repo.totals(id, viewer), repo.movements(id, viewer), repo.products(id, viewer)]);
      const origins = new Map<string, { ingresos: string[]; egresos: string[] }>();
      for (const m of movements.filter((m) => m.estado === 1)) {
        const entry = origins.get(m.origen_tipo) ?? { ingresos: [], egresos: [] };
        (m.tipo === 'I' ? entry.ingresos : entry.egresos).push(m.monto);
        origins.set(m.origen_tipo, entry);
      }
      const blind = apertura.cierre_ciego && !isAdmin(viewer);
      const closed = apertura.estado === 2;
      return {
        empresa: empresaHeader,
        idapertura: apertura.idapertura,
        cajero: apertura.usuario,
        apertura: apertura.fecha_apertura,
        cierre: apertura.fecha_cierre,
        estado: closed ? 'Cerrada' : 'Abierta',
        montoApertura: apertura.monto_apertura,
        formas,
        porOrigen: [...origins].map(([tipo, v]) => ({ concepto: ORIGIN_NAMES[tipo] ?? tipo, ingresos: fixed(sum(v.ingresos.map(dec))), egresos: fixed(sum(v.egresos.map(dec))) })),
        productos: productos.map((p) => ({ descripcion: p.descripcion, cantidad: p.cantidad, importe: p.importe })),
        denominaciones: await repo.denominations(id),
        totales: {
          esperado: blind ? null : apertura.esperado_total,
          contado: closed ? apertura.contado_total : null,
          diferencia: blind || !closed ? null : apertura.diferencia_total,
        },
        observaciones: apertura.observacion ? [apertura.observacion] : [],
      };
    },
  });
}

