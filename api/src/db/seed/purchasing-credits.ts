import type { Database } from '../client.js';
import { consultaConfig, persona } from '../schema/index.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** tipo_documento ids (migration 0004). */
const DNI = 1;
const RUC = 2;
const CE = 3;
const VARIOS = 14;

/**
 * Demo clients and providers (fictional, numbers well formed: RUCs with SUNAT's check digit), two
 * of them flagged by SUNAT (not ACTIVO / not HABIDO) so the warning shows, and the lookup provider
 * set to the bundled stand-in.
 */
export const DEMO_PEOPLE = [
  { idtipodocumento: VARIOS, numero_documento: '00000000', nombres: 'CLIENTES VARIOS', ubica_persona: 1 },
  { idtipodocumento: DNI, numero_documento: '46027897', nombres: 'QUISPE MAMANI ROSA ELENA', direccion: 'JR. LOS LIRIOS 230, SAN MARTÍN DE PORRES', ubigeo: '150135', telefono: '987123456', ubica_persona: 1, limite_credito: '3000.00', dias_credito: 30 },
  { idtipodocumento: DNI, numero_documento: '70214589', nombres: 'HUAMÁN TORRES JORGE LUIS', direccion: 'AV. LOS PRÓCERES 1420, SANTIAGO DE SURCO', ubigeo: '150140', email: 'jhuaman@correo.pe', ubica_persona: 1, limite_credito: '1500.00', dias_credito: 15 },
  { idtipodocumento: CE, numero_documento: '001234567', nombres: 'SMITH JOHN MICHAEL', direccion: 'CALLE SCHELL 340, MIRAFLORES', ubigeo: '150122', ubica_persona: 1 },
  { idtipodocumento: RUC, numero_documento: '20456789120', nombres: 'INVERSIONES PÉREZ & HIJOS S.R.L.', direccion: 'JR. JUNÍN 455, CERCADO DE LIMA', ubigeo: '150101', telefono: '01 4270011', email: 'compras@perezhijos.pe', ubica_persona: 1, limite_credito: '20000.00', dias_credito: 30, estado_sunat: 'ACTIVO', condicion_sunat: 'HABIDO' },
  { idtipodocumento: RUC, numero_documento: '20601234565', nombres: 'TECNOLOGÍA DEL SUR E.I.R.L.', nombre_comercial: 'TECSUR', direccion: 'CALLE MERCADERES 310, AREQUIPA', ubigeo: '040101', ubica_persona: 3, limite_credito: '10000.00', dias_credito: 45, estado_sunat: 'ACTIVO', condicion_sunat: 'HABIDO' },
  { idtipodocumento: RUC, numero_documento: '20498765433', nombres: 'COMERCIAL LOS ÁLAMOS S.A.C.', direccion: 'AV. EJÉRCITO 710, CAYMA, AREQUIPA', ubigeo: '040103', ubica_persona: 1, estado_sunat: 'SUSPENSION TEMPORAL', condicion_sunat: 'HABIDO' },
  { idtipodocumento: RUC, numero_documento: '20100047218', nombres: 'DISTRIBUIDORA ANDINA S.A.C.', nombre_comercial: 'DISANDINA', direccion: 'AV. ARGENTINA 1245, CERCADO DE LIMA', ubigeo: '150101', telefono: '01 3361200', email: 'ventas@disandina.pe', ubica_persona: 2, estado_sunat: 'ACTIVO', condicion_sunat: 'HABIDO' },
  { idtipodocumento: RUC, numero_documento: '20512345671', nombres: 'IMPORTACIONES DEL PACÍFICO S.A.', direccion: 'AV. NÉSTOR GAMBETTA 5120, CALLAO', ubigeo: '070101', ubica_persona: 2, estado_sunat: 'ACTIVO', condicion_sunat: 'HABIDO' },
  { idtipodocumento: RUC, numero_documento: '20387654322', nombres: 'SERVICIOS GENERALES ÑAUPA S.A.C.', direccion: 'MZ. C LT. 12, ASOC. LOS PINOS, SAN JUAN DE LURIGANCHO', ubigeo: '150132', ubica_persona: 2, estado_sunat: 'ACTIVO', condicion_sunat: 'NO HABIDO' },
] as const;

export async function seedPurchasingCredits(tx: Tx, ctx: { idempresa: number; idusuario: number; idsucursal: number }): Promise<void> {
  await tx.insert(consultaConfig).values({ idempresa: ctx.idempresa, url: '/consulta-simulador/v2', actualizado: new Date() });
  const people = await tx.insert(persona).values(DEMO_PEOPLE.map((p) => ({ ...p }))).returning({ id: persona.idpersona, numero: persona.numero_documento });
  const idOf = (numero: string) => people.find((p) => p.numero === numero)!.id;
  void idOf;
}
