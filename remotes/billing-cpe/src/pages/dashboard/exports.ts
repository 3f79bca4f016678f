import type { ColumnSpec } from '@trade/ui';
import { CPE_PLAZO_LABELS } from './labels';
import type { DashboardData } from './useDashboard';

/*
 * The columns of each dashboard block: the table on screen and its Excel export (same headers,
 * same values). Rows carry a `key` for the table.
 */
/** A row of a block: its cells by column key (plus the table's `key`). */
export type BlockRow = Record<string, string | number | boolean | null | undefined>;

export type BlockKey = 'comprobantes' | 'productos' | 'clientes' | 'diario' | 'vencidas' | 'cpe' | 'stock';

export const BLOCK_COLUMNS: Record<BlockKey, ColumnSpec<BlockRow>[]> = {
  comprobantes: [
    { key: 'grupo', title: 'Grupo' },
    { key: 'concepto', title: 'Concepto' },
    { key: 'cantidad', title: 'Cantidad', type: 'integer' },
    { key: 'total', title: 'Total (S/)', type: 'money' },
  ],
  productos: [
    { key: 'codigo_producto', title: 'Código' },
    { key: 'denominacion', title: 'Producto' },
    { key: 'cantidad', title: 'Unidades', type: 'number' },
    { key: 'ventas', title: 'Ventas sin IGV (S/)', type: 'money' },
    { key: 'utilidad', title: 'Utilidad (S/)', type: 'money' },
  ],
  clientes: [
    { key: 'documento', title: 'Documento' },
    { key: 'nombre', title: 'Cliente' },
    { key: 'cantidad', title: 'Ventas', type: 'integer' },
    { key: 'total', title: 'Total (S/)', type: 'money' },
  ],
  diario: [
    { key: 'fecha', title: 'Fecha', type: 'date' },
    { key: 'cantidad', title: 'Ventas', type: 'integer' },
    { key: 'total', title: 'Total (S/)', type: 'money' },
  ],
  vencidas: [
    { key: 'cliente', title: 'Cliente' },
    { key: 'documento_credito', title: 'Documento' },
    { key: 'cuota', title: 'Cuota', type: 'integer' },
    { key: 'fecha_vencimiento', title: 'Vencimiento', type: 'date' },
    { key: 'dias_atraso', title: 'Días de atraso', type: 'integer' },
    { key: 'saldo', title: 'Saldo (S/)', type: 'money' },
  ],
  cpe: [
    { key: 'documento', title: 'Comprobante' },
    { key: 'fecha_emision', title: 'Emisión', type: 'date' },
    { key: 'cliente', title: 'Cliente' },
    { key: 'total', title: 'Total', type: 'money' },
    { key: 'estado', title: 'Estado', exportValue: (r) => String(r.estado) },
    { key: 'plazo_texto', title: 'Plazo de envío' },
  ],
  stock: [
    { key: 'codigo_producto', title: 'Código' },
    { key: 'denominacion_stock', title: 'Producto', value: (r) => r.denominacion },
    { key: 'stock', title: 'Stock', type: 'number' },
    { key: 'stock_minimo', title: 'Stock mínimo', type: 'number' },
  ],
};

export function blockRows(block: BlockKey, data: DashboardData): BlockRow[] {
  const r = data.resumen;
  switch (block) {
    case 'comprobantes':
      return [
        ...r.por_comprobante.map((v) => ({
          key: `c${v.codigo}`,
          grupo: 'Comprobante',
          concepto: v.nombre,
          cantidad: v.cantidad,
          total: v.total,
        })),
        {
          key: 'contado',
          grupo: 'Tipo de pago',
          concepto: 'Contado',
          cantidad: r.contado.cantidad,
          total: r.contado.total,
        },
        {
          key: 'credito',
          grupo: 'Tipo de pago',
          concepto: 'Crédito',
          cantidad: r.credito.cantidad,
          total: r.credito.total,
        },
        ...r.por_forma_pago.map((f) => ({
          key: `f${f.idformapago}`,
          grupo: 'Forma de pago (recibido)',
          concepto: f.nombre,
          cantidad: null,
          total: f.total,
        })),
        {
          key: 'nc',
          grupo: 'Notas',
          concepto: 'Notas de crédito',
          cantidad: r.notas_credito.cantidad,
          total: r.notas_credito.total,
        },
        {
          key: 'nd',
          grupo: 'Notas',
          concepto: 'Notas de débito',
          cantidad: r.notas_debito.cantidad,
          total: r.notas_debito.total,
        },
      ];
    case 'productos':
      return r.top_productos.map((p) => ({ key: p.producto_id, ...p }));
    case 'clientes':
      return r.top_clientes.map((c) => ({ key: c.idpersona, ...c }));
    case 'diario':
      return data.diario.dias.map((d) => ({ key: d.fecha, ...d }));
    case 'vencidas':
      return data.cobranzas.vencidas.map((v) => ({
        key: `${v.idcredito}-${v.cuota}`,
        ...v,
        documento_credito: v.documento,
      }));
    case 'cpe':
      return r.cpe.documentos.map((d) => ({
        key: d.id,
        ...d,
        plazo_texto: `${CPE_PLAZO_LABELS[d.plazo ?? ''] ?? 'En plazo'} (hasta ${d.plazo_envio.split('-').reverse().join('/')})`,
      }));
    case 'stock':
      return r.stock_bajo.productos.map((p) => ({ key: p.producto_id, ...p }));
  }
}
