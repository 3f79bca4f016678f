import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { queryRows } from '../../src/db/client.js';
import { revisarReglas } from '../../src/cpe/rules/index.js';
import { validateXml } from '../../src/cpe/xsd/validator.js';
import { readCdr } from '../../src/cpe/cdr/reader.js';
import { salesApp, type SalesApp } from '../billing-cpe/sales-support.js';
import { countRows } from '../organization/support.js';
import { flat, pdfText } from '../print/pdf.js';

/**
 * The carrier's guide (guía de remisión transportista, 31) of a vehicle exit, end to end: issued in
 * one transaction from the exit's manifest (one guide per shipper and consignee), SUNAT's rules and
 * the XSD passed, sent by the worker through the GRE API to the bundled simulator and accepted; its
 * print, XML and CDR; refusals that change nothing.
 */

let s: SalesApp;
let branches: { lima: number; arequipa: number };
let plates = 0;
const plate = () => `GRT${String(++plates).padStart(3, '0')}`;

beforeAll(async () => {
  s = await salesApp();
  const rows = await queryRows<{ idsucursal: number; nombre: string }>(
    s.t.db,
    sql`select idsucursal, nombre from sucursal`,
  );
  branches = {
    lima: rows.find((r) => r.nombre.startsWith('Lima'))!.idsucursal,
    arequipa: rows.find((r) => r.nombre.startsWith('Arequipa'))!.idsucursal,
  };
});
afterAll(() => s.t.close());

const post = (url: string, payload: object) => s.api.post(s.admin, url, payload);
const get = (url: string) => s.api.get(s.admin, url);

