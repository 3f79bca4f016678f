import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ACCESSORY_CONDITIONS,
  SERVICE_ORDER_STATES,
  fuelLabel,
  serviceOrders,
  type ServiceOrderDetail,
} from '@trade/contracts/workshop';
import { route } from '../../core/routes.js';
import { ok, paged, BusinessError } from '../../core/envelope.js';
import { almacen, persona, tipoDocumento, vehiculo } from '../../db/schema/index.js';
import { branchCompanyHeader, printRoute } from '../../print/index.js';
import { pdfinventarioordenservicioa4, pdfordenservicioa4, type WorkshopVehicle } from './service-orders.templates.js';

/** Service orders (/vehicle_order_services): the document, its lines by group and one by one, and its two A4 prints. */
export function serviceOrderRoutes(app: FastifyInstance) {
  const orders = app.workshop.serviceOrders;
  const calls = serviceOrders.endpoints;
  const tx = app.db.transaction.bind(app.db);

  route(
    app,
    calls.list,
    async (request) => paged(await orders.list(request.query), request.query.pageSize, 'Órdenes de servicio') as never,
  );
  route(app, calls.get, async (request) => ok(await orders.get(request.params.id), 'Orden de servicio'));
  route(app, calls.create, async (request) =>
    ok(await tx((t) => orders.create(request.body, t, request.user!)), 'Orden de servicio registrada correctamente'),
  );
  route(app, calls.update, async (request) => {
    const { idordenservicio, ...input } = request.body;
    return ok(await tx((t) => orders.update(idordenservicio, input, t)), 'Orden de servicio actualizada correctamente');
  });
  route(app, calls.state, async (request) => {
    const { idordenservicio, estado } = request.body;
    const row = await tx((t) => orders.setState(idordenservicio, estado, t));
    return ok(row, `Orden de servicio: ${SERVICE_ORDER_STATES.label(estado)}`);
  });
  route(app, calls.remove, async (request) => {
    await tx((t) => orders.remove(request.body.idordenservicio, t));
    return ok(null, 'Orden de servicio eliminada correctamente');
  });
  route(app, calls.group, async (request) =>
    ok(await orders.group(request.params.a, request.params.b as 1 | 2, app.db), 'Líneas de la orden de servicio'),
  );
  route(app, calls.addLine, async (request) => {
    const { idordenservicio, ...item } = request.body;
    return ok(await tx((t) => orders.addLine(idordenservicio, item, t)), 'Línea agregada a la orden de servicio');
  });
  route(app, calls.lineState, async (request) =>
    ok(
      await tx((t) => orders.setLineState(request.body.iddetalle, request.body.estado, t)),
      'Estado de la línea actualizado',
    ),
  );
  route(app, calls.removeLine, async (request) =>
    ok(await tx((t) => orders.removeLine(request.body.iddetalle, t)), 'Línea quitada de la orden de servicio'),
  );

  /** What both prints share: the company of the order's warehouse, the customer, the vehicle. */
  async function printed(id: number) {
    const order = await orders.get(id).catch((e) => (e instanceof BusinessError ? undefined : Promise.reject(e)));
    if (!order) return undefined;
    const [store] = await app.db
      .select({ idsucursal: almacen.idsucursal })
      .from(almacen)
      .where(eq(almacen.idalmacen, order.idalmacen));
    const empresa = await branchCompanyHeader(app.db, app.config.dataDir, store!.idsucursal);
    if (!empresa) throw new BusinessError('Registre la empresa antes de imprimir');
    const [customer] = await app.db
      .select({
        tipo: tipoDocumento.abreviatura,
        numero: persona.numero_documento,
        direccion: persona.direccion,
        telefono: persona.telefono,
        email: persona.email,
      })
      .from(persona)
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
      .where(eq(persona.idpersona, order.idpersona));
    const [car] = await app.db.select().from(vehiculo).where(eq(vehiculo.idvehiculo, order.idvehiculo));
    const [marca, ...modelo] = order.vehiculo.split(' ');
    const vehicle: WorkshopVehicle = {
      placa: order.placa,
      marca,
      modelo: modelo.join(' '),
      anio: car!.anio,
      color: car!.color,
      vin: car!.vin,
      motor: car!.motor,
      kilometraje: order.kilometraje,
    };
    const cliente = {
      nombre: order.cliente,
      tipoDocumento: customer!.tipo,
      numeroDocumento: customer!.numero,
      direccion: customer!.direccion,
      telefono: customer!.telefono,
      email: customer!.email,
    };
    return { order, empresa, cliente, vehicle };
  }
  const annulled = (order: ServiceOrderDetail) => (order.estado === 0 ? ['ORDEN DE SERVICIO ANULADA'] : []);

  printRoute(app, calls.print, {
    plantilla: pdfordenservicioa4,
    registro: 'La orden de servicio',
    async cargar(id) {
      const data = await printed(id);
      if (!data) return undefined;
      const { order, empresa, cliente, vehicle } = data;
      const live = order.items.filter((l) => l.estado !== 0);
      return {
        empresa,
        serie: 'OS',
        numero: String(order.numero).padStart(8, '0'),
        fechaIngreso: order.fecharegistro,
        fechaEntregaEstimada: order.fecha_entrega,
        estado: SERVICE_ORDER_STATES.label(order.estado),
        cliente,
        vehiculo: vehicle,
        tecnico: order.tecnico,
        recepcionadoPor: order.usuario,
        fallaReportada: [order.falla, ...order.requerimientos.map((r) => `• ${r.descripcion}`)].join('\n'),
        diagnostico: order.diagnostico,
        detalle: live.map((l) => ({
          tipo: l.servicio ? ('Servicio' as const) : ('Repuesto' as const),
          descripcion: l.denominacion,
          cantidad: l.cantidad,
          precioUnitario: l.precio_unitario,
          importe: l.importe,
        })),
        totales: { total: order.total },
        observaciones: annulled(order),
      };
    },
  });
  printRoute(app, calls.printInventory, {
    plantilla: pdfinventarioordenservicioa4,
    registro: 'La orden de servicio',
    async cargar(id) {
      const data = await printed(id);
      if (!data) return undefined;
      const { order, empresa, cliente, vehicle } = data;
      // The intake inventory as saved: its checklist, fuel, mileage read, observations and photos
      // (the technicians' note photos belong to their notes, not to the sheet the customer signs).
      const intake = await app.workshop.intake.get(id);
      const photos = intake.fotos.filter((f) => f.idtiempo === null);
      return {
        empresa,
        serie: 'OS',
        numero: String(order.numero).padStart(8, '0'),
        fecha: order.fecharegistro,
        cliente,
        vehiculo: { ...vehicle, kilometraje: intake.kilometraje ?? vehicle.kilometraje },
        combustible: fuelLabel(intake.combustible),
        accesorios: intake.accesorios.map((a) => ({
          descripcion: a.accesorio,
          cantidad: String(a.cantidad),
          presente: true,
          estado: [ACCESSORY_CONDITIONS.label(a.estado), a.observacion].filter(Boolean).join(' — '),
        })),
        observaciones: [...annulled(order), ...(intake.observaciones ? [intake.observaciones] : [])],
        fotos: photos.length || null,
        imagenes: photos.map((f) => ({
          datos: Buffer.from(f.imagen.slice(f.imagen.indexOf(',') + 1), 'base64'),
          leyenda: f.descripcion,
        })),
        recepcionadoPor: order.usuario,
      };
    },
  });
}
