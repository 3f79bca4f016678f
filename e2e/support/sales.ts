import { expect, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPost } from './crud';

/*
 * Sales made through the API (rfacturacion), for specs whose subject comes after a sale (CPE
 * management, credit notes): the admin's series, a demo product and client, the admin's cash
 * opened once, and a wait until the bundled SUNAT simulator accepts the document.
 */
export const RUC_CLIENT = '20456789120';

export interface IssuedSale {
  idventa: number;
  documento: string;
  serie: string;
  numero: number;
  cpeId: number;
}

/** 'factura' to the RUC client or 'boleta' to CLIENTES VARIOS; one line of FER-0016 at 35.40. */
export async function acceptedSale(
  api: APIRequestContext,
  kind: 'factura' | 'boleta',
  cantidad = '1',
): Promise<IssuedSale> {
  const { user } = await (await api.get('/api/autenticado/sales')).json();
  const voucher = kind === 'factura' ? 1 : 2;
  const series = await apiGet<{ idserie: number; serie: string }[]>(
    api,
    `/seriexcomprobante/${user.idusuario}/${voucher}`,
  );
  const [product] = await apiGet<{ producto_id: number }[]>(api, '/productospaginado', {
    limit: 5,
    filtro: 'FER-0016',
    solo_bienes: 0,
  });
  const units = await apiGet<{ unidad_medida_id: number; abreviatura: string }[]>(api, '/umproducto', {
    producto_id: product!.producto_id,
  });
  const client =
    kind === 'factura'
      ? (
          await apiGet<{ idpersona: number; numero_documento: string }[]>(api, '/personaprovedor', {
            q: RUC_CLIENT,
            ubica: 1,
            page: 1,
            pageSize: 5,
          })
        ).find((p) => p.numero_documento === RUC_CLIENT)
      : undefined;
  // Cash sales post to the admin's open cash (opened once; an open one is kept).
  await api.post('/api/rapertura', { data: { monto_apertura: '100.00' } });
  const sale = await apiPost<{ idventa: number; documento: string; serie: string; numero: number }>(
    api,
    '/rfacturacion',
    {
      facturacion: {
        idserie: series[0]!.idserie,
        ...(client ? { idpersona: client.idpersona } : {}),
        idmoneda: 1,
        tipo_pago_id: 1,
        ticket: false,
      },
      detalles: [
        {
          producto_id: product!.producto_id,
          unidad_medida_id: units.find((u) => u.abreviatura === 'UND')!.unidad_medida_id,
          cantidad,
          precio_unitario: '35.40',
        },
      ],
    },
  );
  let cpeId = 0;
  await expect(async () => {
    const read = await apiGet<{ cpe: { id: number; estado: string } | null }>(api, `/consultaventa/${sale.idventa}`);
    expect(read.cpe?.estado).toBe('aceptado');
    cpeId = read.cpe!.id;
  }).toPass({ timeout: 30_000 });
  return { ...sale, cpeId };
}

/** Closes the admin's open cash, if any (sales made through the API post to it), so a story can open its own. */
export async function closeOpenCash(api: APIRequestContext) {
  const { user } = await (await api.get('/api/autenticado/manage_cash')).json();
  const answer = await (
    await api.get('/api/apertura', { params: { page: 1, pageSize: 100, idusuario: user.idusuario, idsucursal: 0 } })
  ).json();
  for (const cash of (answer.detalles ?? []) as { idapertura: number; idusuario: number; estado: number }[]) {
    if (cash.estado === 1 && cash.idusuario === user.idusuario)
      await apiPost(api, '/capertura', {
        idapertura: cash.idapertura,
        conteos: [],
        observacion: 'Cierre antes de la prueba de caja',
      });
  }
}

/**
 * The admin's cash as this spec needs it, whatever earlier specs left: any open cash of the admin
 * closed, then a new one opened with this amount (its opening must succeed).
 */
export async function openOwnCash(api: APIRequestContext, amount: string) {
  await closeOpenCash(api);
  return apiPost<{ idapertura: number }>(api, '/rapertura', { monto_apertura: amount });
}
