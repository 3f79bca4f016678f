import {
  type Block,
  type DateValue,
  defineTemplate,
  itemsTotal,
  type Money,
  type Party,
  partyFields,
  partyLine,
  type Quantity,
  quantity,
  type SaleBase,
  saleTicketWith,
  serieNumero,
  when,
  type WithCompany,
} from '../../print/index.js';

export interface Driver {
  nombre: string;
  tipoDocumento?: string | null;
  numeroDocumento?: string | null;
  licencia?: string | null;
}

export interface TransportVehicle {
  placa: string;
  marca?: string | null;
  modelo?: string | null;
  asientos?: number | null;
}

const driverLine = (c: Driver | null | undefined) =>
  c
    ? `${partyLine({ nombre: c.nombre, tipoDocumento: c.tipoDocumento ?? '1', numeroDocumento: c.numeroDocumento })}${c.licencia ? ` · Licencia ${c.licencia}` : ''}`
    : null;
const vehicleLine = (v: TransportVehicle) =>
  [v.placa, [v.marca, v.modelo].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/** pdfsalidavehiculo: a vehicle's departure sheet (driver, route, passengers and parcels on board), A4. */
export interface VehicleExitData extends WithCompany {
  numero: number | string;
  fechaSalida: DateValue;
  vehiculo: TransportVehicle;
  conductor: Driver;
  copiloto?: Driver | null;
  origen: string;
  destino: string;
  pasajeros?: {
    asiento?: string | number | null;
    nombre: string;
    documento?: string | null;
    destino?: string | null;
    importe?: Money | null;
  }[];
  encomiendas?: { numeroGuia: string; descripcion?: string | null; consignado: string; destino: string }[];
  observaciones?: string[];
}

export const pdfsalidavehiculo = defineTemplate<VehicleExitData>({
  nombre: 'pdfsalidavehiculo',
  descripcion: 'Hoja de salida de vehículo',
  formato: 'a4',
  archivo: (d) => `Salida de vehículo ${serieNumero(null, d.numero)}`,
  documento: (d) => {
    const passengers = d.pasajeros ?? [];
    const fares = passengers.some((p) => p.importe) ? itemsTotal(passengers) : null;
    const blocks: Block[] = [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Salida', valor: when(d.fechaSalida) },
          { etiqueta: 'Ruta', valor: `${d.origen} - ${d.destino}` },
          { etiqueta: 'Vehículo', valor: vehicleLine(d.vehiculo) },
          { etiqueta: 'Asientos', valor: d.vehiculo.asientos ?? null },
          { etiqueta: 'Conductor', valor: driverLine(d.conductor), completo: true },
          { etiqueta: 'Copiloto', valor: driverLine(d.copiloto), completo: true },
        ],
      },
    ];
    if (passengers.length)
      blocks.push({
        tipo: 'tabla',
        titulo: `Pasajeros (${passengers.length})`,
        columnas: [
          { clave: 'asiento', titulo: 'Asiento', ancho: 8, alinear: 'center' },
          { clave: 'nombre', titulo: 'Pasajero', ancho: 40 },
          { clave: 'documento', titulo: 'Documento', ancho: 16 },
          { clave: 'destino', titulo: 'Destino', ancho: 22 },
          { clave: 'importe', titulo: 'Pasaje', ancho: 12, alinear: 'right', formato: 'dinero' },
        ],
        columnasTicket: [
          { clave: 'asiento', titulo: 'As.', ancho: 12, alinear: 'center' },
          { clave: 'nombre', titulo: 'Pasajero', ancho: 60 },
          { clave: 'importe', titulo: 'Pasaje', ancho: 28, alinear: 'right', formato: 'dinero' },
        ],
        filas: passengers,
      });
    if (fares)
      blocks.push({ tipo: 'totales', filas: [{ etiqueta: 'Total pasajes', importe: fares, destacado: true }] });
    if (d.encomiendas?.length)
      blocks.push({
        tipo: 'tabla',
        titulo: `Encomiendas a bordo (${d.encomiendas.length})`,
        columnas: [
          { clave: 'numeroGuia', titulo: 'Guía', ancho: 12 },
          { clave: 'descripcion', titulo: 'Descripción', ancho: 38 },
          { clave: 'consignado', titulo: 'Consignado', ancho: 30 },
          { clave: 'destino', titulo: 'Destino', ancho: 20 },
        ],
        columnasTicket: [
          { clave: 'numeroGuia', titulo: 'Guía', ancho: 26 },
          { clave: 'consignado', titulo: 'Consignado', ancho: 44 },
          { clave: 'destino', titulo: 'Destino', ancho: 30 },
        ],
        filas: d.encomiendas,
      });
    blocks.push(
      { tipo: 'notas', notas: d.observaciones ?? [] },
      { tipo: 'firmas', firmas: [{ etiqueta: 'Conductor', nombre: d.conductor.nombre }, { etiqueta: 'Despachador' }] },
    );
    return {
      empresa: d.empresa,
      titulo: { tipo: 'HOJA DE SALIDA DE VEHÍCULO', numero: serieNumero(null, d.numero) },
      bloques: blocks,
    };
  },
});

