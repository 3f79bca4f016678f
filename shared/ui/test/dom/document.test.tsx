/** @jest-environment ./test/dom/environment.mjs */
import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { hasUnsavedChanges, type Envelope } from '@trade/session';
import { defineDocument, DocumentScreen, type DocLine, type DocProduct } from '../../src/index';
import { renderScreen, searchOf } from './render';

const WATER: DocProduct = {
  id: 7,
  nombre: 'Agua mineral',
  codigo: 'AG625',
  codigoBarra: '7750001000017',
  tipoAfectacion: '10',
  units: [
    { id: 1, nombre: 'UND', factor: 1, precio: '1.50' },
    { id: 2, nombre: 'CAJA', factor: 12, precio: '15.00', codigoBarra: '17750001000014' },
  ],
};
const SERVICE: DocProduct = {
  id: 9,
  nombre: 'Instalación',
  codigo: 'SRV1',
  controlaStock: false,
  tipoAfectacion: '10',
  units: [{ id: 1, nombre: 'UND', factor: 1, precio: '50.00' }],
};
const CATALOG = [WATER, SERVICE];

/** A sale-like document kept in memory: the bodies posted and the saved documents. */
function documents() {
  const posted: unknown[] = [];
  const saved = new Map<number, { fecha: string; observacion: string; lines: DocLine[] }>();
  const spec = defineDocument({
    key: 'venta',
    noun: 'venta',
    gender: 'f',
    list: {
      key: 'venta',
      title: 'Ventas',
      noun: 'venta',
      gender: 'f',
      idField: 'id',
      api: {
        list: async () => ({ status: 200, mensaje: '', detalles: [...saved].map(([id, s]) => ({ id, ...s })) }),
        paging: 'client',
      },
      columns: [{ key: 'fecha', title: 'Fecha' }],
    },
    header: {
      defaults: () => ({ fecha: '2026-03-02' }),
      fields: [
        { name: 'fecha', label: 'Fecha', required: true },
        { name: 'observacion', label: 'Observación', max: 100 },
      ],
    },
    lines: {
      catalog: {
        search: async (text) => CATALOG.filter((p) => p.nombre.toLowerCase().includes(text.toLowerCase())),
        byCode: async (code) => {
          for (const product of CATALOG) {
            if (product.codigoBarra === code) return { product, unitId: null };
            const unit = product.units.find((u) => u.codigoBarra === code);
            if (unit) return { product, unitId: unit.id };
          }
          return null;
        },
      },
      priceLabel: 'Precio unitario',
      pricesIncludeTax: true,
    },
    totals: { dateField: 'fecha' },
    api: {
      load: async (id) => {
        const doc = saved.get(Number(id));
        return doc
          ? { status: 200, mensaje: '', detalles: { id: Number(id), ...doc } }
          : { status: 404, mensaje: 'No existe' };
      },
      fromRecord: (raw) => ({ id: raw.id, header: raw, lines: raw.lines, raw }),
      create: async (body: unknown): Promise<Envelope<{ id: number }>> => {
        posted.push(body);
        const doc = body as { fecha: string; observacion: string; lines: DocLine[] };
        const id = saved.size + 1;
        saved.set(id, doc);
        return { status: 200, mensaje: 'Venta registrada', detalles: { id } };
      },
      toBody: (header, lines) => ({ fecha: header.fecha, observacion: header.observacion ?? '', lines }),
      savedId: (answer) => (answer.detalles as { id: number }).id,
    },
    messages: {
      saving: 'Guardando venta...',
      saveError: 'Error al guardar la venta',
      loadError: 'Error al leer la venta',
    },
  });
  return { spec, posted, saved };
}

const productBox = () => screen.getByRole('combobox', { name: 'Buscar producto' });
const total = (label: string) => screen.getByLabelText(label, { selector: 'dd' }).textContent;
const quantity = (name: string) => screen.getByRole('textbox', { name: `Cantidad de ${name}` }) as HTMLInputElement;

async function newDocument() {
  const docs = documents();
  const rendered = renderScreen(<DocumentScreen spec={docs.spec} />, { route: '/ventas?documento=nuevo' });
  await screen.findByRole('combobox', { name: 'Buscar producto' });
  return { ...docs, ...rendered };
}