function day(offset: number): string {
  const date = new Date(`${todayLima()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function newDriver(documento: string) {
  const { body } = await post('/rtransportista', {
    tipo_documento: '1',
    numero_documento: documento,
    nombres: 'Luis',
    apellidos: `Ruta ${documento}`,
    licencia: `Q${documento}`,
    categoria: 'A-IIIb',
    licencia_vence: day(365),
    telefono: null,
  });
  expect(body.status).toBe(200);
  return body.detalles;
}

async function newParcel(extra: object = {}) {
  const { body } = await post('/rencomienda', {
    idremitente: s.person('20100047218'),
    idconsignado: s.person('70214589'),
    consignado_email: null,
    idsucursal_destino: branches.arequipa,
    piezas: 2,
    peso: '8.50',
    valor_declarado: '250.00',
    precio: '35.00',
    paga: 'remitente',
    descripcion: 'Caja de herramientas',
    ...extra,
  });
  expect(body).toMatchObject({ status: 200 });
  return body.detalles;
}

async function newExit(idtransportista: number, parcels: number[]) {
  const { body } = await post('/rsalidavehiculos', {
    idsucursal_destino: branches.arequipa,
    placa: plate(),
    tuc: '15M22024281E',
    idtransportista,
    fecha_salida: `${day(0)}T21:00`,
    encomiendas: parcels,
  });
  expect(body.status).toBe(200);
  return body.detalles;
}

/** Polls the exit until each of its guides reached a final state (the worker runs every 20 ms). */
async function settledGuides(idsalidavehiculos: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const { body } = await get(`/salidavehiculos?page=1&pageSize=50&q=`);
    const exit = body.detalles.find((e: any) => e.idsalidavehiculos === idsalidavehiculos);
    if (exit.guias_transportista.every((g: any) => ['aceptado', 'rechazado', 'error'].includes(g.estado_sunat)))
      return exit;
    if (Date.now() > until) throw new Error(`guides still pending: ${JSON.stringify(exit.guias_transportista)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const nextV = async () =>
  (await queryRows<{ correlativo: number }>(s.t.db, sql`select correlativo from serie where serie = 'V001'`))[0]!
    .correlativo;

describe("the exit issues its carrier's guides", () => {
  test('one guide per shipper and consignee, accepted by SUNAT through the queue, printed and downloaded', async () => {
    const driver = await newDriver('46002201');
    const a = await newParcel();
    const b = await newParcel({ piezas: 1, peso: '3.25', descripcion: 'Sobre con documentos' });
    const other = await newParcel({
      idremitente: s.person('70214589'),
      idconsignado: s.person('20100047218'),
      paga: 'consignado',
    });
    const exit = await newExit(driver.idtransportista, [a.id_encomienda, b.id_encomienda, other.id_encomienda]);

    const { body } = await post('/rguiatransportista', { idsalidavehiculos: exit.idsalidavehiculos });
    expect(body).toMatchObject({ status: 200, mensaje: '2 guías de remisión transportista emitidas' });
    expect(body.detalles.guias_transportista).toHaveLength(2);

    const done = await settledGuides(exit.idsalidavehiculos);
    expect(done.guias_transportista.map((g: any) => g.estado_sunat)).toEqual(['aceptado', 'aceptado']);
    const [first, second] = done.guias_transportista;
    expect(first.numero).toMatch(/^V001-\d+$/);

    // The signed XML: a 31 with the carrier, the shipper, both parcels; SUNAT's rules and the XSD find nothing.
    const xmlRes = await s.t.app.inject({
      method: 'GET',
      url: `/api/xmlguiatransportista/${first.idguiatransportista}`,
      headers: { authorization: `Bearer ${s.admin}` },
    });
    expect(xmlRes.statusCode).toBe(200);
    const xml = xmlRes.payload;
    expect(validateXml(xml).valid).toBe(true);
    expect(revisarReglas(xml)).toEqual({ rechazos: [], observaciones: [] });
    expect(xml).toContain('<cbc:DespatchAdviceTypeCode');
    expect(xml).toMatch(/DespatchAdviceTypeCode[^>]*>31</);
    expect(xml).toContain('>20100047218</cbc:ID>');
    expect(xml).toContain(`Encomienda ${a.numero_guia}: Caja de herramientas`);
    expect(xml).toContain(`Encomienda ${b.numero_guia}: Sobre con documentos`);
    expect(xml).toContain('<cbc:GrossWeightMeasure unitCode="KGM">11.750</cbc:GrossWeightMeasure>');
    expect(xml).toContain('SUNAT_Envio_IndicadorPagadorFlete_Remitente');
    // The consignee pays the other parcel on delivery: a third party pays the freight.
    const xml2 = (
      await s.t.app.inject({
        method: 'GET',
        url: `/api/xmlguiatransportista/${second.idguiatransportista}`,
        headers: { authorization: `Bearer ${s.admin}` },
      })
    ).payload;
    expect(xml2).toContain('SUNAT_Envio_IndicadorPagadorFlete_Tercero');
    expect(xml2).toContain('<cac:OriginatorCustomerParty>');

    const cdrRes = await s.t.app.inject({
      method: 'GET',
      url: `/api/cdrguiatransportista/${first.idguiatransportista}`,
      headers: { authorization: `Bearer ${s.admin}` },
    });
    expect(readCdr(cdrRes.rawPayload).description).toBe(
      `La Guia de Remision Transportista numero ${first.numero}, ha sido aceptada`,
    );

    const pdfRes = await s.t.app.inject({
      method: 'GET',
      url: `/api/pdfguiatransportista/${first.idguiatransportista}`,
      headers: { authorization: `Bearer ${s.admin}` },
    });
    expect([pdfRes.statusCode, pdfRes.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = flat(pdfText(pdfRes.rawPayload));
    expect(text).toContain('GUÍA DE REMISIÓN ELECTRÓNICA TRANSPORTISTA');
    expect(text).toContain(exit.placa);
    expect(text).toContain('Q46002201');
    expect(text).toContain(a.numero_guia);

    // It is a CPE like every other: listed on the CPE management screen.
    const cpe = await get(`/cpedocumentos?page=1&pageSize=10&tipo_doc=31`);
    expect(cpe.body.detalles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tipo_doc: '31', serie_numero: first.numero, estado: 'aceptado' }),
      ]),
    );

    // Every parcel is covered: nothing left to issue, and a covered parcel stays on its exit.
    const again = await post('/rguiatransportista', { idsalidavehiculos: exit.idsalidavehiculos });
    expect(again.body).toMatchObject({
      status: 400,
      mensaje: 'La salida no tiene encomiendas sin guía de remisión transportista',
    });
    const off = await post('/asalidavehiculos', {
      idsalidavehiculos: exit.idsalidavehiculos,
      idsucursal_destino: branches.arequipa,
      placa: exit.placa,
      idtransportista: driver.idtransportista,
      fecha_salida: `${day(0)}T21:00`,
      encomiendas: [a.id_encomienda, b.id_encomienda],
    });
    expect(off.body.mensaje).toBe(
      `La encomienda ${other.numero_guia} ya tiene guía de remisión transportista: no se puede retirar`,
    );
  });

  test('refused when the driver licence expired or the branch has no V series: no guide, no CPE, no number', async () => {
    const driver = await newDriver('46002202');
    const exit = await newExit(driver.idtransportista, [(await newParcel()).id_encomienda]);
    // The licence expired after the exit left.
    await post('/atransportista', { ...driver, licencia_vence: day(-1) });
    const before = {
      guias: await countRows(s.t, 'guia_transportista'),
      cpe: await countRows(s.t, 'cpe_documento'),
      v: await nextV(),
    };
    const expired = await post('/rguiatransportista', { idsalidavehiculos: exit.idsalidavehiculos });
    expect(expired.body).toMatchObject({
      status: 400,
      mensaje: `La licencia Q46002202 de RUTA 46002202, LUIS venció el ${day(-1).split('-').reverse().join('/')}: no puede salir con ella`,
    });

    // The origin branch has no carrier's guide series (V…) active.
    const other = await newDriver('46002203');
    const second = await newExit(other.idtransportista, [(await newParcel()).id_encomienda]);
    await s.t.db.execute(sql`update serie set estado = 0 where serie = 'V001'`);
    const noSeries = await post('/rguiatransportista', { idsalidavehiculos: second.idsalidavehiculos });
    await s.t.db.execute(sql`update serie set estado = 1 where serie = 'V001'`);
    expect(noSeries.body).toMatchObject({
      status: 400,
      mensaje:
        'La sucursal de origen no tiene una serie de guía de remisión transportista (31, V001…): regístrela en Series',
    });
    expect({
      guias: await countRows(s.t, 'guia_transportista'),
      cpe: await countRows(s.t, 'cpe_documento'),
      v: await nextV(),
    }).toEqual(before);
  });
});
