import type { TestApp } from '../helpers/app.js';
import { caller } from '../organization/support.js';

/** A Lima day `offset` days from today. */
export function day(offset: number): string {
  const date = new Date(`${new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' })}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** A fresh client and provider for a test (no demo balances mixed in). */
export async function freshPeople(t: TestApp, token: string, dni: string, ruc: string) {
  const api = caller(t);
  const client = (
    await api.post(token, '/rpersonaprovedor', {
      idtipodocumento: 1,
      numero_documento: dni,
      nombres: `CLIENTE ${dni}`,
      ubica_persona: 1,
    })
  ).body.detalles;
  const provider = (
    await api.post(token, '/rpersonaprovedor', {
      idtipodocumento: 2,
      numero_documento: ruc,
      nombres: `PROVEEDOR ${ruc}`,
      ubica_persona: 2,
    })
  ).body.detalles;
  // A number the demo already holds is refused: say which, not "cannot read idpersona of null".
  if (!client?.idpersona || !provider?.idpersona) throw new Error(`freshPeople(${dni}, ${ruc}): ya registrado`);
  return { client: client.idpersona as number, provider: provider.idpersona as number };
}

export const EFECTIVO = 1;
export const TRANSFERENCIA = 4;
