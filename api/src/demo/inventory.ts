import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayLima } from '@trade/formats';
import type { Database } from '../db/client.js';
import {
  almacen,
  clase,
  comprobante,
  marca,
  material,
  motivo,
  presentacion,
  producto,
  productoUnidad,
  serie,
  subclase,
  tipoExistencia,
  unidadMedida,
} from '../db/schema/index.js';
import type { SessionUser } from '../core/access.js';
import { outputs as outputsContract } from '@trade/contracts/inventory';
import { asAuditedCall } from './audited.js';

/**
 * Demo inventory of a Peruvian hardware and grocery store: catalogues, 42 products with their units
 * (UND, CAJA ×12...) and prices, warehouses (two in Lima, one in Arequipa), the NI/NS/NT series, and
 * entries, outputs and transfers made through the real services, so the kardex has life.
 */
const CLASSES: Record<string, string[]> = {
  Ferretería: ['Construcción', 'Gasfitería', 'Electricidad', 'Herramientas', 'Pinturas', 'Cerrajería'],
  Abarrotes: ['Granos y harinas', 'Aceites', 'Lácteos', 'Bebidas', 'Conservas', 'Limpieza', 'Golosinas'],
  Servicios: ['Servicios de ferretería'],
};
const BRANDS = [
  'Sol',
  'Aceros Arequipa',
  'Vencedor',
  'American Colors',
  'Pavco',
  'Bosch',
  'Stanley',
  'Philips',
  'Indeco',
  'Forte',
  'Sika',
  'Costeño',
  'Primor',
  'Gloria',
  'Don Vittorio',
  'Florida',
  'Inca Kola',
  'San Luis',
  'Field',
  'Bolívar',
  'Elite',
  'Altomayo',
  'Sublime',
  'Genérico',
];
const MATERIALS = ['Acero', 'PVC', 'Plástico', 'Cobre', 'Vidrio', 'Cartón', 'Papel', 'Madera'];
const PRESENTATIONS = ['Bolsa', 'Caja', 'Lata', 'Botella', 'Rollo', 'Paquete', 'Unidad', 'Galón', 'Saco'];

/** EAN-13 with Peru's GS1 prefix 775 and its check digit. */
export function ean13(n: number): string {
  const body = `775${String(n).padStart(9, '0')}`;
  const total = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return body + ((10 - (total % 10)) % 10);
}

