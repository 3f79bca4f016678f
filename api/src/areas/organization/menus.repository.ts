import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { menu, menuUsuario, usuario } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';

export interface MenuInput {
  nombre: string;
  ruta?: string | null;
  area?: string | null;
  icono?: string | null;
  orden?: number;
  idpadre?: number | null;
}

export interface MenuRow {
  idmenu: number;
  nombre: string;
  ruta: string | null;
  area: string | null;
  icono: string | null;
  orden: number;
  idpadre: number | null;
}

export interface MenuTree extends MenuRow {
  hijos: MenuRow[];
}

/** Menus and their assignment to users. */
export function menusRepository(db: Database) {
  const byOrder = [asc(menu.orden), asc(menu.nombre)];

  async function get(idmenu: number): Promise<MenuRow> {
    const [row] = await db.select().from(menu).where(eq(menu.idmenu, idmenu));
    if (!row) throw notFound('El menú');
    return row;
  }

  async function checkShape(input: MenuInput, idmenu?: number) {
    if (input.idpadre == null) return;
    if (idmenu !== undefined && input.idpadre === idmenu) throw new BusinessError('Un menú no puede ser su propio padre');
    const parent = await get(input.idpadre).catch(() => {
      throw new BusinessError('El menú padre no existe');
    });
    if (parent.idpadre !== null) throw new BusinessError('El menú padre debe ser un menú principal');
    if (!input.ruta || !input.area) throw new BusinessError('Un submenú necesita la ruta de la pantalla y su área');
  }

  async function ensureUser(idusuario: number) {
    const [row] = await db.select({ id: usuario.idusuario }).from(usuario).where(eq(usuario.idusuario, idusuario));
    if (!row) throw notFound('El usuario');
  }

  /** A parent stands for all its children; a child for itself. */
  async function screenIds(idmenu: number): Promise<number[]> {
    const target = await get(idmenu);
    if (target.idpadre !== null) return [idmenu];
    const children = await db.select({ idmenu: menu.idmenu }).from(menu).where(eq(menu.idpadre, idmenu));
    if (children.length === 0) throw new BusinessError('El menú principal no tiene submenús para asignar');
    return children.map((c) => c.idmenu);
  }

  return {
    get,
    list: (): Promise<MenuRow[]> => db.select().from(menu).orderBy(sql`coalesce(${menu.idpadre}, ${menu.idmenu})`, sql`${menu.idpadre} nulls first`, ...byOrder),
    parents: (): Promise<MenuRow[]> => db.select().from(menu).where(isNull(menu.idpadre)).orderBy(...byOrder),

    async create(input: MenuInput): Promise<MenuRow> {
      await checkShape(input);
      const [row] = await db.insert(menu).values(normalise(input)).returning();
      return row!;
    },
    async update(idmenu: number, input: MenuInput): Promise<MenuRow> {
      await get(idmenu);
      await checkShape(input, idmenu);
      if (input.idpadre != null) {
        const [child] = await db.select({ id: menu.idmenu }).from(menu).where(eq(menu.idpadre, idmenu)).limit(1);
        if (child) throw new BusinessError('El menú tiene submenús; no puede convertirse en submenú');
      }
      const [row] = await db.update(menu).set(normalise(input)).where(eq(menu.idmenu, idmenu)).returning();
      return row!;
    },
    async remove(idmenu: number): Promise<void> {
      await get(idmenu);
      const [child] = await db.select({ id: menu.idmenu }).from(menu).where(eq(menu.idpadre, idmenu)).limit(1);
      if (child) throw new BusinessError('El menú tiene submenús; elimínelos primero');
      await db.delete(menu).where(eq(menu.idmenu, idmenu));
    },

    /** Parent menus with the child menus assigned to the user, in menu order. */
    async ofUser(idusuario: number): Promise<MenuTree[]> {
      const rows = await db
        .select({ child: menu })
        .from(menuUsuario)
        .innerJoin(menu, eq(menu.idmenu, menuUsuario.idmenu))
        .where(eq(menuUsuario.idusuario, idusuario))
        .orderBy(...byOrder);
      const parentIds = [...new Set(rows.map((r) => r.child.idpadre).filter((id): id is number => id !== null))];
      if (parentIds.length === 0) return [];
      const parents = await db.select().from(menu).where(inArray(menu.idmenu, parentIds)).orderBy(...byOrder);
      return parents.map((p) => ({ ...p, hijos: rows.map((r) => r.child).filter((c) => c.idpadre === p.idmenu) }));
    },
    async userHasRoute(idusuario: number, ruta: string): Promise<boolean> {
      const [row] = await db
        .select({ id: menu.idmenu })
        .from(menuUsuario)
        .innerJoin(menu, eq(menu.idmenu, menuUsuario.idmenu))
        .where(and(eq(menuUsuario.idusuario, idusuario), eq(menu.ruta, ruta)))
        .limit(1);
      return Boolean(row);
    },
    async assign(idusuario: number, idmenu: number): Promise<void> {
      await ensureUser(idusuario);
      const ids = await screenIds(idmenu);
      await db.insert(menuUsuario).values(ids.map((id) => ({ idusuario, idmenu: id }))).onConflictDoNothing();
    },
    async unassign(idusuario: number, idmenu: number): Promise<void> {
      await ensureUser(idusuario);
      const ids = await screenIds(idmenu);
      await db.delete(menuUsuario).where(and(eq(menuUsuario.idusuario, idusuario), inArray(menuUsuario.idmenu, ids)));
    },
  };
}
export type MenusRepository = ReturnType<typeof menusRepository>;

function normalise(input: MenuInput) {
  const isChild = input.idpadre != null;
  return {
    nombre: input.nombre.trim(),
    ruta: isChild ? input.ruta!.trim() : null,
    area: isChild ? input.area! : null,
    icono: input.icono?.trim() || null,
    orden: input.orden ?? 0,
    idpadre: input.idpadre ?? null,
  };
}