describe('a document being typed', () => {
  test('a scan adds a line, a repeated scan counts it again, a unit barcode adds that unit', async () => {
    const { user } = await newDocument();
    await user.type(productBox(), '7750001000017{Enter}');
    expect((await screen.findByRole('textbox', { name: 'Cantidad de Agua mineral' })) as HTMLInputElement).toBeTruthy();
    expect(quantity('Agua mineral').value).toBe('1');
    // The box empties and keeps the focus for the next scan.
    await waitFor(() => expect((productBox() as HTMLInputElement).value).toBe(''));
    await user.type(productBox(), '7750001000017{Enter}');
    await waitFor(() => expect(quantity('Agua mineral').value).toBe('2'));

    await user.type(productBox(), '17750001000014{Enter}');
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Cantidad de Agua mineral' })).toHaveLength(2));
    const prices = screen.getAllByRole('textbox', { name: 'Precio unitario de Agua mineral' }) as HTMLInputElement[];
    expect(prices.map((p) => p.value)).toEqual(['1.50', '15.00']);
  });

  test('totals follow the lines through the money engine: gravadas, IGV, total and the amount in words', async () => {
    const { user } = await newDocument();
    await user.type(productBox(), '7750001000017{Enter}');
    await screen.findByRole('textbox', { name: 'Cantidad de Agua mineral' });
    await user.clear(quantity('Agua mineral'));
    await user.type(quantity('Agua mineral'), '4');
    // 4 × 1.50 with IGV = 6.00: value 5.08, IGV 0.92.
    await waitFor(() => expect(total('Total')).toBe('S/ 6.00'));
    expect(total('Op. gravadas')).toBe('S/ 5.08');
    expect(total('IGV')).toBe('S/ 0.92');
    expect(screen.getByLabelText('Importe de Agua mineral').textContent).toBe('6.00');
    expect(screen.getByText(/^SON: SEIS\b.*SOLES$/i)).toBeTruthy();

    await user.type(productBox(), 'Insta');
    await user.click(await screen.findByRole('option', { name: /Instalación/ }));
    await waitFor(() => expect(total('Total')).toBe('S/ 56.00'));

    await user.click(screen.getByRole('button', { name: 'Quitar Agua mineral' }));
    await waitFor(() => expect(total('Total')).toBe('S/ 50.00'));
    expect(screen.queryByRole('textbox', { name: 'Cantidad de Agua mineral' })).toBeNull();
  });

  test('saving names the first incomplete line and posts nothing', async () => {
    const { user, posted } = await newDocument();
    await user.type(productBox(), '7750001000017{Enter}');
    await screen.findByRole('textbox', { name: 'Cantidad de Agua mineral' });
    await user.clear(quantity('Agua mineral'));
    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText('Línea 1 (Agua mineral): ingrese una cantidad mayor que cero')).toBeTruthy();
    expect(posted).toHaveLength(0);
    // A line still being typed is left out of the totals.
    expect(total('Total')).toBe('S/ 0.00');
  });

  test('a header rule refuses saving in Spanish', async () => {
    const { user, posted } = await newDocument();
    await user.type(productBox(), '7750001000017{Enter}');
    await screen.findByRole('textbox', { name: 'Cantidad de Agua mineral' });
    await user.clear(screen.getByLabelText('Fecha'));
    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    expect(await screen.findByText('Ingrese fecha')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });
});

describe('unsaved changes of a document', () => {
  test('what the screen proposes is not a change; a scan is; saving releases it and shows the document', async () => {
    const { user, posted, router } = await newDocument();
    expect((screen.getByLabelText('Fecha') as HTMLInputElement).value).toBe('2026-03-02');
    expect(hasUnsavedChanges()).toBe(false);

    await user.type(productBox(), '7750001000017{Enter}');
    await screen.findByRole('textbox', { name: 'Cantidad de Agua mineral' });
    expect(hasUnsavedChanges()).toBe(true);

    await user.type(screen.getByLabelText(/^Observación/), 'Entrega en tienda');
    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    await waitFor(() => expect(searchOf(router).get('documento')).toBe('1'));
    expect(hasUnsavedChanges()).toBe(false);
    expect(posted).toEqual([
      {
        fecha: '2026-03-02',
        observacion: 'Entrega en tienda',
        lines: [expect.objectContaining({ productId: 7, unitId: 1, cantidad: '1', precio: '1.50' })],
      },
    ]);
    // The saved document's page shows its lines read-only.
    const table = await screen.findByRole('table', { name: 'Líneas del documento' });
    expect(within(table).getByText(/Agua mineral/)).toBeTruthy();
  });

  test('leaving the page releases what it held', async () => {
    const { user, router } = await newDocument();
    await user.type(productBox(), '7750001000017{Enter}');
    await screen.findByRole('textbox', { name: 'Cantidad de Agua mineral' });
    expect(hasUnsavedChanges()).toBe(true);
    // The shell asked and the user chose to leave: the page unmounts and holds nothing.
    await router.navigate('/ventas');
    await screen.findByRole('button', { name: /Nueva venta/ });
    expect(hasUnsavedChanges()).toBe(false);
  });
});
