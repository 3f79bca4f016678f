import {
  cash,
  type CashFormTotalRow,
  type CashMovementRow,
  type CashOpeningRow,
  type CashProductRow,
} from '@trade/contracts/finance-loans';
import { call } from '@trade/session';
import type { ColumnSpec } from '@trade/ui';

export interface CashDetailData {
  formas: CashFormTotalRow[];
  movimientos: CashMovementRow[];
  productos: CashProductRow[];
}

/** The three reads of a cash (spec 000 "Cash"): totals per payment form, income and expenses, products sold. */
export async function loadCashDetail(id: number): Promise<{ data?: CashDetailData; error?: string }> {
  const [formas, movimientos, productos] = await Promise.all([
    call(cash.endpoints.totals, { params: { id } }),
    call(cash.endpoints.movements, { params: { id } }),
    call(cash.endpoints.products, { params: { id } }),
  ]);
  const failed = [formas, movimientos, productos].find((a) => a.status !== 200);
  if (failed) return { error: failed.mensaje };
  return {
    data: {
      formas: formas.detalles ?? [],
      movimientos: movimientos.detalles ?? [],
      productos: productos.detalles ?? [],
    },
  };
}

export const ORIGIN_NAMES: Record<string, string> = {
  venta: 'Venta',
  cobro: 'Cobranza',
  pago_proveedor: 'Pago a proveedor',
  caja_chica: 'Caja chica',
  prestamo: 'Préstamo',
  pago_prestamo: 'Cuota de préstamo',
};

/** One sheet for the closing report in Excel: the opening, every payment form, every movement and the products. */
export interface ClosingLine {
  seccion: string;
  concepto: string;
  cantidad: string | null;
  ingresos: string | null;
  egresos: string | null;
  esperado: string | null;
  contado: string | null;
  diferencia: string | null;
}

export const CLOSING_COLUMNS: ColumnSpec<ClosingLine>[] = [
  { key: 'seccion', title: 'Sección' },
  { key: 'concepto', title: 'Concepto' },
  { key: 'cantidad', title: 'Cantidad', type: 'number' },
  { key: 'ingresos', title: 'Ingresos (S/)', type: 'money' },
  { key: 'egresos', title: 'Egresos (S/)', type: 'money' },
  { key: 'esperado', title: 'Esperado (S/)', type: 'money' },
  { key: 'contado', title: 'Contado (S/)', type: 'money' },
  { key: 'diferencia', title: 'Diferencia (S/)', type: 'money' },
];

const empty = { cantidad: null, ingresos: null, egresos: null, esperado: null, contado: null, diferencia: null };

export function closingLines(cash: CashOpeningRow, data: CashDetailData): ClosingLine[] {
  return [
    { ...empty, seccion: 'Apertura', concepto: `${cash.usuario} · ${cash.sucursal}`, ingresos: cash.monto_apertura },
    ...data.formas.map((f) => ({
      ...empty,
      seccion: 'Forma de pago',
      concepto: f.formapago,
      ingresos: f.ingresos,
      egresos: f.egresos,
      esperado: f.esperado,
      contado: f.contado,
      diferencia: f.diferencia,
    })),
    ...data.movimientos
      .filter((m) => m.estado === 1)
      .map((m) => ({
        ...empty,
        seccion: ORIGIN_NAMES[m.origen_tipo] ?? m.origen_tipo,
        concepto: `${m.concepto} (${m.formapago})`,
        [m.tipo === 'I' ? 'ingresos' : 'egresos']: m.monto,
      })),
    ...data.productos.map((p) => ({
      ...empty,
      seccion: 'Producto vendido',
      concepto: p.descripcion,
      cantidad: p.cantidad,
      ingresos: p.importe,
    })),
    {
      ...empty,
      seccion: 'Total',
      concepto: cash.estado === 2 ? 'Cierre' : 'Caja abierta',
      esperado: cash.esperado_total,
      contado: cash.contado_total,
      diferencia: cash.diferencia_total,
    },
  ];
}
