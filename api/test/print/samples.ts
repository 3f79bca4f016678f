/**
 * The pieces of realistic print data every area's template tests share (the company, sale lines,
 * customers); each area builds its own templates' data from them (test/<area>/print-templates.cases.ts).
 */
import type { CompanyHeader, LineItem } from '../../src/print/index.js';
import { sum } from '../../src/print/index.js';
import Decimal from 'decimal.js';

export const RUC = '20601234565';
export const HASH = 'qL3bH0S2mT9vYxk1Zr4pWc8eNa0=';

export const company = (logo?: CompanyHeader['logo']): CompanyHeader => ({
  ruc: RUC,
  razonSocial: 'COMERCIAL ANDINA DEL SUR S.A.C.',
  nombreComercial: 'Ferretería El Ñandú',
  direccion: 'Av. José Larco 1150, Of. 302, Miraflores, Lima',
  sucursal: { nombre: 'Arequipa - Cercado', direccion: 'Calle Mercaderes 212, Arequipa' },
  telefono: '(054) 21-4567',
  email: 'ventas@elnandu.pe',
  logo,
});

const PRODUCTS = [
  ['CEM-042', 'Cemento Portland tipo I, bolsa de 42.5 kg', 'BLS', '28.90'],
  ['FIE-038', 'Fierro corrugado 3/8" x 9 m', 'UND', '24.50'],
  ['CLV-003', 'Clavos de 3" para madera (caja de 1 kg)', 'KG', '7.80'],
  ['PNT-LTX', 'Pintura látex lavable color marfil, galón', 'GLN', '59.90'],
  ['TUB-PVC', 'Tubo PVC desagüe 4" x 3 m, clase pesada', 'UND', '32.40'],
  ['ALM-N16', 'Alambre negro N° 16', 'KG', '6.50'],
  ['LAD-KK18', 'Ladrillo King Kong 18 huecos (millar)', 'MLL', '1180.00'],
  ['ARN-GRU', 'Arena gruesa, m³ puesto en obra', 'M3', '75.00'],
] as const;

/** n sale lines; amounts computed exactly (price includes IGV, as counter sales do). */
export function saleItems(n: number): LineItem[] {
  return Array.from({ length: n }, (_, i) => {
    const [codigo, descripcion, unidad, precio] = PRODUCTS[i % PRODUCTS.length]!;
    const cantidad = String((i % 5) + 1);
    return {
      codigo,
      descripcion:
        i === 6 ? `${descripcion} — entrega en obra, coordinar con el maestro de obra el día anterior` : descripcion,
      unidad,
      cantidad,
      precioUnitario: precio,
      importe: new Decimal(precio).times(cantidad).toFixed(2),
    };
  });
}

/** Totals of items whose prices include 18 % IGV. */
export function totalsOf(items: LineItem[]) {
  const total = new Decimal(sum(items.map((i) => i.importe)));
  const gravada = total.dividedBy('1.18').toDecimalPlaces(2);
  return { gravada: gravada.toFixed(2), igv: total.minus(gravada).toFixed(2), total: total.toFixed(2) };
}

export const customerRuc = {
  nombre: 'INVERSIONES PÉREZ & HIJOS S.R.L.',
  tipoDocumento: '6',
  numeroDocumento: '20456789120',
  direccion: 'Jr. Junín 455, Cercado de Lima, Lima',
};
export const customerDni = {
  nombre: 'MARÍA ÁNGELES ÑAHUI QUISPE',
  tipoDocumento: '1',
  numeroDocumento: '45678912',
  direccion: 'Urb. Los Álamos Mz. B Lt. 4, Cayma, Arequipa',
  telefono: '959 123 456',
  email: 'maria.nahui@correo.pe',
};
