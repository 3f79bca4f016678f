import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ComplaintBody } from '@trade/contracts/complaints';
import type { Database } from '../db/client.js';
import type { SessionUser } from '../core/access.js';
import { venta } from '../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

type Sheet = Omit<ComplaintBody, 'idestablecimiento'>;

const consumer = (nombres: string, numero_documento: string, email: string | null) => ({
  nombres,
  idtipodocumento: 1,
  numero_documento,
  direccion: 'Av. Los Próceres 245, Santiago de Surco, Lima',
  telefono: '987 123 456',
  email,
});

const SHEETS: Record<string, Sheet> = {
  paint: {
    ...consumer('ROSA QUISPE MAMANI', '45781236', 'rosa.quispe@example.com'),
    tipo_bien: 'producto',
    monto: '59.90',
    descripcion_bien: 'Pintura látex lavable color marfil, galón',
    tipo: 'reclamo',
    detalle: 'El galón vino con la tapa abierta y el contenido seco. En tienda no aceptaron el cambio.',
    pedido: 'Cambio del producto por uno en buen estado o la devolución del importe.',
  },
  delivery: {
    ...consumer('JORGE HUAMÁN TORRES', '70214589', 'jorge.huaman@example.com'),
    tipo_bien: 'servicio',
    monto: '25.00',
    descripcion_bien: 'Entrega a domicilio de un pedido',
    tipo: 'reclamo',
    detalle: 'El pedido llegó tres días después de la fecha ofrecida y la caja estaba golpeada.',
    pedido: 'Devolución del costo de envío.',
  },
  receipt: {
    ...consumer('LUCÍA PAREDES ÑAHUI', '41236987', 'lucia.paredes@example.com'),
    tipo_bien: 'producto',
    monto: null,
    descripcion_bien: 'Compra con boleta electrónica',
    tipo: 'reclamo',
    detalle: 'La boleta electrónica no llegó a mi correo y el producto tiene un defecto de fábrica.',
    pedido: 'Reparación o cambio del producto y el envío de la boleta.',
  },
  waiting: {
    ...consumer('CARLOS MENDOZA RÍOS', '10293847', null),
    tipo_bien: 'servicio',
    monto: null,
    descripcion_bien: 'Atención en caja',
    tipo: 'queja',
    detalle: 'Esperé cuarenta minutos en caja con una sola ventanilla atendiendo.',
    pedido: 'Que habiliten más cajas en horas punta.',
  },
  minor: {
    ...consumer('MATEO QUISPE ROJAS', '78945612', 'familia.quispe@example.com'),
    menor_edad: true,
    apoderado: 'ANA ROJAS PALOMINO',
    tipo_bien: 'producto',
    monto: '120.00',
    descripcion_bien: 'Mochila escolar',
    tipo: 'reclamo',
    detalle: 'La costura de la correa se abrió a la semana de uso.',
    pedido: 'Cambio de la mochila.',
  },
  web: {
    ...consumer('PATRICIA SALAS VEGA', '46512378', 'patricia.salas@example.com'),
    tipo_bien: 'producto',
    monto: '35.50',
    descripcion_bien: 'Set de brochas comprado en la tienda virtual',
    tipo: 'reclamo',
    detalle: 'Recibí dos brochas en lugar de tres.',
    pedido: 'El envío de la brocha que falta.',
  },
};

/**
 * The complaints book's demo: three establishments (two branches and the web store), the seller
 * attending the main one, and sheets in every state — overdue, about to fall due, pending (one
 * linked to a demo sale), accepted and rejected — filed and answered through the area's door.
 */
export async function seedComplaints(
  app: FastifyInstance,
  tx: Database,
  branches: { principal: number; arequipa: number },
  admin: SessionUser,
  sellerId: number | null,
): Promise<void> {
  const { establishments, complaints } = app.complaints;
  const place = (nombre: string, direccion: string, idsucursal: number | null) =>
    establishments.save({ nombre, direccion, idsucursal }, tx);
  const lima = await place('Tienda Lima - Principal', 'Av. Arequipa 1250, Lince, Lima', branches.principal);
  const arequipa = await place('Tienda Arequipa - Cercado', 'Calle Mercaderes 212, Arequipa', branches.arequipa);
  const web = await place('Tienda virtual', 'www.demotrade.pe', null);
  if (sellerId) await establishments.addUser(lima.idestablecimiento, sellerId, tx);

  const [sale] = await tx
    .select({ serie: venta.serie, numero: venta.numero })
    .from(venta)
    .orderBy(asc(venta.idventa))
    .limit(1);
  const file = (idestablecimiento: number, sheet: Sheet, days: number, extra: Partial<ComplaintBody> = {}) =>
    complaints.file({ ...sheet, ...extra, idestablecimiento }, tx, {
      origen: 'local',
      actor: admin,
      fecha: daysAgo(days),
    });

  await file(lima.idestablecimiento, SHEETS.paint!, 26);
  await file(lima.idestablecimiento, SHEETS.delivery!, 17);
  await file(lima.idestablecimiento, SHEETS.receipt!, 2, sale ? { comprobante: `${sale.serie}-${sale.numero}` } : {});
  const accepted = await file(arequipa.idestablecimiento, SHEETS.minor!, 10);
  await complaints.answer(
    accepted.idreclamacion,
    0,
    'Revisamos la mochila y confirmamos el defecto de costura. Puede recogerla nueva en tienda desde mañana.',
    tx,
    admin,
  );
  const rejected = await file(web.idestablecimiento, SHEETS.waiting!, 8);
  await complaints.answer(
    rejected.idreclamacion,
    2,
    'Ese día atendieron todas las cajas; el tiempo de espera registrado fue de doce minutos.',
    tx,
    admin,
  );
  await complaints.file({ ...SHEETS.web!, idestablecimiento: web.idestablecimiento }, tx, { origen: 'web' });
}
