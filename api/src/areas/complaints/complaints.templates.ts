import {
  type DateValue,
  defineTemplate,
  type Money,
  moneyWithSymbol,
  type Party,
  partyFields,
  when,
  type WithCompany,
} from '../../print/index.js';

/** pdfreclamaciona4: a complaint-book sheet (Libro de Reclamaciones, Indecopi), A4. */
export interface ComplaintData extends WithCompany {
  /** Sheet number as registered ('000123-2026'). */
  numero: string;
  fecha: DateValue;
  establecimiento?: { nombre: string; direccion?: string | null } | null;
  consumidor: Party & {
    /** For a minor: the parent or guardian. */
    apoderado?: string | null;
  };
  bien: { tipo: 'producto' | 'servicio'; montoReclamado?: Money | null; descripcion: string };
  reclamo: { tipo: 'reclamo' | 'queja'; detalle: string; pedido: string };
  /** The provider's answer, once given. */
  respuesta?: { fecha: DateValue; detalle: string; estado?: string | null } | null;
}

export const pdfreclamaciona4 = defineTemplate<ComplaintData>({
  nombre: 'pdfreclamaciona4',
  descripcion: 'Hoja de reclamación A4',
  formato: 'a4',
  archivo: (d) => `Hoja de reclamación ${d.numero}`,
  documento: (d) => ({
    empresa: d.empresa,
    titulo: { tipo: 'HOJA DE RECLAMACIÓN', numero: `N° ${d.numero}`, subtitulo: 'Libro de Reclamaciones' },
    bloques: [
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Fecha', valor: when(d.fecha) },
          { etiqueta: 'Establecimiento', valor: d.establecimiento?.nombre },
          { etiqueta: 'Dirección del establecimiento', valor: d.establecimiento?.direccion, completo: true },
        ],
      },
      {
        tipo: 'campos',
        titulo: '1. Identificación del consumidor reclamante',
        campos: [
          ...partyFields('Nombre', d.consumidor, { direccion: false, contacto: true }),
          { etiqueta: 'Domicilio', valor: d.consumidor.direccion, completo: true },
          { etiqueta: 'Padre, madre o apoderado', valor: d.consumidor.apoderado, completo: true },
        ],
      },
      { tipo: 'titulo', texto: '2. Identificación del bien contratado' },
      {
        tipo: 'casillas',
        titulo: 'Tipo',
        opciones: [
          { etiqueta: 'Producto', marcado: d.bien.tipo === 'producto' },
          { etiqueta: 'Servicio', marcado: d.bien.tipo === 'servicio' },
        ],
      },
      {
        tipo: 'campos',
        columnas: 1,
        campos: [
          { etiqueta: 'Monto reclamado', valor: moneyWithSymbol(d.bien.montoReclamado) },
          { etiqueta: 'Descripción', valor: d.bien.descripcion },
        ],
      },
      { tipo: 'titulo', texto: '3. Detalle de la reclamación y pedido del consumidor' },
      {
        tipo: 'casillas',
        titulo: 'Tipo',
        opciones: [
          { etiqueta: 'Reclamo (*)', marcado: d.reclamo.tipo === 'reclamo' },
          { etiqueta: 'Queja (**)', marcado: d.reclamo.tipo === 'queja' },
        ],
      },
      { tipo: 'texto', titulo: 'Detalle', texto: d.reclamo.detalle, recuadro: true },
      { tipo: 'texto', titulo: 'Pedido', texto: d.reclamo.pedido, recuadro: true },
      { tipo: 'titulo', texto: '4. Observaciones y acciones adoptadas por el proveedor' },
      {
        tipo: 'campos',
        campos: [
          { etiqueta: 'Fecha de respuesta', valor: when(d.respuesta?.fecha) },
          { etiqueta: 'Estado', valor: d.respuesta?.estado },
        ],
      },
      { tipo: 'texto', texto: d.respuesta?.detalle ?? '', recuadro: true, minAlto: d.respuesta?.detalle ? 0 : 56 },
      {
        tipo: 'firmas',
        firmas: [
          { etiqueta: 'Firma del consumidor', nombre: d.consumidor.nombre },
          { etiqueta: 'Firma del proveedor', nombre: d.empresa.razonSocial },
        ],
      },
      {
        tipo: 'notas',
        titulo: 'Importante',
        notas: [
          '(*) RECLAMO: disconformidad relacionada a los productos o servicios.',
          '(**) QUEJA: disconformidad no relacionada a los productos o servicios; o malestar o descontento respecto a la atención al público.',
          'La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo para interponer una denuncia ante el INDECOPI.',
          'El proveedor debe dar respuesta al reclamo o queja en un plazo no mayor a quince (15) días hábiles improrrogables.',
        ],
      },
    ],
  }),
});
