import type { ColumnSpec } from '@trade/ui';
import type { KardexReport, KardexRow } from '@trade/contracts/inventory';

/** A kardex line flattened for the table and the Excel file (PLE 13.1 columns). */
export type KardexLine = {
  key: string;
  fecha: string | null;
  tipo_documento_sunat: string;
  serie: string;
  numero: string;
  tipo_operacion: string;
  motivo: string;
  entrada_cantidad: string | null;
  entrada_costo_unitario: string | null;
  entrada_costo_total: string | null;
  salida_cantidad: string | null;
  salida_costo_unitario: string | null;
  salida_costo_total: string | null;
  saldo_cantidad: string;
  saldo_costo_unitario: string;
  saldo_costo_total: string;
};

const zeroToNull = (v: string) => (Number(v) === 0 ? null : v);

function movement(r: KardexRow): KardexLine {
  return {
    key: String(r.idkardex),
    fecha: r.fecha,
    tipo_documento_sunat: r.tipo_documento_sunat,
    serie: r.serie,
    numero: r.numero,
    tipo_operacion: r.tipo_operacion,
    motivo: `${r.motivo ?? ''}${r.anulacion ? ' (anulación)' : ''}`,
    entrada_cantidad: zeroToNull(r.entrada.cantidad),
    entrada_costo_unitario: zeroToNull(r.entrada.cantidad) && r.entrada.costo_unitario,
    entrada_costo_total: zeroToNull(r.entrada.cantidad) && r.entrada.costo_total,
    salida_cantidad: zeroToNull(r.salida.cantidad),
    salida_costo_unitario: zeroToNull(r.salida.cantidad) && r.salida.costo_unitario,
    salida_costo_total: zeroToNull(r.salida.cantidad) && r.salida.costo_total,
    saldo_cantidad: r.saldo.cantidad,
    saldo_costo_unitario: r.saldo.costo_unitario,
    saldo_costo_total: r.saldo.costo_total,
  };
}

/** Opening balance, every movement, then the totals and the closing balance: the ledger as an accountant reads it. */
export function kardexLines(report: KardexReport): KardexLine[] {
  const blank = {
    tipo_documento_sunat: '',
    serie: '',
    numero: '',
    tipo_operacion: '',
    entrada_cantidad: null,
    entrada_costo_unitario: null,
    entrada_costo_total: null,
    salida_cantidad: null,
    salida_costo_unitario: null,
    salida_costo_total: null,
  };
  const s = report.saldo_inicial;
  const f = report.saldo_final;
  return [
    {
      ...blank,
      key: 'inicial',
      fecha: report.desde,
      tipo_operacion: '16',
      motivo: 'Saldo inicial',
      saldo_cantidad: s.cantidad,
      saldo_costo_unitario: s.costo_unitario,
      saldo_costo_total: s.costo_total,
    },
    ...report.movimientos.map(movement),
    {
      ...blank,
      key: 'final',
      fecha: report.hasta,
      motivo: 'Totales y saldo final',
      entrada_cantidad: report.total_entradas.cantidad,
      entrada_costo_total: report.total_entradas.costo_total,
      salida_cantidad: report.total_salidas.cantidad,
      salida_costo_total: report.total_salidas.costo_total,
      saldo_cantidad: f.cantidad,
      saldo_costo_unitario: f.costo_unitario,
      saldo_costo_total: f.costo_total,
    },
  ];
}

const qty = (key: keyof KardexLine, title: string): ColumnSpec<KardexLine> => ({
  key,
  title,
  type: 'number',
  align: 'right',
});
const money = (key: keyof KardexLine, title: string): ColumnSpec<KardexLine> => ({
  key,
  title,
  type: 'money',
  align: 'right',
});

/** Columns of the valued kardex (PLE 13.1): document (tabla 10), operation (tabla 12), in, out and balance. */
export const KARDEX_COLUMNS: ColumnSpec<KardexLine>[] = [
  { key: 'fecha', title: 'Fecha', type: 'date', width: 100 },
  { key: 'tipo_documento_sunat', title: 'Tipo (tabla 10)', width: 70 },
  { key: 'serie', title: 'Serie', width: 70 },
  { key: 'numero', title: 'Número', width: 90 },
  { key: 'tipo_operacion', title: 'Operación (tabla 12)', width: 80 },
  { key: 'motivo', title: 'Motivo' },
  qty('entrada_cantidad', 'Entrada cantidad'),
  money('entrada_costo_unitario', 'Entrada costo unitario'),
  money('entrada_costo_total', 'Entrada costo total'),
  qty('salida_cantidad', 'Salida cantidad'),
  money('salida_costo_unitario', 'Salida costo unitario'),
  money('salida_costo_total', 'Salida costo total'),
  qty('saldo_cantidad', 'Saldo cantidad'),
  money('saldo_costo_unitario', 'Saldo costo unitario'),
  money('saldo_costo_total', 'Saldo costo total'),
];
