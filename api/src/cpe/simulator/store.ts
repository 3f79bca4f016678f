import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sunatSimDocumento, sunatSimTicket } from '../../db/schema/index.js';

/** What the simulator remembers: received documents (duplicates, getStatusCdr) and tickets. */

export interface SimDocument {
  nombre: string;
  ruc: string;
  tipoDoc: string;
  hash?: string | null;
  codigo: number;
  /** aceptado, observado, rechazado, anulado */
  estado: string;
  cdrZip: Buffer;
  recepciones: number;
}

export interface SimTicket {
  ticket: string;
  nombre: string;
  hash?: string | null;
  codigo: number;
  cdrZip: Buffer;
  pendientes: number;
}

export interface SimulatorStore {
  getDocument(nombre: string): Promise<SimDocument | undefined>;
  /** Inserts; false when the name already exists. */
  addDocument(doc: Omit<SimDocument, 'recepciones'>): Promise<boolean>;
  countReceipt(nombre: string): Promise<void>;
  setEstado(nombre: string, estado: string): Promise<void>;
  listDocuments(): Promise<SimDocument[]>;
  getTicket(ticket: string): Promise<SimTicket | undefined>;
  findTicket(nombre: string): Promise<SimTicket | undefined>;
  addTicket(t: SimTicket): Promise<void>;
  /** Decrements pendientes and answers the ticket as it was before the poll. */
  pollTicket(ticket: string): Promise<SimTicket | undefined>;
  reset(): Promise<void>;
}

export function memoryStore(): SimulatorStore {
  const docs = new Map<string, SimDocument>();
  const tickets = new Map<string, SimTicket>();
  return {
    getDocument: async (n) => docs.get(n),
    async addDocument(d) {
      if (docs.has(d.nombre)) return false;
      docs.set(d.nombre, { ...d, recepciones: 1 });
      return true;
    },
    async countReceipt(n) {
      const d = docs.get(n);
      if (d) d.recepciones++;
    },
    async setEstado(n, estado) {
      const d = docs.get(n);
      if (d) d.estado = estado;
    },
    listDocuments: async () => [...docs.values()],
    getTicket: async (t) => tickets.get(t),
    findTicket: async (n) => [...tickets.values()].find((t) => t.nombre === n),
    async addTicket(t) {
      tickets.set(t.ticket, { ...t });
    },
    async pollTicket(ticket) {
      const t = tickets.get(ticket);
      if (!t) return undefined;
      const before = { ...t };
      if (t.pendientes > 0) t.pendientes--;
      return before;
    },
    async reset() {
      docs.clear();
      tickets.clear();
    },
  };
}

/** Persistent store in the product's database (sunat_sim_* tables). */
export function databaseStore(db: Database): SimulatorStore {
  const toDoc = (r: typeof sunatSimDocumento.$inferSelect): SimDocument => r;
  return {
    async getDocument(nombre) {
      const [r] = await db.select().from(sunatSimDocumento).where(eq(sunatSimDocumento.nombre, nombre));
      return r ? toDoc(r) : undefined;
    },
    async addDocument(d) {
      const rows = await db
        .insert(sunatSimDocumento)
        .values({ ...d, recepciones: 1 })
        .onConflictDoNothing()
        .returning({ n: sunatSimDocumento.nombre });
      return rows.length > 0;
    },
    async countReceipt(nombre) {
      await db
        .update(sunatSimDocumento)
        .set({ recepciones: sql`${sunatSimDocumento.recepciones} + 1` })
        .where(eq(sunatSimDocumento.nombre, nombre));
    },
    async setEstado(nombre, estado) {
      await db.update(sunatSimDocumento).set({ estado }).where(eq(sunatSimDocumento.nombre, nombre));
    },
    listDocuments: async () => (await db.select().from(sunatSimDocumento)).map(toDoc),
    async getTicket(ticket) {
      const [r] = await db.select().from(sunatSimTicket).where(eq(sunatSimTicket.ticket, ticket));
      return r;
    },
    async findTicket(nombre) {
      const [r] = await db.select().from(sunatSimTicket).where(eq(sunatSimTicket.nombre, nombre));
      return r;
    },
    async addTicket(t) {
      await db.insert(sunatSimTicket).values(t).onConflictDoNothing();
    },
    async pollTicket(ticket) {
      const [before] = await db.select().from(sunatSimTicket).where(eq(sunatSimTicket.ticket, ticket));
      if (before && before.pendientes > 0)
        await db
          .update(sunatSimTicket)
          .set({ pendientes: sql`greatest(${sunatSimTicket.pendientes} - 1, 0)` })
          .where(eq(sunatSimTicket.ticket, ticket));
      return before;
    },
    async reset() {
      await db.delete(sunatSimTicket);
      await db.delete(sunatSimDocumento);
    },
  };
}
