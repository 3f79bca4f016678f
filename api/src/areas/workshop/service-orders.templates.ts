import {
  type DateValue,
  defineTemplate,
  type Field,
  type Money,
  type Party,
  partyFields,
  type Quantity,
  quantity,
  serieNumero,
  type Thumbnail,
  when,
  type WithCompany,
} from '../../print/index.js';

/** The vehicle a workshop document is about. */
export interface WorkshopVehicle {
  placa: string;
  marca?: string | null;
  modelo?: string | null;
  anio?: number | string | null;
  color?: string | null;
  /** VIN or chassis number. */
  vin?: string | null;
  motor?: string | null;
  kilometraje?: Quantity | null;
}

function vehicleFields(v: WorkshopVehicle): Field[] {
  return [
    { etiqueta: 'Placa', valor: v.placa },
    { etiqueta: 'Marca / modelo', valor: [v.marca, v.modelo].filter(Boolean).join(' ') },
    { etiqueta: 'Año', valor: v.anio ?? null },
    { etiqueta: 'Color', valor: v.color },
    { etiqueta: 'VIN / chasis', valor: v.vin },
    { etiqueta: 'Motor', valor: v.motor },
    {
      etiqueta: 'Kilometraje',
      valor: v.kilometraje === null || v.kilometraje === undefined ? null : `${quantity(v.kilometraje)} km`,
    },
  ];
}

/** pdfordenservicioa4: a workshop service order, A4. */
export interface ServiceOrderData extends WithCompany {
  serie?: string | null;
  numero: number | string;
  fechaIngreso: DateValue;
  fechaEntregaEstimada?: DateValue | null;
  estado?: string | null;
  cliente: Party;
  vehiculo: WorkshopVehicle;
  tecnico?: string | null;
  recepcionadoPor?: string | null;
  fallaReportada: string;
  diagnostico?: string | null;
  /** Services (labour) and parts. */
  detalle: {
    tipo: 'Servicio' | 'Repuesto';
    descripcion: string;
    cantidad: Quantity;
    precioUnitario: Money;
    importe: Money;
  }[];
  totales: { subtotal?: Money | null; igv?: Money | null; total: Money };
  adelanto?: Money | null;
  saldo?: Money | null;
  condiciones?: string[];
  observaciones?: string[];
}

export const pdfordenservicioa4 = defineTemplate<ServiceOrderData>({
  nombre: 'pdfordenservicioa4',
  descripcion: 'Orden de servicio A4',
  formato: 'a4',
  archivo: (d) => `Orden de servicio ${serieNumero(d.serie, d.numero)}`,
  documento: (d) => {
    const rows = [
      ...(d.totales.subtotal ? [{ etiqueta: 'Subtotal', importe: d.totales.subtotal }] : []),
      ...(d.totales.igv ? [{ etiqueta: 'IGV (18%)', importe: d.totales.igv }] : []),
      { etiqueta: 'Total', importe: d.totales.total, destacado: true },
      ...(d.adelanto ? [{ etiqueta: 'Adelanto', importe: d.adelanto }] : []),
      ...(d.saldo ? [{ etiqueta: 'Saldo por pagar', importe: d.saldo }] : []),
    ];
    return {
      empresa: d.empresa,
      titulo: {
        tipo: 'ORDEN DE SERVICIO',
        serie: d.serie,
        numero: d.numero,
        subtitulo: d.estado ? `Estado: ${d.estado}` : null,
      },
      bloques: [
        {
          tipo: 'campos',
          campos: [
            ...partyFields('Cliente', d.cliente, { contacto: true }),
            { etiqueta: 'Ingreso', valor: when(d.fechaIngreso) },
            { etiqueta: 'Entrega estimada', valor: when(d.fechaEntregaEstimada) },
            { etiqueta: 'Técnico', valor: d.tecnico },
            { etiqueta: 'Recepcionado por', valor: d.recepcionadoPor },
          ],
        },
        { tipo: 'campos', titulo: 'Vehículo', campos: vehicleFields(d.vehiculo) },
        { tipo: 'texto', titulo: 'Falla reportada por el cliente', texto: d.fallaReportada, recuadro: true },
        { tipo: 'texto', titulo: 'Diagnóstico', texto: d.diagnostico, recuadro: true, minAlto: d.diagnostico ? 0 : 40 },
        {
          tipo: 'tabla',
          titulo: 'Servicios y repuestos',
          columnas: [
            { clave: 'tipo', titulo: 'Tipo', ancho: 10 },
            { clave: 'descripcion', titulo: 'Descripción', ancho: 52 },
            { clave: 'cantidad', titulo: 'Cant.', ancho: 8, alinear: 'right', formato: 'cantidad' },
            { clave: 'precioUnitario', titulo: 'P. Unit.', ancho: 12, alinear: 'right', formato: 'dinero' },
            { clave: 'importe', titulo: 'Importe', ancho: 13, alinear: 'right', formato: 'dinero' },
          ],
          columnasTicket: [
            { clave: 'cantidad', titulo: 'Cant.', ancho: 11, alinear: 'right', formato: 'cantidad' },
            { clave: 'descripcion', titulo: 'Descripción', ancho: 62 },
            { clave: 'importe', titulo: 'Importe', ancho: 27, alinear: 'right', formato: 'dinero' },
          ],
          filas: d.detalle,
          vacio: 'Por presupuestar',
        },
        { tipo: 'totales', filas: rows, enLetras: d.totales.total },
        { tipo: 'notas', titulo: 'Condiciones del servicio', notas: d.condiciones ?? [] },
        { tipo: 'notas', notas: d.observaciones ?? [] },
        {
          tipo: 'firmas',
          firmas: [
            { etiqueta: 'Firma del cliente', nombre: d.cliente.nombre },
            { etiqueta: 'Recepción del taller', nombre: d.recepcionadoPor },
          ],
        },
      ],
    };
  },
});