/** pdfencomienda: the parcel guide handed to the sender; its number and code (at the foot) track it. */
export interface ParcelData extends WithCompany {
  /** Internal code of the parcel. */
  codigo: string;
  /** 7 digits. */
  numeroGuia: string;
  /** 4 characters. */
  codigoGuia: string;
  fechaRegistro: DateValue;
  origen: { nombre: string; direccion?: string | null };
  destino: { nombre: string; direccion?: string | null };
  remitente: Party;
  consignado: Party;
  descripcion?: string | null;
  items?: { cantidad: Quantity; descripcion: string; peso?: Quantity | null; importe?: Money | null }[];
  /** Freight charged, and whether it is paid at origin or on delivery. */
  flete?: Money | null;
  pago?: 'Pagado en origen' | 'Pago contra entrega' | null;
  /** Address of the public tracking page, printed and encoded in a QR. */
  rastreoUrl?: string | null;
  observaciones?: string[];
}

export const pdfencomienda = defineTemplate<ParcelData>({
  nombre: 'pdfencomienda',
  descripcion: 'Guía de encomienda',
  formato: 'ticket80',
  archivo: (d) => `Encomienda ${d.numeroGuia}`,
  documento: (d) => {
    const items = d.items ?? [];
    const blocks: Block[] = [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Código', valor: d.codigo },
          { etiqueta: 'Fecha de registro', valor: when(d.fechaRegistro) },
          {
            etiqueta: 'Origen',
            valor: [d.origen.nombre, d.origen.direccion].filter(Boolean).join(' - '),
            completo: true,
          },
          {
            etiqueta: 'Destino',
            valor: [d.destino.nombre, d.destino.direccion].filter(Boolean).join(' - '),
            completo: true,
          },
        ],
      },
      {
        tipo: 'campos',
        titulo: 'Remitente',
        campos: partyFields('Nombre', d.remitente, { direccion: false, contacto: true }),
      },
      {
        tipo: 'campos',
        titulo: 'Consignado',
        campos: partyFields('Nombre', d.consignado, { direccion: false, contacto: true }),
      },
    ];
    if (items.length)
      blocks.push({
        tipo: 'tabla',
        titulo: 'Contenido',
        columnas: [
          { clave: 'cantidad', titulo: 'Cant.', ancho: 12, alinear: 'right', formato: 'cantidad' },
          { clave: 'descripcion', titulo: 'Descripción', ancho: 52 },
          { clave: 'peso', titulo: 'Peso (kg)', ancho: 16, alinear: 'right', formato: 'cantidad' },
          { clave: 'importe', titulo: 'Importe', ancho: 20, alinear: 'right', formato: 'dinero' },
        ],
        filas: items,
      });
    else if (d.descripcion) blocks.push({ tipo: 'texto', titulo: 'Contenido', texto: d.descripcion });
    if (d.flete)
      blocks.push({
        tipo: 'totales',
        filas: [{ etiqueta: 'Flete', importe: d.flete, destacado: true }],
        enLetras: d.flete,
      });
    blocks.push(
      { tipo: 'campos', columnas: 1, campos: [{ etiqueta: 'Pago', valor: d.pago }] },
      { tipo: 'notas', notas: d.observaciones ?? [] },
      { tipo: 'firmas', firmas: [{ etiqueta: 'Firma del remitente', nombre: d.remitente.nombre }] },
      {
        tipo: 'destacado',
        elementos: [
          { etiqueta: 'N° de guía', valor: d.numeroGuia },
          { etiqueta: 'Código de guía', valor: d.codigoGuia },
        ],
        nota: 'Con el número y el código de guía puede seguir su encomienda en nuestra página de rastreo.',
      },
    );
    if (d.rastreoUrl)
      blocks.push({ tipo: 'qr', contenido: d.rastreoUrl, leyenda: ['Rastree su encomienda en', d.rastreoUrl] });
    return {
      empresa: d.empresa,
      titulo: { tipo: 'GUÍA DE ENCOMIENDA', numero: `N° ${d.numeroGuia}` },
      bloques: blocks,
      pie: ['Gracias por confiar en nosotros'],
    };
  },
});