type Seed = [
  codigo: string,
  denominacion: string,
  clase: string,
  subclase: string,
  marca: string,
  unidad: string,
  precio: string,
  costo: string,
  extra?: {
    units?: [string, string, string][];
    serie?: boolean;
    servicio?: boolean;
    afectacion?: string;
    icbper?: boolean;
    /** ISC (catálogo 08): system, rate in percent (01, 03) or amount per unit (02), suggested public price (03). */
    isc?: [string, string, string?];
    material?: string;
    presentacion?: string;
    minimo?: string;
  },
];
export const DEMO_PRODUCTS: Seed[] = [
  [
    'FER-0001',
    'Cemento Portland Tipo I Sol 42.5 kg',
    'Ferretería',
    'Construcción',
    'Sol',
    'BOLSA',
    '32.50',
    '27.80',
    { presentacion: 'Bolsa', minimo: '50' },
  ],
  [
    'FER-0002',
    'Fierro corrugado 1/2" x 9 m',
    'Ferretería',
    'Construcción',
    'Aceros Arequipa',
    'UND',
    '42.90',
    '36.50',
    { material: 'Acero', minimo: '30' },
  ],
  [
    'FER-0003',
    'Fierro corrugado 3/8" x 9 m',
    'Ferretería',
    'Construcción',
    'Aceros Arequipa',
    'UND',
    '24.50',
    '20.10',
    { material: 'Acero' },
  ],
  [
    'FER-0004',
    'Alambre negro recocido N° 16',
    'Ferretería',
    'Construcción',
    'Aceros Arequipa',
    'KG',
    '6.50',
    '4.90',
    { material: 'Acero' },
  ],
  [
    'FER-0005',
    'Clavos para madera 2 1/2"',
    'Ferretería',
    'Construcción',
    'Genérico',
    'KG',
    '7.00',
    '5.20',
    { material: 'Acero' },
  ],
  [
    'FER-0006',
    'Yeso en bolsa 18 kg',
    'Ferretería',
    'Construcción',
    'Genérico',
    'SACO',
    '16.00',
    '12.40',
    { presentacion: 'Saco' },
  ],
  [
    'FER-0007',
    'Pintura látex Vencedor blanco 1 gal',
    'Ferretería',
    'Pinturas',
    'Vencedor',
    'GLN',
    '45.90',
    '36.00',
    { presentacion: 'Galón' },
  ],
  [
    'FER-0008',
    'Esmalte sintético rojo bermellón 1/4 gal',
    'Ferretería',
    'Pinturas',
    'American Colors',
    'UND',
    '22.50',
    '16.80',
    { units: [['CAJA', '12', '255.00']] },
  ],
  ['FER-0009', 'Thinner acrílico 1 gal', 'Ferretería', 'Pinturas', 'American Colors', 'GLN', '28.00', '21.00'],
  [
    'FER-0010',
    'Tubo PVC agua 1/2" x 5 m clase 10',
    'Ferretería',
    'Gasfitería',
    'Pavco',
    'UND',
    '9.90',
    '7.20',
    { material: 'PVC' },
  ],
  [
    'FER-0011',
    'Codo PVC agua 1/2" x 90°',
    'Ferretería',
    'Gasfitería',
    'Pavco',
    'UND',
    '0.80',
    '0.45',
    { material: 'PVC', units: [['CAJA', '100', '70.00']] },
  ],
  [
    'FER-0012',
    'Cinta teflón 1/2" x 10 m',
    'Ferretería',
    'Gasfitería',
    'Genérico',
    'UND',
    '1.50',
    '0.80',
    { units: [['CAJA', '20', '25.00']] },
  ],
  [
    'FER-0013',
    'Llave de paso 1/2" de bronce',
    'Ferretería',
    'Gasfitería',
    'Genérico',
    'UND',
    '18.50',
    '13.90',
    { material: 'Cobre' },
  ],
  [
    'FER-0014',
    'Taladro percutor 13 mm 650 W Bosch',
    'Ferretería',
    'Herramientas',
    'Bosch',
    'UND',
    '289.90',
    '225.00',
    { serie: true },
  ],
  [
    'FER-0015',
    'Amoladora angular 4 1/2" 850 W Bosch',
    'Ferretería',
    'Herramientas',
    'Bosch',
    'UND',
    '199.00',
    '150.00',
    { serie: true },
  ],
  [
    'FER-0016',
    'Martillo de carpintero 16 oz Stanley',
    'Ferretería',
    'Herramientas',
    'Stanley',
    'UND',
    '35.00',
    '26.50',
    { material: 'Acero' },
  ],
  ['FER-0017', 'Wincha 5 m Stanley', 'Ferretería', 'Herramientas', 'Stanley', 'UND', '24.90', '18.00'],
  [
    'FER-0018',
    'Foco LED 12 W luz blanca Philips',
    'Ferretería',
    'Electricidad',
    'Philips',
    'UND',
    '8.90',
    '6.10',
    { units: [['CAJA', '10', '80.00']] },
  ],
  [
    'FER-0019',
    'Cable eléctrico THW 14 AWG Indeco',
    'Ferretería',
    'Electricidad',
    'Indeco',
    'M',
    '2.20',
    '1.55',
    { material: 'Cobre', units: [['ROLLO', '100', '189.00']] },
  ],
  [
    'FER-0020',
    'Interruptor simple empotrable',
    'Ferretería',
    'Electricidad',
    'Genérico',
    'UND',
    '6.50',
    '4.10',
    { material: 'Plástico' },
  ],
  [
    'FER-0021',
    'Tomacorriente doble con línea a tierra',
    'Ferretería',
    'Electricidad',
    'Genérico',
    'UND',
    '7.50',
    '4.80',
    { material: 'Plástico' },
  ],
  ['FER-0022', 'Cerradura de sobreponer 3 golpes Forte', 'Ferretería', 'Cerrajería', 'Forte', 'UND', '65.00', '48.00'],
  [
    'FER-0023',
    'Candado de acero 40 mm Forte',
    'Ferretería',
    'Cerrajería',
    'Forte',
    'UND',
    '22.00',
    '15.50',
    { material: 'Acero' },
  ],
  [
    'FER-0024',
    'Lija para madera N° 100',
    'Ferretería',
    'Herramientas',
    'Genérico',
    'UND',
    '1.20',
    '0.70',
    { units: [['PAQ', '50', '50.00']] },
  ],
  ['FER-0025', 'Silicona transparente 280 ml Sika', 'Ferretería', 'Construcción', 'Sika', 'UND', '14.50', '10.20'],
  [
    'ABA-0001',
    'Arroz extra Costeño 5 kg',
    'Abarrotes',
    'Granos y harinas',
    'Costeño',
    'BOLSA',
    '24.90',
    '20.50',
    { presentacion: 'Bolsa' },
  ],
  [
    'ABA-0002',
    'Azúcar rubia 1 kg',
    'Abarrotes',
    'Granos y harinas',
    'Genérico',
    'BOLSA',
    '4.20',
    '3.40',
    { units: [['SACO', '50', '195.00']] },
  ],
  [
    'ABA-0003',
    'Aceite vegetal Primor 1 L',
    'Abarrotes',
    'Aceites',
    'Primor',
    'BOT',
    '10.50',
    '8.60',
    { units: [['CAJA', '12', '120.00']], presentacion: 'Botella' },
  ],
  [
    'ABA-0004',
    'Leche evaporada Gloria 400 g',
    'Abarrotes',
    'Lácteos',
    'Gloria',
    'LATA',
    '4.30',
    '3.55',
    {
      units: [
        ['PAQ', '6', '25.20'],
        ['CAJA', '48', '198.00'],
      ],
      presentacion: 'Lata',
    },
  ],
  [
    'ABA-0005',
    'Fideo spaghetti Don Vittorio 500 g',
    'Abarrotes',
    'Granos y harinas',
    'Don Vittorio',
    'UND',
    '3.80',
    '2.90',
    { units: [['CAJA', '20', '72.00']] },
  ],
  [
    'ABA-0006',
    'Atún en trozos Florida 170 g',
    'Abarrotes',
    'Conservas',
    'Florida',
    'LATA',
    '6.20',
    '4.90',
    { units: [['CAJA', '48', '285.00']] },
  ],
  [
    'ABA-0007',
    'Gaseosa Inca Kola 1.5 L',
    'Abarrotes',
    'Bebidas',
    'Inca Kola',
    'BOT',
    '6.50',
    '5.10',
    { units: [['PAQ', '6', '36.00']] },
  ],
  [
    'ABA-0008',
    'Agua San Luis sin gas 625 ml',
    'Abarrotes',
    'Bebidas',
    'San Luis',
    'BOT',
    '1.50',
    '0.95',
    { units: [['PAQ', '15', '19.50']] },
  ],
  ['ABA-0009', 'Galletas soda Field 6 x 34 g', 'Abarrotes', 'Golosinas', 'Field', 'PAQ', '3.20', '2.45'],
  ['ABA-0010', 'Detergente Bolívar 900 g', 'Abarrotes', 'Limpieza', 'Bolívar', 'BOLSA', '12.90', '10.10'],
  [
    'ABA-0011',
    'Jabón de lavar Bolívar 240 g',
    'Abarrotes',
    'Limpieza',
    'Bolívar',
    'UND',
    '3.50',
    '2.60',
    { units: [['CAJA', '50', '160.00']] },
  ],
  ['ABA-0012', 'Papel higiénico Elite 4 rollos', 'Abarrotes', 'Limpieza', 'Elite', 'PAQ', '6.90', '5.20'],
  ['ABA-0013', 'Café instantáneo Altomayo 200 g', 'Abarrotes', 'Bebidas', 'Altomayo', 'UND', '22.90', '17.80'],
  [
    'ABA-0014',
    'Chocolate Sublime clásico 30 g',
    'Abarrotes',
    'Golosinas',
    'Sublime',
    'UND',
    '1.50',
    '1.05',
    { units: [['CAJA', '24', '33.00']] },
  ],
  [
    'ABA-0015',
    'Huevos rosados a granel',
    'Abarrotes',
    'Lácteos',
    'Genérico',
    'KG',
    '9.50',
    '7.80',
    { afectacion: '20' },
  ],
  [
    'ABA-0016',
    'Bolsa plástica de compras',
    'Abarrotes',
    'Limpieza',
    'Genérico',
    'UND',
    '0.10',
    '0.03',
    { icbper: true, material: 'Plástico' },
  ],
  // Drinks that pay ISC: a beer by amount per bottle (02), a pisco by value (01), a beer by its suggested public price (03).
  [
    'ABA-0017',
    'Cerveza Pilsen Callao 630 ml',
    'Abarrotes',
    'Bebidas',
    'Genérico',
    'BOT',
    '7.50',
    '4.90',
    { isc: ['02', '1.39'] },
  ],
  [
    'ABA-0018',
    'Pisco Quebranta 700 ml',
    'Abarrotes',
    'Bebidas',
    'Genérico',
    'BOT',
    '45.00',
    '28.00',
    { isc: ['01', '25'] },
  ],
  [
    'ABA-0019',
    'Cerveza Cusqueña dorada 620 ml',
    'Abarrotes',
    'Bebidas',
    'Genérico',
    'BOT',
    '8.00',
    '5.20',
    { isc: ['03', '30', '8.00'] },
  ],
  [
    'SER-0001',
    'Servicio de corte de fierro',
    'Servicios',
    'Servicios de ferretería',
    'Genérico',
    'SERV',
    '5.00',
    '0',
    { servicio: true },
  ],
  [
    'SER-0002',
    'Servicio de entrega a domicilio',
    'Servicios',
    'Servicios de ferretería',
    'Genérico',
    'SERV',
    '15.00',
    '0',
    { servicio: true },
  ],
];

