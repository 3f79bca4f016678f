import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayLima } from '@trade/formats';
import type { Database } from '../db/client.js';
import type { SessionUser } from '../core/access.js';
import { persona, producto, unidadMedida } from '../db/schema/index.js';

/**
 * Demo dispatch guides: a sale delivered with the company's own truck and a shipment by a carrier,
 * both signed and ready to send (estado firmado: the user sends them with 'Reenviar' and sees SUNAT's
 * answer). They are not queued, so nothing is sent behind a test's back.
 */
export async function seedGuides(app: FastifyInstance, tx: Database, actor: SessionUser): Promise<void> {
  const guides = app.billing.guides;
  const [client] = await tx
    .select({ id: persona.idpersona })
    .from(persona)
    .where(eq(persona.numero_documento, '20456789120'));
  const products = await tx
    .select({ id: producto.producto_id, codigo: producto.codigo_producto })
    .from(producto)
    .where(inArray(producto.codigo_producto, ['FER-0016', 'FER-0017']));
  const [und] = await tx
    .select({ id: unidadMedida.unidad_medida_id })
    .from(unidadMedida)
    .where(eq(unidadMedida.abreviatura, 'UND'));
  if (!client || products.length < 2 || !und) return;
  const product = (codigo: string) => products.find((p) => p.codigo === codigo)!.id;
  const today = todayLima();
  const common = {
    idguia: null,
    idserie: null,
    fecha_emision: today,
    fecha_traslado: today,
    motivo: '01' as const,
    descripcion_motivo: null,
    partida_ubigeo: '150122',
    partida_direccion: 'AV. LARCO 1150, MIRAFLORES',
    partida_codigo_local: null,
    llegada_ubigeo: '150101',
    llegada_direccion: 'JR. JUNÍN 455, CERCADO DE LIMA',
    llegada_codigo_local: null,
    unidad_peso: 'KGM' as const,
    idpersona: client.id,
    idventa: null,
    idtransferencia: null,
    documento_relacionado_tipo: null,
    documento_relacionado_numero: null,
  };
  await guides.save(
    {
      ...common,
      modalidad: '02',
      placas: ['F2K-718'],
      conductores: [
        {
          tipo_documento: '1',
          numero_documento: '41236985',
          nombres: 'CARLOS ALBERTO',
          apellidos: 'MENDOZA RÍOS',
          licencia: 'Q41236985',
        },
      ],
      peso_bruto: '38.5',
      bultos: 4,
      observacion: 'Entregar en almacén del cliente, horario de 8:00 a 17:00',
      items: [
        { producto_id: product('FER-0016'), unidad_medida_id: und.id, descripcion: null, cantidad: '12' },
        { producto_id: product('FER-0017'), unidad_medida_id: und.id, descripcion: null, cantidad: '6' },
      ],
    },
    tx,
    actor,
    { enviar: false },
  );
  await guides.save(
    {
      ...common,
      modalidad: '01',
      transportista_ruc: '20100070970',
      transportista_razon_social: 'TRANSPORTES Y SERVICIOS LIMA S.A.C.',
      transportista_mtc: '15123456CNG',
      peso_bruto: '120',
      bultos: 10,
      observacion: null,
      items: [{ producto_id: product('FER-0016'), unidad_medida_id: und.id, descripcion: null, cantidad: '40' }],
    },
    tx,
    actor,
    { enviar: false },
  );
}
