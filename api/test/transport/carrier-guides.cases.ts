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
export default function carrierGuidesCases() {
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

  const parcelBody = () => ({
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
  });

  async function newParcel(extra: object = {}) {
    const { body } = await post('/rencomienda', { ...parcelBody(), ...extra });
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
      if (
        exit.guias_transportista.every((g: any) =>
          ['aceptado', 'observado', 'rechazado', 'error'].includes(g.estado_sunat),
        )
      )
        return exit;
      if (Date.now() > until) throw new Error(`guides still pending: ${JSON.stringify(exit.guias_transportista)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const xmlOf = async (idguiatransportista: number) =>
    (
      await s.t.app.inject({
        method: 'GET',
        url: `/api/xmlguiatransportista/${idguiatransportista}`,
        headers: { authorization: `Bearer ${s.admin}` },
      })
    ).payload;
  const exitRow = async (idsalidavehiculos: number) =>
    (await get(`/salidavehiculos?page=1&pageSize=50&q=`)).body.detalles.find(
      (e: any) => e.idsalidavehiculos === idsalidavehiculos,
    );

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

  describe("the company's MTC registration and the shipper's guides on the carrier's guide", () => {
    test("the MTC registration is edited with the company's data (SUNAT's format) and written on the guide; without it SUNAT observes 4391", async () => {
      const company = (await get('/establecimiento')).body.detalles;
      expect(company.registro_mtc).toBe('1532204CNG');
      const { idempresa, departamento, provincia, distrito, ...body } = company;
      const save = (registro_mtc: string | null) => post('/raestablecimiento', { ...body, registro_mtc });
      for (const wrong of ['15m2204cng', '0000', 'MTC-1532204'])
        expect((await save(wrong)).body).toMatchObject({
          status: 400,
          mensaje: 'Datos no válidos: Registro MTC no tiene un formato válido',
        });
      // Saving the company without the field keeps it.
      const { registro_mtc: _kept, ...withoutIt } = body;
      expect((await post('/raestablecimiento', withoutIt)).body.detalles.registro_mtc).toBe('1532204CNG');

      const driver = await newDriver('46002204');
      expect((await save(null)).body).toMatchObject({ status: 200, detalles: { registro_mtc: null } });
      const unregistered = await newExit(driver.idtransportista, [(await newParcel()).id_encomienda]);
      await post('/rguiatransportista', { idsalidavehiculos: unregistered.idsalidavehiculos });
      expect((await save('15204CNGX')).body).toMatchObject({ status: 200, detalles: { registro_mtc: '15204CNGX' } });
      const registered = await newExit(driver.idtransportista, [(await newParcel()).id_encomienda]);
      await post('/rguiatransportista', { idsalidavehiculos: registered.idsalidavehiculos });
      await save('1532204CNG');

      const [observed] = (await settledGuides(unregistered.idsalidavehiculos)).guias_transportista;
      expect(observed.estado_sunat).toBe('observado');
      expect(revisarReglas(await xmlOf(observed.idguiatransportista)).observaciones.map((o) => o.codigo)).toEqual([
        4391,
      ]);
      const [clean] = (await settledGuides(registered.idsalidavehiculos)).guias_transportista;
      expect(clean.estado_sunat).toBe('aceptado');
      expect(await xmlOf(clean.idguiatransportista)).toContain(
        '<cac:CarrierParty><cac:PartyLegalEntity><cbc:CompanyID>15204CNGX</cbc:CompanyID>',
      );
    });

    test("a parcel records the shipper's guide (09): checked as SUNAT relates it, named by the 31, which passes SUNAT's rules; the exit then has nothing left to cover", async () => {
      const shipper = '20100047218';
      const other = '20131312955';
      const before = await countRows(s.t, 'encomienda');
      const refused: [object, string][] = [
        [
          { guia_remitente: 'T001-45' },
          'Indique la guía de remisión del remitente junto con el RUC de su emisor, o ninguno',
        ],
        [
          { guia_remitente_ruc: shipper },
          'Indique la guía de remisión del remitente junto con el RUC de su emisor, o ninguno',
        ],
        [
          { guia_remitente: 'X1-2', guia_remitente_ruc: shipper },
          'Datos no válidos: Guía de remisión del remitente no tiene un formato válido',
        ],
        [
          { guia_remitente: 'T001-0', guia_remitente_ruc: shipper },
          'Datos no válidos: Guía de remisión del remitente no tiene un formato válido',
        ],
        [
          { guia_remitente: '0001-7', guia_remitente_ruc: '30100047218' },
          'Datos no válidos: RUC del emisor de la guía no tiene un formato válido',
        ],
        [{ guia_remitente: '0001-7', guia_remitente_ruc: '20100047219' }, 'El RUC del emisor de la guía no es válido'],
        [
          { guia_remitente: 'T001-45', guia_remitente_ruc: other },
          `La guía T001-45 es electrónica: la emite el remitente, así que su RUC debe ser el del remitente (${shipper})`,
        ],
      ];
      for (const [extra, mensaje] of refused) {
        const { body } = await post('/rencomienda', { ...parcelBody(), ...extra });
        expect({ extra, body }).toMatchObject({ extra, body: { status: 400, mensaje } });
      }
      expect(await countRows(s.t, 'encomienda')).toBe(before);

      const electronic = [
        await newParcel({ guia_remitente: 'T001-45', guia_remitente_ruc: shipper }),
        await newParcel({ guia_remitente: 'T001-46', guia_remitente_ruc: shipper, descripcion: 'Sacos de arroz' }),
      ];
      expect(electronic[0]).toMatchObject({ guia_remitente: 'T001-45', guia_remitente_ruc: shipper });
      const printed = await newParcel({ guia_remitente: '0001-789', guia_remitente_ruc: other });
      const without = await newParcel();
      const driver = await newDriver('46002205');
      const exit = await newExit(
        driver.idtransportista,
        [...electronic, printed, without].map((p) => p.id_encomienda),
      );
      expect((await exitRow(exit.idsalidavehiculos)).sin_guia).toBe(4);

      const { body } = await post('/rguiatransportista', { idsalidavehiculos: exit.idsalidavehiculos });
      expect(body).toMatchObject({ status: 200, mensaje: '3 guías de remisión transportista emitidas' });
      const done = await settledGuides(exit.idsalidavehiculos);
      expect(done.sin_guia).toBe(0);
      expect(done.guias_transportista.map((g: any) => g.estado_sunat)).toEqual(['aceptado', 'aceptado', 'aceptado']);
      const xmls = await Promise.all(done.guias_transportista.map((g: any) => xmlOf(g.idguiatransportista)));
      for (const xml of xmls) {
        expect(validateXml(xml).valid).toBe(true);
        expect(revisarReglas(xml)).toEqual({ rechazos: [], observaciones: [] });
      }
      const related = (xml: string) =>
        [
          ...xml.matchAll(
            /<cac:AdditionalDocumentReference><cbc:ID>([^<]+)<\/cbc:ID>.*?<cac:IssuerParty>.*?>(\d{11})</g,
          ),
        ].map((m) => `${m[1]} ${m[2]}`);
      // The shipper's electronic guides: their goods are his to describe, so one note (line 0) sums them.
      const [withElectronic, withPrinted, plain] = xmls as [string, string, string];
      expect(related(withElectronic)).toEqual([`T001-45 ${shipper}`, `T001-46 ${shipper}`]);
      expect(withElectronic).toMatch(/<cac:DespatchLine><cbc:ID>0<\/cbc:ID>/);
      expect(withElectronic).toContain('Sacos de arroz');
      expect(related(withPrinted)).toEqual([`0001-789 ${other}`]);
      expect(related(plain)).toEqual([]);
      expect(plain).toContain(`Encomienda ${without.numero_guia}: Caja de herramientas`);

      const pdf = await s.t.app.inject({
        method: 'GET',
        url: `/api/pdfguiatransportista/${done.guias_transportista[0].idguiatransportista}`,
        headers: { authorization: `Bearer ${s.admin}` },
      });
      expect(flat(pdfText(pdf.rawPayload))).toContain(`T001-45 (RUC ${shipper}), T001-46 (RUC ${shipper})`);
    });
  });
}