export const DEMO_WAREHOUSES = {
  principal: 'Almacén principal Miraflores',
  deposito: 'Depósito Surquillo',
  arequipa: 'Almacén Arequipa Cercado',
};

export async function seedInventory(
  app: FastifyInstance,
  db: Database,
  branches: { principal: number; arequipa: number },
  admin: SessionUser,
): Promise<void> {
  const ids = async (
    table: typeof clase | typeof marca | typeof material | typeof presentacion,
    names: string[],
    key: 'idclase' | 'idmarca' | 'idmaterial' | 'idpresentacion',
  ) => {
    const rows = await db
      .insert(table)
      .values(names.map((nombre) => ({ nombre })))
      .returning();
    return new Map(rows.map((r) => [r.nombre, (r as unknown as Record<string, number>)[key]!]));
  };
  const classIds = await ids(clase, Object.keys(CLASSES), 'idclase');
  const subRows = await db
    .insert(subclase)
    .values(
      Object.entries(CLASSES).flatMap(([c, subs]) => subs.map((nombre) => ({ idclase: classIds.get(c)!, nombre }))),
    )
    .returning();
  const subIds = new Map(subRows.map((r) => [r.nombre, r.idsubclase]));
  const brandIds = await ids(marca, BRANDS, 'idmarca');
  const materialIds = await ids(material, MATERIALS, 'idmaterial');
  const presentationIds = await ids(presentacion, PRESENTATIONS, 'idpresentacion');
  const unitRows = await db.select().from(unidadMedida);
  const unitId = (abbr: string) => unitRows.find((u) => u.abreviatura === abbr)!.unidad_medida_id;
  const [goods] = await db.select().from(tipoExistencia).where(eq(tipoExistencia.codigo_sunat, '01'));

  const productIds = new Map<string, number>();
  for (const [n, [codigo, denominacion, c, sub, brand, unit, precio, , extra = {}]] of DEMO_PRODUCTS.entries()) {
    const [row] = await db
      .insert(producto)
      .values({
        codigo_producto: codigo,
        codigo_barra: extra.servicio ? null : ean13(1000 + n),
        denominacion,
        idclase: classIds.get(c)!,
        idsubclase: subIds.get(sub)!,
        idmarca: brandIds.get(brand)!,
        idmaterial: extra.material ? materialIds.get(extra.material)! : null,
        idpresentacion: extra.presentacion ? presentationIds.get(extra.presentacion)! : null,
        idtipoexistencia: extra.servicio ? null : goods!.idtipoexistencia,
        unidad_medida_id: unitId(unit),
        tipo_afectacion: extra.afectacion ?? '10',
        icbper: extra.icbper ?? false,
        ...(extra.isc
          ? { isc_sistema: extra.isc[0], isc_tasa: extra.isc[1], isc_precio_sugerido: extra.isc[2] ?? null }
          : {}),
        servicio: extra.servicio ?? false,
        control_stock: !extra.servicio,
        control_serie: extra.serie ?? false,
        stock_minimo: extra.minimo ?? '5',
      })
      .returning({ id: producto.producto_id });
    productIds.set(codigo, row!.id);
    await db.insert(productoUnidad).values([
      {
        producto_id: row!.id,
        unidad_medida_id: unitId(unit),
        factor: '1',
        base: true,
        precioventa: precio,
        precio1: (Number(precio) * 0.95).toFixed(2),
      },
      ...(extra.units ?? []).map(([abbr, factor, price], i) => ({
        producto_id: row!.id,
        unidad_medida_id: unitId(abbr),
        factor,
        codigo_barra: ean13(5000 + n * 10 + i),
        precioventa: price,
      })),
    ]);
  }

  const stores = await db
    .insert(almacen)
    .values([
      {
        idsucursal: branches.principal,
        nombre: DEMO_WAREHOUSES.principal,
        direccion: 'AV. LARCO 1150, MIRAFLORES',
        predeterminado: true,
      },
      {
        idsucursal: branches.principal,
        nombre: DEMO_WAREHOUSES.deposito,
        direccion: 'AV. TOMÁS MARSANO 2875, SURQUILLO',
      },
      {
        idsucursal: branches.arequipa,
        nombre: DEMO_WAREHOUSES.arequipa,
        direccion: 'CALLE MERCADERES 212, AREQUIPA',
        predeterminado: true,
      },
    ])
    .returning();
  const [principal, deposito, arequipa] = stores.map((s) => s.idalmacen) as [number, number, number];

  const types = await db
    .select()
    .from(comprobante)
    .where(inArray(comprobante.codigo, ['NI', 'NS', 'NT']));
  const typeId = (codigo: string) => types.find((t) => t.codigo === codigo)!.idcomprobante;
  await db.insert(serie).values([
    { idcomprobante: typeId('NI'), idsucursal: branches.principal, serie: 'NI01' },
    { idcomprobante: typeId('NS'), idsucursal: branches.principal, serie: 'NS01' },
    { idcomprobante: typeId('NT'), idsucursal: branches.principal, serie: 'NT01' },
    { idcomprobante: typeId('NI'), idsucursal: branches.arequipa, serie: 'NI02' },
    { idcomprobante: typeId('NS'), idsucursal: branches.arequipa, serie: 'NS02' },
    { idcomprobante: typeId('NT'), idsucursal: branches.arequipa, serie: 'NT02' },
  ]);

  const reasons = await db.select().from(motivo);
  const reason = (tipo: number, codigo: string) =>
    reasons.find((r) => r.tipo === tipo && r.codigo_sunat === codigo)!.idmotivo;
  const { entries, outputs, transfers } = app.inventory;
  const today = todayLima();
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
  const line = (codigo: string, cantidad: string, costo?: string, series?: string[]) => {
    const [, , , , , unit, , cost] = DEMO_PRODUCTS.find((p) => p[0] === codigo)!;
    return {
      producto_id: productIds.get(codigo)!,
      unidad_medida_id: unitId(unit),
      cantidad,
      costo_unitario: costo ?? cost,
      ...(series ? { series } : {}),
    };
  };

  const goodsCodes = DEMO_PRODUCTS.filter((p) => !p[8]?.servicio && !p[8]?.serie).map((p) => p[0]);
  await entries.create(
    {
      fecha: day(20),
      idalmacen: principal,
      idmotivo: reason(1, '16'),
      observacion: 'Inventario inicial de la tienda',
      items: [
        ...goodsCodes.map((codigo, i) => line(codigo, String([120, 80, 60, 45, 40, 25][i % 6]))),
        line('FER-0014', '5', undefined, [
          'BOS-TP-240101',
          'BOS-TP-240102',
          'BOS-TP-240103',
          'BOS-TP-240104',
          'BOS-TP-240105',
        ]),
        line('FER-0015', '3', undefined, ['BOS-AM-310011', 'BOS-AM-310012', 'BOS-AM-310013']),
      ],
    },
    db,
    admin,
  );
  await entries.create(
    {
      fecha: day(12),
      idalmacen: principal,
      idmotivo: reason(1, '02'),
      tercero_documento: '20100047218',
      tercero_nombre: 'DISTRIBUIDORA ANDINA S.A.C.',
      documento_referencia: 'Factura F001-00004512',
      items: [
        line('FER-0001', '200', '28.40'),
        line('ABA-0001', '60', '21.10'),
        { ...line('ABA-0003', '10', '99.60'), unidad_medida_id: unitId('CAJA') },
        line('FER-0002', '100', '37.20'),
      ],
    },
    db,
    admin,
  );
  await outputs.create(
    {
      fecha: day(9),
      idalmacen: principal,
      idmotivo: reason(2, '01'),
      tercero_documento: '10456789123',
      tercero_nombre: 'CONSTRUCTORA LOS ANDES E.I.R.L.',
      documento_referencia: 'Factura F001-00000021',
      items: [
        {
          producto_id: productIds.get('FER-0001')!,
          unidad_medida_id: unitId('BOLSA'),
          cantidad: '60',
          precio_unitario: '32.50',
        },
        {
          producto_id: productIds.get('FER-0002')!,
          unidad_medida_id: unitId('UND'),
          cantidad: '40',
          precio_unitario: '42.90',
        },
        {
          producto_id: productIds.get('FER-0014')!,
          unidad_medida_id: unitId('UND'),
          cantidad: '1',
          precio_unitario: '289.90',
          series: ['BOS-TP-240102'],
        },
      ],
    },
    db,
    admin,
  );
  await transfers.create(
    {
      fecha: day(6),
      idalmacen_origen: principal,
      idalmacen_destino: deposito,
      observacion: 'Reposición del depósito de Surquillo',
      items: [
        { producto_id: productIds.get('FER-0001')!, unidad_medida_id: unitId('BOLSA'), cantidad: '50' },
        { producto_id: productIds.get('FER-0003')!, unidad_medida_id: unitId('UND'), cantidad: '30' },
        {
          producto_id: productIds.get('FER-0015')!,
          unidad_medida_id: unitId('UND'),
          cantidad: '1',
          series: ['BOS-AM-310013'],
        },
      ],
    },
    db,
    admin,
  );
  await transfers.create(
    {
      fecha: day(5),
      idalmacen_origen: principal,
      idalmacen_destino: arequipa,
      observacion: 'Envío a la sucursal Arequipa',
      items: [
        { producto_id: productIds.get('ABA-0001')!, unidad_medida_id: unitId('BOLSA'), cantidad: '20' },
        { producto_id: productIds.get('ABA-0004')!, unidad_medida_id: unitId('CAJA'), cantidad: '1' },
      ],
    },
    db,
    admin,
  );
  await entries.create(
    {
      fecha: day(3),
      idalmacen: arequipa,
      idmotivo: reason(1, '02'),
      tercero_documento: '20455123874',
      tercero_nombre: 'COMERCIAL MISTI S.R.L.',
      documento_referencia: 'Factura F002-00000877',
      items: [line('ABA-0007', '48', '5.05'), line('ABA-0008', '90', '0.92'), line('ABA-0013', '12', '17.60')],
    },
    db,
    admin,
  );
  await outputs.create(
    {
      fecha: day(2),
      idalmacen: principal,
      idmotivo: reason(2, '13'),
      observacion: 'Focos dañados en exhibición',
      items: [{ producto_id: productIds.get('FER-0018')!, unidad_medida_id: unitId('UND'), cantidad: '2' }],
    },
    db,
    admin,
  );
  const consumo = await outputs.create(
    {
      fecha: day(1),
      idalmacen: principal,
      idmotivo: reason(2, '99'),
      observacion: 'Consumo interno de oficina (registrado por error)',
      items: [{ producto_id: productIds.get('ABA-0012')!, unidad_medida_id: unitId('PAQ'), cantidad: '3' }],
    },
    db,
    admin,
  );
  await asAuditedCall(db, admin, outputsContract.endpoints.annul, { params: { id: consumo.idsalida } }, () =>
    outputs.annul(consumo.idsalida, db, admin),
  );
}
