import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { dec, fixed } from '@trade/money';
import type { GuideBody, NoteBody, SaleBody } from '@trade/contracts/billing-cpe';
import { queryRows } from '../../src/db/client.js';
import { revisarReglas } from '../../src/cpe/rules/index.js';
import { guideFromSale } from '../../src/areas/billing-cpe/guides.sale.js';
import type { SessionUser } from '../../src/core/access.js';
import { salesApp, type SalesApp } from './sales-support.js';

/**
 * Issue 24's matrix: {factura, boleta} × {gravado, exonerado, inafecto, IVAP, export, free, ICBPER, line
 * discount, global discount, USD, detracción, credit with cuotas, ISC 01/02/03, global charges 46 and 50} ×
 * {the sale, each note type that
 * applies, a guide from it}, every document built through the sale, note and guide services in ONE app
 * and database (no HTTP, no worker: the documents are generated and signed in their transaction). Each
 * document must pass SUNAT's rules with no rejection and no observation, and the totals its XML carries
 * must equal what was saved. A whole annulment credits exactly the sale's total (ISC and charge included). Cells SUNAT does not allow (an export
 * or a detracción on a boleta, notes other than 12 on an IVAP sale) are refused with their message.
 */
export default function fiscalMatrixCases() {
  let s: SalesApp;
  let actor: SessionUser;
  let foreign: number;
  let baseUnit: Map<number, number>;
  /** A sale line in the product's base unit. */
  const line = (codigo: string, cantidad: string, precio_unitario: string, extra: object = {}) => {
    const producto_id = s.ids.product(codigo);
    return { producto_id, unidad_medida_id: baseUnit.get(producto_id)!, cantidad, precio_unitario, ...extra };
  };
  const parser = new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false });

  beforeAll(async () => {
    s = await salesApp({ worker: false });
    const [admin] = await queryRows<{ idusuario: number; idsucursal: number }>(
      s.t.db,
      sql`select idusuario, idsucursal from usuario where rol = 'admin' order by idusuario limit 1`,
    );
    actor = { ...admin!, usuario: 'admin', nombres: 'Admin', rol: 'admin', menus: [] };
    const [p] = await queryRows<{ idpersona: number }>(
      s.t.db,
      sql`insert into persona (idtipodocumento, numero_documento, nombres, direccion, ubica_persona)
        values ((select idtipodocumento from tipo_documento where codigo = '0'), 'US48213377', 'ACME IMPORTS LLC', '500 Market St, San Francisco, CA', 1)
        returning idpersona`,
    );
    foreign = p!.idpersona;
    const units = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
      s.t.db,
      sql`select producto_id, unidad_medida_id from producto`,
    );
    baseUnit = new Map(units.map((u) => [u.producto_id, u.unidad_medida_id]));
  }, 120_000);
  afterAll(async () => s?.t.close());

  const billing = () => s.t.app.billing;
  const tx = <T>(fn: (tx: any) => Promise<T>) => s.t.db.transaction(fn);

  /** The stored XML of a document's CPE, read back with its totals. */
  async function xmlOf(table: 'venta' | 'nota_credito' | 'guia', id: number) {
    const key = table === 'venta' ? 'idventa' : table === 'guia' ? 'idguia' : 'idnota';
    const [row] = await queryRows<{ xml: string }>(
      s.t.db,
      sql`select c.xml from ${sql.raw(table)} d join cpe_documento c on c.id = d.cpe_documento_id where d.${sql.raw(key)} = ${id}`,
    );
    return row!.xml;
  }

  /** SUNAT's rules find nothing in the document: no rejection, no observation. */
  function clean(xml: string) {
    const { rechazos, observaciones } = revisarReglas(xml);
    expect([...rechazos, ...observaciones].map((h) => h.mensaje)).toEqual([]);
  }

  /** The totals the XML carries equal the ones saved (sale or note row). */
  async function sameTotals(table: 'venta' | 'nota_credito', id: number, xml: string) {
    const key = table === 'venta' ? 'idventa' : 'idnota';
    const [row] = await queryRows<Record<string, string>>(
      s.t.db,
      sql`select total::text, gravadas::text, exoneradas::text, inafectas::text, exportacion::text, gratuitas::text,
               igv::text, isc::text, base_ivap::text, ivap::text, icbper::text, cargo::text from ${sql.raw(table)} where ${sql.raw(key)} = ${id}`,
    );
    const doc = parser.parse(xml);
    const root = doc[Object.keys(doc).find((k) => k !== '?xml')!];
    const lmt = root.LegalMonetaryTotal ?? root.RequestedMonetaryTotal;
    const subs = [root.TaxTotal.TaxSubtotal].flat();
    const sub = (id: string, f: 'TaxableAmount' | 'TaxAmount') =>
      fixed(dec(subs.find((x: any) => String(x.TaxCategory.TaxScheme.ID) === id)?.[f] ?? '0'));
    expect({
      total: fixed(dec(lmt.PayableAmount)),
      gravadas: sub('1000', 'TaxableAmount'),
      igv: sub('1000', 'TaxAmount'),
      exoneradas: sub('9997', 'TaxableAmount'),
      inafectas: sub('9998', 'TaxableAmount'),
      exportacion: sub('9995', 'TaxableAmount'),
      gratuitas: sub('9996', 'TaxableAmount'),
      isc: sub('2000', 'TaxAmount'),
      base_ivap: sub('1016', 'TaxableAmount'),
      ivap: sub('1016', 'TaxAmount'),
      icbper: sub('7152', 'TaxAmount'),
      cargo: fixed(dec(lmt.ChargeTotalAmount ?? '0')),
    }).toEqual(row);
  }

  /** An ISC or charge cell's document really carries its ISC (system and amount) and its charge. */
  async function carries(xml: string, cell: Cell, table: 'venta' | 'nota_credito', id: number) {
    const key = table === 'venta' ? 'idventa' : 'idnota';
    const [row] = await queryRows<{ isc: string; cargo: string; codigo_cargo: string | null }>(
      s.t.db,
      sql`select isc::text, cargo::text, codigo_cargo from ${sql.raw(table)} where ${sql.raw(key)} = ${id}`,
    );
    if (cell.isc) {
      expect(xml).toContain(`<cbc:TierRange>${cell.isc}</cbc:TierRange>`);
      expect(dec(row!.isc).gt(0)).toBe(true);
    }
    if (cell.cargo) {
      expect(xml).toMatch(new RegExp(`<cbc:AllowanceChargeReasonCode[^>]*>${cell.cargo}<`));
      expect(row!.codigo_cargo).toBe(cell.cargo);
      expect(dec(row!.cargo).gt(0)).toBe(true);
    }
  }

  type Cell = {
    nombre: string;
    detalles: () => SaleBody['detalles'];
    facturacion?: Partial<SaleBody['facturacion']>;
    cuotas?: SaleBody['cuotas'];
    cliente?: () => number | null;
    /** Credit and debit notes that apply (besides the annulment); the amount notes credit one unit of line 1. */
    notas: { tipo: '07' | '08'; motivo: NoteBody['codigo_motivo']; devolucion?: boolean; gratuito?: boolean }[];
    /** The whole-sale annulment (01) applies. */
    anulacion: boolean;
    guia: boolean;
    /** The ISC system the sale's first line pays (its XML's TierRange; a return of it pays it back). */
    isc?: '01' | '02' | '03';
    /** The global charge's code the sale carries (an annulment credits it whole). */
    cargo?: '46' | '50';
    /** A kind of sale SUNAT refuses on this voucher: the sale service's message. */
    rechazo?: Partial<Record<'01' | '03', string>>;
  };

  const gravado = () => [line('FER-0001', '2', '35.40'), line('FER-0008', '3', '6.50')];
  const NOTAS: Cell['notas'] = [
    { tipo: '07', motivo: '07', devolucion: true },
    { tipo: '07', motivo: '09' },
    { tipo: '08', motivo: '02' },
  ];

  const CELLS: Cell[] = [
    { nombre: 'gravado', detalles: gravado, notas: NOTAS, anulacion: true, guia: true },
    {
      nombre: 'exonerado',
      detalles: () => [line('ABA-0015', '4', '7.90')],
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'inafecto',
      detalles: () => [line('FER-0002', '3', '12.75', { tipo_afectacion: '30' })],
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'IVAP',
      detalles: () => [line('FER-0003', '5', '5.20', { tipo_afectacion: '17' })],
      notas: [
        { tipo: '07', motivo: '12' },
        { tipo: '08', motivo: '12' },
      ],
      anulacion: false,
      guia: true,
    },
    {
      nombre: 'exportación',
      detalles: () => [line('FER-0004', '10', '48.00', { tipo_afectacion: '40' })],
      cliente: () => foreign,
      facturacion: { idmoneda: 2, tipo_cambio: '3.7500' },
      notas: [...NOTAS, { tipo: '07', motivo: '11' }],
      anulacion: true,
      guia: false,
      rechazo: { '03': 'Una exportación se emite con una factura de exportación: elija una serie de facturas' },
    },
    {
      nombre: 'gratuito',
      detalles: () => [line('FER-0005', '2', '15.00', { gratuito: true })],
      notas: [{ tipo: '08', motivo: '02', gratuito: true }],
      anulacion: false,
      guia: true,
    },
    {
      nombre: 'ICBPER',
      detalles: () => [...gravado(), line('ABA-0016', '3', '0.20')],
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'descuento por ítem',
      detalles: () => [line('FER-0001', '3', '35.40', { descuento: '7.35' }), line('FER-0008', '5', '6.50')],
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'descuento global',
      detalles: gravado,
      facturacion: { descuento_global: '9.17' },
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'USD',
      detalles: gravado,
      facturacion: { idmoneda: 2, tipo_cambio: '3.7500' },
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'detracción',
      detalles: () => [line('SER-0001', '1', '1500.00')],
      facturacion: { detraccion: { codigo: '037', porcentaje: '12', cuenta: '00-000-123456' } },
      notas: [
        { tipo: '07', motivo: '09' },
        { tipo: '08', motivo: '02' },
      ],
      anulacion: true,
      guia: false,
      rechazo: { '03': 'La detracción solo se aplica a facturas' },
    },
    {
      nombre: 'crédito con cuotas',
      detalles: gravado,
      facturacion: { tipo_pago_id: 2 },
      cuotas: [
        { monto: '40.00', fecha_vencimiento: '2099-01-15' },
        { monto: '50.30', fecha_vencimiento: '2099-02-15' },
      ],
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
  ];

  // ISC from the product (demo: pisco 01 at 25 %, beer 02 at 1.39 a bottle, beer 03 at 30 % of S/ 8.00);
  // the amount notes credit one unit of line 1 (an ISC 01 line's note carries its ISC, 02 and 03 do not).
  CELLS.push(
    {
      nombre: 'ISC 01 (al valor)',
      isc: '01',
      detalles: () => [line('ABA-0018', '2', '45.00'), line('FER-0008', '3', '6.50')],
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'ISC 02 (monto fijo)',
      isc: '02',
      detalles: () => [line('ABA-0017', '3', '7.50'), line('ABA-0016', '1', '0.20')],
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'ISC 03 (precio de venta al público)',
      isc: '03',
      detalles: () => [line('ABA-0019', '4', '8.00')],
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'descuento global con ISC',
      isc: '01',
      detalles: () => [line('ABA-0018', '1', '45.00'), line('FER-0008', '3', '6.50')],
      facturacion: { descuento_global: '4.25' },
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'cargo 46 (recargo al consumo)',
      cargo: '46',
      detalles: gravado,
      facturacion: { codigo_cargo: '46', cargo: '9.05' },
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
    {
      nombre: 'cargo 50 con ISC',
      isc: '02',
      cargo: '50',
      detalles: () => [line('ABA-0017', '2', '7.50'), ...gravado()],
      facturacion: { codigo_cargo: '50', cargo: '5.00' },
      notas: NOTAS,
      anulacion: true,
      guia: true,
    },
  );

  const SERIES = { '01': 'F001', '03': 'B001' } as const;
  const CLIENTE = { '01': '20601234565', '03': '46027897' } as const;

  async function sale(cell: Cell, tipo: '01' | '03') {
    const body: SaleBody = {
      facturacion: {
        idserie: s.serie(SERIES[tipo]),
        idmoneda: 1,
        tipo_pago_id: 1,
        idpersona: cell.cliente?.() ?? s.person(CLIENTE[tipo]),
        idalmacen: s.principal,
        ...cell.facturacion,
      },
      detalles: cell.detalles(),
      ...(cell.cuotas ? { cuotas: cell.cuotas } : {}),
    };
    return tx((t) => billing().sales.save(body, t, actor, { enviar: false }));
  }

  /** SUNAT's answer, as the queue would store it: the notes need an accepted sale. */
  const accept = (idventa: number) =>
    s.t.db.execute(
      sql`update cpe_documento set estado = 'aceptado', codigo_respuesta = 0 where id = (select cpe_documento_id from venta where idventa = ${idventa})`,
    );

  async function note(idventa: number, n: Cell['notas'][number] | 'anulacion', fecha?: string) {
    const [first] = await queryRows<{ iddetalle: number }>(
      s.t.db,
      sql`select iddetalle from venta_detalle where idventa = ${idventa} order by item limit 1`,
    );
    const body: NoteBody =
      n === 'anulacion'
        ? { tipo: '07', idventa, codigo_motivo: '01', sustento: 'Anulación de la operación', fecha }
        : {
            tipo: n.tipo,
            idventa,
            codigo_motivo: n.motivo,
            sustento: 'Ajuste de la matriz',
            fecha,
            detalles: [
              n.devolucion
                ? { iddetalle: first!.iddetalle, cantidad: '1' }
                : {
                    iddetalle: first!.iddetalle,
                    cantidad: '1',
                    precio_unitario: '1.18',
                    ...(n.gratuito ? { gratuito: true } : {}),
                  },
            ],
          };
    return tx((t) => billing().creditNotes.create(body, t, actor));
  }

  async function guide(idventa: number) {
    const draft = await guideFromSale(s.t.db, idventa);
    const { destinatario_numero_documento: _d, destinatario_nombre: _n, ...header } = draft;
    const body: GuideBody = {
      ...header,
      peso_bruto: '10.5',
      placas: ['ABC-123'],
      conductores: [
        {
          tipo_documento: '1',
          numero_documento: '41234567',
          nombres: 'Juan',
          apellidos: 'Pérez',
          licencia: 'Q41234567',
        },
      ],
      items: draft.items.map((i) => ({
        producto_id: i.producto_id,
        unidad_medida_id: i.unidad_medida_id,
        descripcion: i.descripcion,
        cantidad: i.cantidad,
      })),
    } as GuideBody;
    return tx((t) => billing().guides.save(body, t, actor, { enviar: false }));
  }

  describe.each(['01', '03'] as const)('%s', (tipo) => {
    test.each(CELLS.map((c) => [c.nombre, c] as const))(
      '%s: the sale, its notes and a guide',
      async (_n, cell) => {
        const refused = cell.rechazo?.[tipo];
        if (refused) {
          await expect(sale(cell, tipo)).rejects.toThrow(refused);
          return;
        }
        const idventa = await sale(cell, tipo);
        const saleXml = await xmlOf('venta', idventa);
        clean(saleXml);
        await sameTotals('venta', idventa, saleXml);
        await carries(saleXml, cell, 'venta', idventa);
        await accept(idventa);
        for (const n of cell.notas) {
          const idnota = await note(idventa, n);
          const xml = await xmlOf('nota_credito', idnota);
          clean(xml);
          await sameTotals('nota_credito', idnota, xml);
          // A return pays back its lines' ISC and the charge in proportion to the value returned.
          if (n.devolucion) await carries(xml, cell, 'nota_credito', idnota);
        }
        if (!cell.anulacion && cell.nombre === 'IVAP')
          await expect(note(idventa, 'anulacion')).rejects.toThrow(
            /está sujeta al IVAP: se ajusta con la nota de crédito 12/,
          );
        if (cell.anulacion) {
          // A second, identical sale annulled whole: the note credits exactly what it charged.
          const other = await sale(cell, tipo);
          await accept(other);
          const idnota = await note(other, 'anulacion');
          const xml = await xmlOf('nota_credito', idnota);
          clean(xml);
          await sameTotals('nota_credito', idnota, xml);
          await carries(xml, cell, 'nota_credito', idnota);
          const [t] = await queryRows<{ venta: string; nota: string }>(
            s.t.db,
            sql`select v.total::text as venta, n.total::text as nota from nota_credito n join venta v on v.idventa = n.idventa where n.idnota = ${idnota}`,
          );
          expect(t!.nota).toBe(t!.venta);
        }
        if (cell.guia) {
          const idguia = await guide(idventa);
          const xml = await xmlOf('guia', idguia);
          clean(xml);
          expect(xml).toContain('<cac:IssuerParty>');
        }
      },
      120_000,
    );
  });
}
