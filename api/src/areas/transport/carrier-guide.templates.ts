import {
  cpeName,
  type DateValue,
  defineTemplate,
  type Party,
  partyFields,
  type Quantity,
  quantity,
  serieNumero,
  when,
  type WithCompany,
  driverLine,
  placeLine,
} from '../../print/index.js';

/** pdfguiatransportista: the carrier's electronic guide (GRE transportista, type 31), A4, laid out as the 09's. */
export interface CarrierGuideData extends WithCompany {
  serie: string;
  numero: number | string;
  fechaEmision: DateValue;
  fechaTraslado: DateValue;
  remitente: Party;
  destinatario: Party;
  registroMtc?: string | null;
  /** The shipper's own guides (09) it covers, 'T001-45 (RUC 20100047218)'. */
  guiasRemitente?: string[];
  pagador: string;
  pesoBruto: Quantity;
  partida: { direccion: string; ubigeo?: string | null };
  llegada: { direccion: string; ubigeo?: string | null };
  vehiculo: { placa: string; tuc?: string | null };
  conductor: {
    nombre: string;
    tipoDocumento?: string | null;
    numeroDocumento?: string | null;
    licencia?: string | null;
  };
  salida: string;
  items: { codigo: string; descripcion: string; cantidad: Quantity; peso: Quantity }[];
  /** Signed guide: its hash, and SUNAT's QR address when the CDR gives one. */
  cpe?: { hash: string; qr?: string | null } | null;
  observaciones?: string[];
}

export const pdfguiatransportista = defineTemplate<CarrierGuideData>({
  nombre: 'pdfguiatransportista',
  descripcion: 'Guía de remisión transportista A4',
  formato: 'a4',
  archivo: (d) => serieNumero(d.serie, d.numero),
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: cpeName('31'), serie: d.serie, numero: d.numero },
    bloques: [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Fecha de emisión', valor: when(d.fechaEmision) },
          { etiqueta: 'Inicio del traslado', valor: when(d.fechaTraslado) },
          { etiqueta: 'Registro MTC', valor: d.registroMtc },
          { etiqueta: 'Peso bruto', valor: `${quantity(d.pesoBruto)} KGM` },
          { etiqueta: 'Paga el flete', valor: d.pagador },
          { etiqueta: 'Salida', valor: d.salida },
          ...(d.guiasRemitente?.length
            ? [{ etiqueta: 'Guías de remisión remitente', valor: d.guiasRemitente.join(', ') }]
            : []),
        ],
      },
      { tipo: 'campos', titulo: 'Remitente', campos: partyFields('Nombre o razón social', d.remitente) },
      { tipo: 'campos', titulo: 'Destinatario', campos: partyFields('Nombre o razón social', d.destinatario) },
      {
        tipo: 'campos',
        titulo: 'Traslado',
        columnas: 1,
        campos: [
          { etiqueta: 'Punto de partida', valor: placeLine(d.partida) },
          { etiqueta: 'Punto de llegada', valor: placeLine(d.llegada) },
          {
            etiqueta: 'Vehículo',
            valor: d.vehiculo.tuc ? `${d.vehiculo.placa} (TUC ${d.vehiculo.tuc})` : d.vehiculo.placa,
          },
          {
            etiqueta: 'Conductor',
            valor: driverLine(d.conductor),
          },
        ],
      },
      {
        tipo: 'tabla',
        titulo: 'Bienes transportados',
        columnas: [
          { clave: 'item', titulo: 'N°', ancho: 5, alinear: 'center', formato: 'entero' },
          { clave: 'codigo', titulo: 'Encomienda', ancho: 14 },
          { clave: 'descripcion', titulo: 'Descripción', ancho: 51 },
          { clave: 'cantidad', titulo: 'Piezas', ancho: 14, alinear: 'right', formato: 'cantidad' },
          { clave: 'peso', titulo: 'Peso (kg)', ancho: 16, alinear: 'right', formato: 'cantidad' },
        ],
        filas: d.items.map((i, n) => ({ item: n + 1, ...i })),
      },
      { tipo: 'notas', notas: d.observaciones ?? [] },
    ],
    cpe: d.cpe?.hash
      ? {
          tipo: '31',
          hash: d.cpe.hash,
          qr: d.cpe.qr || [d.empresa.ruc, '31', d.serie, serieNumero(null, d.numero), d.cpe.hash].join('|'),
        }
      : null,
  }),
});
