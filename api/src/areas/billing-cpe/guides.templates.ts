import {
  cpeName,
  type DateValue,
  defineTemplate,
  type Party,
  partyFields,
  partyLine,
  type Quantity,
  quantity,
  serieNumero,
  when,
  type WithCompany,
  driverLine,
  placeLine,
} from '../../print/index.js';

/** pdfguiaa4: electronic dispatch guide (GRE remitente, type 09), A4. */
export interface GuideData extends WithCompany {
  serie: string;
  numero: number | string;
  fechaEmision: DateValue;
  fechaTraslado: DateValue;
  destinatario: Party;
  /** Catálogo 20: '01' Venta, '04' Traslado entre establecimientos... */
  motivo: { codigo: string; descripcion: string };
  /** '01' transporte público, '02' transporte privado. */
  modalidad: '01' | '02';
  pesoBruto: { valor: Quantity; unidad?: string | null };
  bultos?: number | null;
  partida: { direccion: string; ubigeo?: string | null };
  llegada: { direccion: string; ubigeo?: string | null };
  /** Public transport: the carrier. */
  transportista?: { ruc: string; razonSocial: string; registroMtc?: string | null } | null;
  /** Private transport: vehicles and drivers. */
  vehiculos?: { placa: string }[];
  conductores?: { nombre: string; tipoDocumento?: string | null; numeroDocumento: string; licencia?: string | null }[];
  documentosRelacionados?: { tipo: string; numero: string }[];
  items: { codigo?: string | null; descripcion: string; unidad: string; cantidad: Quantity }[];
  observaciones?: string[];
  /** Signed guide: its hash, and the QR SUNAT answered (an address) when there is one. */
  cpe?: { hash: string; qr?: string | null; consultaUrl?: string | null } | null;
}

export const pdfguiaa4 = defineTemplate<GuideData>({
  nombre: 'pdfguiaa4',
  descripcion: 'Guía de remisión A4',
  formato: 'a4',
  archivo: (d) => serieNumero(d.serie, d.numero),
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: cpeName('09'), serie: d.serie, numero: d.numero },
    bloques: [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Fecha de emisión', valor: when(d.fechaEmision) },
          { etiqueta: 'Inicio del traslado', valor: when(d.fechaTraslado) },
          { etiqueta: 'Motivo', valor: `${d.motivo.codigo} - ${d.motivo.descripcion}` },
          { etiqueta: 'Modalidad', valor: d.modalidad === '01' ? 'Transporte público' : 'Transporte privado' },
          { etiqueta: 'Peso bruto', valor: `${quantity(d.pesoBruto.valor)} ${d.pesoBruto.unidad ?? 'KGM'}` },
          { etiqueta: 'Bultos', valor: d.bultos ?? null },
        ],
      },
      { tipo: 'campos', titulo: 'Destinatario', campos: partyFields('Razón social', d.destinatario) },
      {
        tipo: 'campos',
        titulo: 'Traslado',
        columnas: 1,
        campos: [
          { etiqueta: 'Punto de partida', valor: placeLine(d.partida) },
          { etiqueta: 'Punto de llegada', valor: placeLine(d.llegada) },
          {
            etiqueta: 'Transportista',
            valor: d.transportista
              ? partyLine({
                  nombre: d.transportista.razonSocial,
                  tipoDocumento: '6',
                  numeroDocumento: d.transportista.ruc,
                })
              : null,
          },
          { etiqueta: 'Registro MTC', valor: d.transportista?.registroMtc },
          { etiqueta: 'Vehículos', valor: d.vehiculos?.map((v) => v.placa).join(', ') },
          {
            etiqueta: 'Conductores',
            valor: d.conductores?.map(driverLine).join('; '),
          },
          {
            etiqueta: 'Documentos relacionados',
            valor: d.documentosRelacionados?.map((r) => `${r.tipo} ${r.numero}`).join(', '),
          },
        ],
      },
      {
        tipo: 'tabla',
        titulo: 'Bienes trasladados',
        columnas: [
          { clave: 'item', titulo: 'N°', ancho: 5, alinear: 'center', formato: 'entero' },
          { clave: 'codigo', titulo: 'Código', ancho: 12 },
          { clave: 'descripcion', titulo: 'Descripción', ancho: 55 },
          { clave: 'unidad', titulo: 'Unidad', ancho: 10, alinear: 'center' },
          { clave: 'cantidad', titulo: 'Cantidad', ancho: 12, alinear: 'right', formato: 'cantidad' },
        ],
        columnasTicket: [
          { clave: 'cantidad', titulo: 'Cant.', ancho: 14, alinear: 'right', formato: 'cantidad' },
          { clave: 'unidad', titulo: 'Und.', ancho: 14, alinear: 'center' },
          { clave: 'descripcion', titulo: 'Descripción', ancho: 72 },
        ],
        filas: d.items.map((i, n) => ({ item: n + 1, ...i })),
      },
      { tipo: 'notas', notas: d.observaciones ?? [] },
    ],
    cpe: d.cpe?.hash
      ? {
          tipo: '09',
          hash: d.cpe.hash,
          consultaUrl: d.cpe.consultaUrl,
          qr: d.cpe.qr || [d.empresa.ruc, '09', d.serie, serieNumero(null, d.numero), d.cpe.hash].join('|'),
        }
      : null,
  }),
});
