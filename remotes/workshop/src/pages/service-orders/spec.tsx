import { FilePdfOutlined, FileTextOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import {
  QUOTE_ANSWERS,
  SERVICE_ORDER_STATES,
  serviceOrderWork,
  serviceOrders,
  type ServiceLineRow,
  type ServiceOrderDetail,
} from '@trade/contracts/workshop';
import { call } from '@trade/session';
import {
  blankToNull,
  defineDocument,
  PersonQuickCreate,
  printDocument,
  productCatalog,
  savedLine,
  type DocLine,
} from '@trade/ui';
import {
  FINISHED_ORDER_LOOKUP,
  PERSON_LOOKUP,
  STATION_FILTER,
  STATION_OPTIONS,
  TECHNICIAN_OPTIONS,
  VEHICLE_LOOKUP,
  WAREHOUSE_LOOKUP,
} from '../../options';
import { RequirementsInput, type RequirementChoice } from './requirements';
import { HelpersInput } from './helpers';
import { IntakeSection } from './IntakeSection';
import { LineStates } from './LineStates';
import { ERRORS, inState, lineState, raw, stateAction } from './order-actions';

/*
 * Service orders (/vehicle_order_services) on the document kit: the vehicle, its customer, the
 * warehouse the parts leave from, the station, the technician and the promised date; labour lines
 * (service products) and parts lines (goods, with the warehouse's stock) in one table priced with
 * IGV; the vehicle's pending requirements it takes. The state moves 1 → 2 → 3 (or to 0) through
 * cordenservicio; both A4 prints open from the row and from the order.
 */

const { endpoints } = serviceOrders;
const work = serviceOrderWork.endpoints;
const NOT_SHOWN = '—';

/** Labour (a service product) or a part: a saved line says so, a new one by its product. */
const isLabour = (line: DocLine): boolean => Boolean(line.extra?.servicio ?? line.product?.raw?.servicio);
const groupOf = (line: DocLine) => (isLabour(line) ? 'Mano de obra' : 'Repuesto');

const toLine = (item: ServiceLineRow): DocLine =>
  savedLine(
    {
      producto_id: item.producto_id,
      codigo_producto: item.codigo,
      unidad_medida_id: item.unidad_medida_id,
      abreviatura: item.unidad,
      factor: item.factor,
    },
    {
      descripcion: item.denominacion,
      cantidad: item.cantidad,
      precio: item.precio_unitario,
      extra: { servicio: item.servicio, estado: item.estado, iddetalle: item.iddetalle },
    },
  );

export const serviceOrderSpec = defineDocument({
  key: 'ordenservicio',
  noun: 'orden de servicio',
  gender: 'f',
  list: {
    key: 'ordenservicio',
    title: 'Órdenes de servicio',
    noun: 'orden de servicio',
    gender: 'f',
    idField: 'idordenservicio',
    nameOf: 'documento',
    api: { list: endpoints.list },
    search: { placeholder: 'Número, placa, cliente o falla' },
    columns: [
      { key: 'documento', title: 'Orden', sortable: true, sortField: 'numero', width: 130 },
      { key: 'fecharegistro', title: 'Fecha', type: 'date', sortable: true, width: 110 },
      { key: 'placa', title: 'Placa', sortable: true, width: 100 },
      { key: 'vehiculo', title: 'Vehículo', ellipsis: true, width: 130 },
      { key: 'cliente', title: 'Cliente', sortable: true, ellipsis: true, width: 160 },
      { key: 'estacion', title: 'Estación', ellipsis: true, width: 110 },
      { key: 'tecnico', title: 'Técnico', ellipsis: true, width: 140 },
      { key: 'fecha_entrega', title: 'Entrega', type: 'date', width: 110, hidden: true },
      { key: 'total', title: 'Total', type: 'money', sortable: true, total: true, width: 110 },
      { key: 'estado', title: 'Estado', type: 'tag', options: SERVICE_ORDER_STATES.states, width: 120 },
      { key: 'venta', title: 'Comprobante', width: 140 },
      { key: 'aprobacion', title: 'Cotización', type: 'tag', options: QUOTE_ANSWERS.states, width: 110, hidden: true },
      { key: 'garantia', title: 'Garantía de', width: 130, hidden: true },
      { key: 'falla', title: 'Falla reportada', ellipsis: true, hidden: true },
      { key: 'almacen', title: 'Almacén', hidden: true },
      { key: 'usuario', title: 'Registró', hidden: true },
    ],
    filters: [
      { name: 'fecharegistro', label: 'Fecha', type: 'dateRange' },
      { name: 'estado', label: 'Estado', numeric: true, options: SERVICE_ORDER_STATES.options, width: 150 },
      { name: 'idestacion', label: 'Estación', numeric: true, options: STATION_FILTER, width: 160 },
      { name: 'idempleado', label: 'Técnico', numeric: true, options: TECHNICIAN_OPTIONS, width: 180 },
    ],
    rowActions: [
      {
        key: 'pdf',
        label: 'Imprimir orden',
        icon: <FilePdfOutlined />,
        onClick: (row, ctx) => void printDocument(ctx.notify, endpoints.print, row.idordenservicio),
      },
      {
        key: 'inventario',
        label: 'Imprimir inventario',
        icon: <FileTextOutlined />,
        onClick: (row, ctx) => void printDocument(ctx.notify, endpoints.printInventory, row.idordenservicio),
      },
    ],
    messages: { listError: 'Error al obtener registros' },
  },
  header: {
    columns: 3,
    fields: [
      {
        name: 'idvehiculo',
        label: 'Vehículo',
        type: 'lookup',
        lookup: VEHICLE_LOOKUP,
        required: true,
        show: (r) => `${r.raw.placa} · ${r.raw.vehiculo}`,
      },
      {
        name: 'idpersona',
        label: 'Cliente',
        type: 'lookup',
        required: true,
        lookup: {
          ...PERSON_LOOKUP,
          labelField: 'cliente',
          create: (ctx) => <PersonQuickCreate {...ctx} noun="cliente" ubica={1} />,
        },
        show: (r) => r.raw.cliente,
      },
      { name: 'kilometraje', label: 'Kilometraje', type: 'integer', min: 0, max: 9_999_999 },
      {
        name: 'idalmacen',
        label: 'Almacén',
        type: 'lookup',
        lookup: WAREHOUSE_LOOKUP,
        required: true,
        show: (r) => r.raw.almacen,
      },
      {
        name: 'idestacion',
        label: 'Estación',
        type: 'select',
        options: STATION_OPTIONS,
        show: (r) => r.raw.estacion ?? NOT_SHOWN,
      },
      {
        name: 'idempleado',
        label: 'Técnico',
        type: 'select',
        options: TECHNICIAN_OPTIONS,
        show: (r) => r.raw.tecnico ?? NOT_SHOWN,
      },
      {
        name: 'ayudantes',
        label: 'Ayudantes',
        type: 'custom',
        input: (ctx) => (
          <HelpersInput
            main={Number(ctx.values.idempleado) || undefined}
            saved={(ctx.values.tecnicos as ServiceOrderDetail['tecnicos'] | undefined) ?? []}
          />
        ),
        show: (r) =>
          (r.raw as ServiceOrderDetail).tecnicos
            .filter((x) => x.rol === 2)
            .map((x) => x.nombre)
            .join(', ') || NOT_SHOWN,
      },
      { name: 'fecha_entrega', label: 'Entrega estimada', type: 'date', show: (r) => r.raw.fecha_entrega ?? NOT_SHOWN },
      {
        name: 'idorden_garantia',
        label: 'Garantía de',
        type: 'lookup',
        lookup: FINISHED_ORDER_LOOKUP,
        more: true,
        show: (r) => r.raw.garantia ?? NOT_SHOWN,
      },
      { name: 'falla', label: 'Falla reportada', type: 'textarea', required: true, max: 1000, wide: true },
      {
        name: 'diagnostico',
        label: 'Diagnóstico',
        type: 'textarea',
        max: 1000,
        wide: true,
        show: (r) => r.raw.diagnostico ?? NOT_SHOWN,
      },
      {
        name: 'requerimientos',
        label: 'Requerimientos',
        type: 'custom',
        wide: true,
        input: (ctx) => (
          <RequirementsInput
            vehicle={Number(ctx.values.idvehiculo) || undefined}
            taken={(ctx.values.tomados as RequirementChoice[] | undefined) ?? []}
          />
        ),
        show: (r) => (r.raw as ServiceOrderDetail).requerimientos.map((q) => q.descripcion).join('; ') || NOT_SHOWN,
      },
    ],
  },
  lines: {
    catalog: productCatalog({ goodsOnly: false, storeField: 'idalmacen' }),
    title: 'Mano de obra y repuestos',
    priceLabel: 'Precio unitario',
    pricesIncludeTax: true,
    stockField: 'idalmacen',
    pricing: { priceDecimals: 2 },
    columns: [
      {
        key: 'grupo',
        title: 'Tipo',
        width: 120,
        render: groupOf,
        view: groupOf,
      },
      {
        key: 'estado',
        title: 'Estado',
        width: 110,
        visible: (lines) => lines.some((l) => l.extra?.estado !== undefined),
        render: (line) => lineState(line),
        view: lineState,
      },
    ],
  },
  totals: { dateField: 'fecharegistro' },
  api: {
    load: endpoints.get,
    fromRecord: (r) => {
      const taken = r.requerimientos.filter((q) => q.estado !== 1);
      return {
        id: r.idordenservicio,
        header: {
          ...r,
          fecharegistro: r.fecharegistro.slice(0, 10),
          fecha_entrega: r.fecha_entrega?.slice(0, 10) ?? null,
          requerimientos: taken.map((q) => q.idrequerimiento),
          tomados: taken,
          ayudantes: r.tecnicos.filter((x) => x.rol === 2).map((x) => x.idempleado),
        },
        // An annulled line is out of the order's total (its part is back in the warehouse).
        lines: r.items.filter((i) => i.estado !== 0).map(toLine),
        anulado: r.estado === 0,
        history: [
          { fecha: r.fecharegistro, texto: `Orden ${r.documento} registrada`, usuario: r.usuario },
          ...(r.aprobacion_fecha
            ? [
                {
                  fecha: r.aprobacion_fecha,
                  texto: `Cotización ${QUOTE_ANSWERS.label(r.aprobacion).toLowerCase()} por el cliente (${r.aprobacion_ip})`,
                },
              ]
            : []),
        ],
        raw: r,
      };
    },
    create: endpoints.create,
    update: endpoints.update,
    toBody: (header, lines, { mode, id }) => ({
      ...(mode === 'edit' ? { idordenservicio: Number(id) } : {}),
      idvehiculo: Number(header.idvehiculo),
      idpersona: Number(header.idpersona),
      idalmacen: Number(header.idalmacen),
      idestacion: blankToNull(header.idestacion) === null ? null : Number(header.idestacion),
      idempleado: blankToNull(header.idempleado) === null ? null : Number(header.idempleado),
      ayudantes: (header.ayudantes as number[] | undefined) ?? [],
      kilometraje: blankToNull(header.kilometraje) === null ? null : Number(header.kilometraje),
      falla: header.falla,
      diagnostico: blankToNull(header.diagnostico),
      fecha_entrega: blankToNull(header.fecha_entrega),
      idorden_garantia: blankToNull(header.idorden_garantia) === null ? null : Number(header.idorden_garantia),
      requerimientos: (header.requerimientos as number[] | undefined) ?? [],
      items: lines.map((l) => ({
        producto_id: Number(l.productId),
        unidad_medida_id: Number(l.unitId),
        cantidad: l.cantidad,
        precio_unitario: l.precio,
      })),
    }),
    savedId: (answer) => (answer.detalles as ServiceOrderDetail | null)?.idordenservicio,
  },
  // The saved order: one line's state or removal, and its intake inventory (fuel, accessories, photos).
  view: {
    sections: (record, ctx) => {
      const order = record.raw as ServiceOrderDetail;
      const open = order.estado === 1 || order.estado === 2;
      return (
        <>
          {open && order.items.length > 0 && <LineStates order={order} ctx={ctx} />}
          <IntakeSection id={order.idordenservicio} open={open} ctx={ctx} />
        </>
      );
    },
  },
  title: (r) => `Orden de servicio ${r.raw.documento}`,
  canEdit: (r) => [1, 2].includes((r.raw as ServiceOrderDetail).estado),
  actions: [
    stateAction('iniciar', 'Iniciar', 2, [1]),
    stateAction(
      'terminar',
      'Terminar',
      3,
      [2],
      (o) => `¿Terminar la orden ${o.documento}? Ya no podrá modificarse y sus requerimientos quedarán atendidos.`,
    ),
    {
      key: 'facturar',
      label: 'Facturar',
      visible: (ctx) => raw(ctx)?.estado === 3 && !raw(ctx)?.idventa && !raw(ctx)?.idorden_garantia,
      confirm: (ctx) =>
        `¿Facturar la orden ${raw(ctx)?.documento}? Se emite su boleta o factura con la mano de obra y los repuestos.`,
      progress: 'Facturando orden de servicio...',
      failText: 'Error al facturar la orden de servicio',
      call: (ctx) => call(work.invoice, { body: { idordenservicio: Number(ctx.id) } }),
    },
    {
      key: 'aprobacion',
      label: 'Enlace de aprobación',
      visible: inState(1, 2),
      progress: 'Creando enlace...',
      failText: 'Error al crear el enlace de aprobación',
      call: (ctx) => call(work.approvalLink, { body: { idordenservicio: Number(ctx.id) } }),
      // biome-ignore lint/suspicious/noThenProperty: the kit's action field (where to go after the call), not a thenable
      then: (answer, ctx) => {
        const link = answer.detalles as { enlace: string };
        ctx.modal.info({
          title: 'Enlace de aprobación',
          content: (
            <>
              <p>Envíelo al cliente: aprueba o rechaza la cotización sin cuenta. Vence en 7 días.</p>
              <Typography.Paragraph copyable={{ text: link.enlace }} style={{ wordBreak: 'break-all' }}>
                {link.enlace}
              </Typography.Paragraph>
            </>
          ),
          okText: 'Cerrar',
        });
        void ctx.reload();
      },
    },
    { key: 'imprimir', label: 'Imprimir orden', kind: 'print', endpoint: endpoints.print },
    { key: 'inventario', label: 'Imprimir inventario', kind: 'print', endpoint: endpoints.printInventory },
    stateAction(
      'anular',
      'Anular',
      0,
      [1, 2],
      (o) =>
        `¿Anular la orden ${o.documento}? Sus repuestos vuelven al almacén y sus requerimientos quedan pendientes.`,
    ),
    {
      key: 'eliminar',
      label: 'Eliminar',
      danger: true,
      visible: inState(1, 0),
      confirm: (ctx) => `¿Eliminar la orden ${raw(ctx)?.documento}?`,
      progress: 'Eliminando orden de servicio...',
      failText: ERRORS.remove,
      call: (ctx) => call(endpoints.remove, { body: { idordenservicio: Number(ctx.id) } }),
      // biome-ignore lint/suspicious/noThenProperty: the kit's action field (where to go after the call), not a thenable
      then: 'list',
    },
  ],
  messages: {
    loading: 'Obteniendo orden de servicio...',
    saving: 'Guardando orden de servicio...',
    updating: 'Actualizando orden de servicio...',
    saveError: ERRORS.save,
    updateError: ERRORS.update,
    loadError: ERRORS.load,
  },
});