/** pdfadelantoturno: a vehicle that leaves ahead of its turn, with the parcels it takes, A4. */
export interface AdvanceShiftData extends WithCompany {
  numero: number | string;
  fecha: DateValue;
  vehiculo: TransportVehicle;
  conductor: Driver;
  origen: string;
  destino: string;
  /** Scheduled and actual departure. */
  turnoProgramado?: DateValue | null;
  salida: DateValue;
  motivo?: string | null;
  importe?: Money | null;
  encomiendas: {
    numeroGuia: string;
    remitente: string;
    consignado: string;
    destino: string;
    descripcion?: string | null;
  }[];
  observaciones?: string[];
}

export const pdfadelantoturno = defineTemplate<AdvanceShiftData>({
  nombre: 'pdfadelantoturno',
  descripcion: 'Adelanto de turno',
  formato: 'a4',
  archivo: (d) => `Adelanto de turno ${serieNumero(null, d.numero)}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: 'ADELANTO DE TURNO', numero: serieNumero(null, d.numero) },
    bloques: [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Fecha', valor: when(d.fecha) },
          { etiqueta: 'Ruta', valor: `${d.origen} - ${d.destino}` },
          { etiqueta: 'Turno programado', valor: when(d.turnoProgramado) },
          { etiqueta: 'Salida', valor: when(d.salida) },
          { etiqueta: 'Vehículo', valor: vehicleLine(d.vehiculo) },
          { etiqueta: 'Conductor', valor: driverLine(d.conductor) },
          { etiqueta: 'Motivo', valor: d.motivo, completo: true },
        ],
      },
      {
        tipo: 'tabla',
        titulo: `Encomiendas (${d.encomiendas.length})`,
        columnas: [
          { clave: 'numeroGuia', titulo: 'Guía', ancho: 11 },
          { clave: 'remitente', titulo: 'Remitente', ancho: 25 },
          { clave: 'consignado', titulo: 'Consignado', ancho: 25 },
          { clave: 'destino', titulo: 'Destino', ancho: 16 },
          { clave: 'descripcion', titulo: 'Descripción', ancho: 23 },
        ],
        columnasTicket: [
          { clave: 'numeroGuia', titulo: 'Guía', ancho: 26 },
          { clave: 'consignado', titulo: 'Consignado', ancho: 44 },
          { clave: 'destino', titulo: 'Destino', ancho: 30 },
        ],
        filas: d.encomiendas,
        vacio: 'Sin encomiendas asignadas',
      },
      ...(d.importe
        ? [
            {
              tipo: 'totales' as const,
              filas: [{ etiqueta: 'Importe', importe: d.importe, destacado: true }],
              enLetras: d.importe,
            },
          ]
        : []),
      { tipo: 'notas', notas: d.observaciones ?? [] },
      {
        tipo: 'firmas',
        firmas: [{ etiqueta: 'Conductor', nombre: d.conductor.nombre }, { etiqueta: 'Autorizado por' }],
      },
    ],
  }),
});

/** pdffacturaencomienda: the sale (factura or boleta) of a parcel's freight, ticket; the guide's data are printed with it. */
export interface ParcelInvoiceData extends SaleBase {
  tipo: '01' | '03';
  encomienda: {
    numeroGuia: string;
    codigoGuia?: string | null;
    origen: string;
    destino: string;
    remitente: Party;
    consignado: Party;
    peso?: Quantity | null;
  };
}

export const pdffacturaencomienda = defineTemplate<ParcelInvoiceData>({
  nombre: 'pdffacturaencomienda',
  descripcion: 'Comprobante de encomienda',
  formato: 'ticket80',
  archivo: (d) => serieNumero(d.serie, d.numero),
  documento: (d) => {
    const e = d.encomienda;
    return saleTicketWith(d, {
      tipo: 'campos',
      titulo: 'Encomienda',
      campos: [
        { etiqueta: 'N° de guía', valor: e.numeroGuia },
        { etiqueta: 'Ruta', valor: `${e.origen} - ${e.destino}` },
        { etiqueta: 'Remitente', valor: partyLine(e.remitente), completo: true },
        { etiqueta: 'Consignado', valor: partyLine(e.consignado), completo: true },
        { etiqueta: 'Peso', valor: e.peso === null || e.peso === undefined ? null : `${quantity(e.peso)} kg` },
      ],
    });
  },
});