/** pdfinventarioordenservicioa4: what came with the vehicle when it was received, A4. */
export interface ServiceOrderInventoryData extends WithCompany {
  /** The service order's number. */
  serie?: string | null;
  numero: number | string;
  fecha: DateValue;
  cliente: Party;
  vehiculo: WorkshopVehicle;
  /** '1/4', 'Medio tanque'... */
  combustible?: string | null;
  accesorios: { descripcion: string; cantidad?: Quantity | null; presente: boolean; estado?: string | null }[];
  observaciones: string[];
  /** Number of photos taken at reception (kept in the system). */
  fotos?: number | null;
  /** The intake photos printed as thumbnails (their bytes and caption). */
  imagenes?: Thumbnail[];
  recepcionadoPor?: string | null;
}

export const pdfinventarioordenservicioa4 = defineTemplate<ServiceOrderInventoryData>({
  nombre: 'pdfinventarioordenservicioa4',
  descripcion: 'Inventario de la orden de servicio A4',
  formato: 'a4',
  archivo: (d) => `Inventario ${serieNumero(d.serie, d.numero)}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: 'INVENTARIO DE RECEPCIÓN', serie: d.serie, numero: d.numero, subtitulo: 'Orden de servicio' },
    bloques: [
      {
        tipo: 'campos',
        campos: [
          ...partyFields('Cliente', d.cliente, { direccion: false, contacto: true }),
          { etiqueta: 'Fecha de recepción', valor: when(d.fecha) },
          { etiqueta: 'Recepcionado por', valor: d.recepcionadoPor },
        ],
      },
      {
        tipo: 'campos',
        titulo: 'Vehículo',
        campos: [
          ...vehicleFields(d.vehiculo),
          { etiqueta: 'Combustible', valor: d.combustible },
          { etiqueta: 'Fotos registradas', valor: d.fotos ?? null },
        ],
      },
      {
        tipo: 'tabla',
        titulo: 'Accesorios y estado',
        columnas: [
          { clave: 'item', titulo: 'N°', ancho: 5, alinear: 'center', formato: 'entero' },
          { clave: 'descripcion', titulo: 'Accesorio', ancho: 45 },
          { clave: 'cantidad', titulo: 'Cant.', ancho: 8, alinear: 'right', formato: 'cantidad' },
          { clave: 'presente', titulo: '¿Presente?', ancho: 11, alinear: 'center' },
          { clave: 'estado', titulo: 'Estado', ancho: 31 },
        ],
        columnasTicket: [
          { clave: 'descripcion', titulo: 'Accesorio', ancho: 50 },
          { clave: 'presente', titulo: '¿Está?', ancho: 16, alinear: 'center' },
          { clave: 'estado', titulo: 'Estado', ancho: 34 },
        ],
        filas: d.accesorios.map((a, i) => ({ ...a, item: i + 1, presente: a.presente ? 'Sí' : 'No' })),
        vacio: 'Sin accesorios registrados',
      },
      { tipo: 'notas', notas: d.observaciones },
      { tipo: 'imagenes', titulo: 'Fotos de ingreso', imagenes: d.imagenes ?? [] },
      {
        tipo: 'texto',
        texto:
          'El cliente declara que el vehículo se entrega con los accesorios y en el estado descritos. El taller no se responsabiliza por objetos de valor no declarados en este inventario.',
      },
      {
        tipo: 'firmas',
        firmas: [
          { etiqueta: 'Firma del cliente', nombre: d.cliente.nombre },
          { etiqueta: 'Recepción del taller', nombre: d.recepcionadoPor },
        ],
      },
    ],
  }),
});
