import { formatDate, todayLima } from '@trade/formats';
import type { DocLine, DocumentRecord, HeaderField } from '@trade/ui';
import { blankToNull as nullIfEmpty, documentSearch, lineKey, lookupFrom, PersonQuickCreate } from '@trade/ui';
import { people } from '@trade/contracts/purchasing-credits';
import { Link } from 'react-router-dom';
import {
  DOCUMENTOS_RELACIONADOS,
  MODALIDADES,
  MOTIVOS_PROPIOS,
  MOTIVOS_TRASLADO,
  UNIDADES_PESO,
  type GuideBody,
  type GuideDetail,
  type GuideDraft,
} from '@trade/contracts/billing-cpe';
import { GuideStateTag } from './state';

/**
 * The guide's header as the form holds it: the body's fields, flat (one vehicle with an optional
 * trailer, one driver), each optional while it is typed (the form checks the required ones).
 */
export type GuideHeader = Partial<Omit<GuideBody, 'items' | 'placas' | 'conductores' | 'bultos' | 'peso_bruto'>> & {
  placa?: string;
  placa_secundaria?: string;
  conductor_tipo?: string;
  conductor_documento?: string;
  conductor_nombres?: string;
  conductor_apellidos?: string;
  conductor_licencia?: string;
  bultos?: number | string | null;
  peso_bruto?: string | number | null;
};

/*
 * The guide's header as flat form fields (one vehicle with an optional trailer, one driver): the
 * transport fields switch with the modality, the recipient with the reason (04 and 18: the company
 * itself), the establishment codes show for reason 04. toBody/toHeader convert to the API's shape.
 */

const MOTIVOS = MOTIVOS_TRASLADO.map((m) => ({ value: m.codigo, label: `${m.codigo} · ${m.nombre}` }));
const MODALIDAD_OPTIONS = MODALIDADES.map((m) => ({ value: m.codigo, label: m.nombre }));
const RELACIONADOS = DOCUMENTOS_RELACIONADOS.map((d) => ({ value: d.codigo, label: `${d.codigo} · ${d.nombre}` }));
const PESO = UNIDADES_PESO.map((u) => ({ value: u, label: u === 'KGM' ? 'Kilogramos (KGM)' : 'Toneladas (TNE)' }));
const DOCUMENTOS_CONDUCTOR = [
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
];

const RECIPIENTS = lookupFrom(people.endpoints.list, {
  query: { ubica: 1, estado: 1 },
  value: 'idpersona',
  label: (r) => `${r.numero_documento} · ${r.nombres}`,
  labelField: (r) => (r.destinatario_nombre ? `${r.destinatario_numero_documento} · ${r.destinatario_nombre}` : null),
  create: (ctx) => <PersonQuickCreate {...ctx} noun="destinatario" ubica={1} />,
});

const isPublic = (v: GuideHeader) => v.modalidad === '01';
const isPrivate = (v: GuideHeader) => v.modalidad === '02';
const ownRecipient = (v: GuideHeader) => (MOTIVOS_PROPIOS as readonly string[]).includes(String(v.motivo ?? ''));
const betweenEstablishments = (v: GuideHeader) => v.motivo === '04';
const needsVehicle = (v: GuideHeader) => isPrivate(v) && !v.vehiculo_m1l;
const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value);
const dash = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

export const guideDefaults = () => ({
  fecha_emision: todayLima(),
  fecha_traslado: todayLima(),
  motivo: '01',
  modalidad: '02',
  unidad_peso: 'KGM',
  conductor_tipo: '1',
});

const raw = (r: DocumentRecord) => r.raw as GuideDetail;

export const guideHeader: HeaderField[] = [
  { name: 'fecha_emision', label: 'Fecha de emisión', type: 'date', required: true },
  { name: 'fecha_traslado', label: 'Inicio del traslado', type: 'date', required: true },
  {
    name: 'motivo',
    label: 'Motivo de traslado',
    type: 'select',
    options: MOTIVOS,
    required: true,
    show: (r) => `${raw(r).motivo} · ${raw(r).motivo_nombre}`,
  },
  {
    name: 'descripcion_motivo',
    label: 'Descripción del motivo',
    max: 100,
    show: (r) => dash(raw(r).descripcion_motivo),
  },
  {
    name: 'idpersona',
    label: 'Destinatario',
    type: 'lookup',
    lookup: RECIPIENTS,
    required: (ctx) => !ownRecipient(ctx.values),
    visible: (ctx) => !ownRecipient(ctx.values),
    show: (r) => `${raw(r).destinatario_numero_documento} · ${raw(r).destinatario_nombre}`,
  },
  { name: 'modalidad', label: 'Modalidad de transporte', type: 'select', options: MODALIDAD_OPTIONS, required: true },
  {
    name: 'vehiculo_m1l',
    label: 'Vehículo M1 o L (auto, moto)',
    type: 'switch',
    switchLabels: ['Sí', 'No'],
    show: (r) => (raw(r).vehiculo_m1l ? 'Sí' : 'No'),
  },
  {
    name: 'transportista_ruc',
    label: 'RUC del transportista',
    max: 11,
    inputMode: 'numeric',
    normalize: digits,
    visible: (ctx) => isPublic(ctx.values),
    required: (ctx) => isPublic(ctx.values) && !ctx.values.vehiculo_m1l,
    show: (r) => dash(raw(r).transportista_ruc),
  },
  {
    name: 'transportista_razon_social',
    label: 'Razón social del transportista',
    max: 200,
    upperCase: true,
    visible: (ctx) => isPublic(ctx.values),
    required: (ctx) => isPublic(ctx.values) && !ctx.values.vehiculo_m1l,
    show: (r) => dash(raw(r).transportista_razon_social),
  },
  {
    name: 'transportista_mtc',
    label: 'Registro MTC',
    max: 20,
    upperCase: true,
    visible: (ctx) => isPublic(ctx.values),
    show: (r) => dash(raw(r).transportista_mtc),
  },
  {
    name: 'placa',
    label: 'Placa del vehículo',
    max: 10,
    upperCase: true,
    placeholder: 'ABC-123',
    visible: (ctx) => isPrivate(ctx.values),
    required: (ctx) => needsVehicle(ctx.values),
    show: (r) => dash(raw(r).placas.join(', ')),
  },
  {
    name: 'placa_secundaria',
    label: 'Placa del remolque',
    max: 10,
    upperCase: true,
    visible: (ctx) => isPrivate(ctx.values),
    show: () => null,
  },
  {
    name: 'conductor_tipo',
    label: 'Documento del conductor',
    type: 'select',
    options: DOCUMENTOS_CONDUCTOR,
    visible: (ctx) => isPrivate(ctx.values),
    required: (ctx) => needsVehicle(ctx.values),
    show: () => null,
  },
  {
    name: 'conductor_documento',
    label: 'N.° de documento del conductor',
    max: 15,
    visible: (ctx) => isPrivate(ctx.values),
    required: (ctx) => needsVehicle(ctx.values),
    show: () => null,
  },
  {
    name: 'conductor_nombres',
    label: 'Nombres del conductor',
    max: 100,
    upperCase: true,
    visible: (ctx) => isPrivate(ctx.values),
    required: (ctx) => needsVehicle(ctx.values),
    show: (r) =>
      dash(
        raw(r)
          .conductores.map((c) => `${c.nombres} ${c.apellidos} (${c.numero_documento})`)
          .join('; '),
      ),
  },
  {
    name: 'conductor_apellidos',
    label: 'Apellidos del conductor',
    max: 100,
    upperCase: true,
    visible: (ctx) => isPrivate(ctx.values),
    required: (ctx) => needsVehicle(ctx.values),
    show: () => null,
  },
  {
    name: 'conductor_licencia',
    label: 'Licencia de conducir',
    max: 10,
    upperCase: true,
    placeholder: 'Q12345678',
    visible: (ctx) => isPrivate(ctx.values),
    required: (ctx) => needsVehicle(ctx.values),
    show: (r) =>
      dash(
        raw(r)
          .conductores.map((c) => c.licencia)
          .join(', '),
      ),
  },
  { name: 'partida_ubigeo', label: 'Ubigeo de partida', type: 'ubigeo', required: true, wide: true },
  { name: 'partida_direccion', label: 'Dirección de partida', max: 200, upperCase: true, required: true },
  {
    name: 'partida_codigo_local',
    label: 'Establecimiento de partida',
    max: 4,
    inputMode: 'numeric',
    normalize: digits,
    placeholder: '0000',
    visible: (ctx) => betweenEstablishments(ctx.values),
    required: (ctx) => betweenEstablishments(ctx.values),
    show: (r) => dash(raw(r).partida_codigo_local),
  },
  { name: 'llegada_ubigeo', label: 'Ubigeo de llegada', type: 'ubigeo', required: true, wide: true },
  { name: 'llegada_direccion', label: 'Dirección de llegada', max: 200, upperCase: true, required: true },
  {
    name: 'llegada_codigo_local',
    label: 'Establecimiento de llegada',
    max: 4,
    inputMode: 'numeric',
    normalize: digits,
    placeholder: '0001',
    visible: (ctx) => betweenEstablishments(ctx.values),
    required: (ctx) => betweenEstablishments(ctx.values),
    show: (r) => dash(raw(r).llegada_codigo_local),
  },
  {
    name: 'peso_bruto',
    label: 'Peso bruto total',
    type: 'number',
    decimals: 3,
    min: 0,
    required: true,
    show: (r) => `${raw(r).peso_bruto} ${raw(r).unidad_peso}`,
  },
  { name: 'unidad_peso', label: 'Unidad de peso', type: 'select', options: PESO, required: true, show: () => null },
  { name: 'bultos', label: 'Número de bultos', type: 'integer', min: 0, max: 999999, show: (r) => dash(raw(r).bultos) },
  {
    name: 'documento_relacionado_tipo',
    label: 'Documento relacionado',
    type: 'select',
    options: RELACIONADOS,
    show: (r) =>
      dash(
        raw(r).documento_relacionado_tipo
          ? `${raw(r).documento_relacionado_tipo} ${raw(r).documento_relacionado_numero ?? ''}`
          : raw(r).transferencia && `Transferencia ${raw(r).transferencia}`,
      ),
  },
  {
    name: 'documento_relacionado_numero',
    label: 'N.° del documento relacionado',
    max: 30,
    upperCase: true,
    show: () => null,
  },
  { name: 'observacion', label: 'Observación', type: 'textarea', max: 500, show: (r) => dash(raw(r).observacion) },
];

const DRIVER_DOC: Record<string, string> = { '1': 'DNI', '4': 'CE', '7': 'Pasaporte' };
const point = (direccion: string, ubigeo: string, codigo: string | null) =>
  `${direccion} (ubigeo ${ubigeo}${codigo ? `, establecimiento ${codigo}` : ''})`;

/**
 * The saved guide's page: the same data, condensed (the transport of its modality in one line, each
 * point with its ubigeo and establishment), plus SUNAT's answer.
 */
export const guideViewFields: HeaderField[] = [
  { name: 'estado_guia', label: 'Estado', show: (r) => <GuideStateTag row={raw(r)} /> },
  { name: 'fecha_emision', label: 'Fecha de emisión', type: 'date' },
  { name: 'fecha_traslado', label: 'Inicio del traslado', type: 'date' },
  {
    name: 'motivo',
    label: 'Motivo de traslado',
    show: (r) => `${raw(r).motivo} · ${raw(r).descripcion_motivo ?? raw(r).motivo_nombre}`,
  },
  {
    name: 'destinatario',
    label: 'Destinatario',
    show: (r) => `${raw(r).destinatario_numero_documento} · ${raw(r).destinatario_nombre}`,
  },
  {
    name: 'modalidad',
    label: 'Modalidad',
    show: (r) =>
      `${MODALIDADES.find((m) => m.codigo === raw(r).modalidad)?.nombre ?? raw(r).modalidad}${raw(r).vehiculo_m1l ? ' (vehículo M1 o L)' : ''}`,
  },
  {
    name: 'transporte',
    label: 'Transporte',
    show: (r) => {
      const g = raw(r);
      if (g.modalidad === '01')
        return g.transportista_ruc
          ? `${g.transportista_ruc} · ${g.transportista_razon_social ?? ''}${g.transportista_mtc ? ` (MTC ${g.transportista_mtc})` : ''}`
          : '—';
      const drivers = g.conductores.map(
        (c) =>
          `${c.nombres} ${c.apellidos} (${DRIVER_DOC[c.tipo_documento] ?? c.tipo_documento} ${c.numero_documento}, licencia ${c.licencia})`,
      );
      return dash([g.placas.length ? `Placa ${g.placas.join(', ')}` : '', ...drivers].filter(Boolean).join(' · '));
    },
  },
  {
    name: 'carga',
    label: 'Peso bruto y bultos',
    show: (r) =>
      `${Number(raw(r).peso_bruto)} ${raw(r).unidad_peso}${raw(r).bultos !== null ? ` · ${raw(r).bultos} bultos` : ''}`,
  },
  {
    name: 'partida',
    label: 'Punto de partida',
    show: (r) => point(raw(r).partida_direccion, raw(r).partida_ubigeo, raw(r).partida_codigo_local),
  },
  {
    name: 'llegada',
    label: 'Punto de llegada',
    show: (r) => point(raw(r).llegada_direccion, raw(r).llegada_ubigeo, raw(r).llegada_codigo_local),
  },
  {
    name: 'relacionado',
    label: 'Documento relacionado',
    show: (r) =>
      dash(
        [
          raw(r).documento_relacionado_tipo
            ? `${DOCUMENTOS_RELACIONADOS.find((d) => d.codigo === raw(r).documento_relacionado_tipo)?.nombre ?? ''} ${raw(r).documento_relacionado_numero ?? ''}`
            : '',
          raw(r).transferencia ? `Transferencia ${raw(r).transferencia}` : '',
        ]
          .filter(Boolean)
          .join(' · '),
      ),
  },
  // The sale it dispatches (a guide made from a sale): back to the sale's page.
  {
    name: 'venta',
    label: 'Venta',
    show: (r) =>
      raw(r).idventa ? <Link to={`/sales${documentSearch('view', raw(r).idventa)}`}>Ver la venta</Link> : '—',
  },
  {
    name: 'sunat',
    label: 'Respuesta de SUNAT',
    show: (r) =>
      raw(r).cpe?.codigo !== null && raw(r).cpe?.codigo !== undefined
        ? `${raw(r).cpe!.codigo} - ${raw(r).cpe!.descripcion ?? ''}`
        : '—',
  },
  { name: 'observacion', label: 'Observación', show: (r) => dash(raw(r).observacion) },
];

/** The form's flat values (and the lines) as the body of gguia. */
export function guideBody(h: GuideHeader, lines: DocLine[], idguia: number | null): GuideBody {
  const privado = h.modalidad === '02';
  const driver =
    privado && h.conductor_documento
      ? [
          {
            tipo_documento: (h.conductor_tipo ?? '1') as NonNullable<
              GuideBody['conductores']
            >[number]['tipo_documento'],
            numero_documento: String(h.conductor_documento).trim(),
            nombres: h.conductor_nombres as string,
            apellidos: h.conductor_apellidos as string,
            licencia: h.conductor_licencia as string,
          },
        ]
      : [];
  const plates = privado
    ? [h.placa, h.placa_secundaria].filter((p) => typeof p === 'string' && p.trim()).map((p) => String(p).trim())
    : [];
  return {
    idguia,
    idserie: (nullIfEmpty(h.idserie) as number | null) ?? null,
    fecha_emision: h.fecha_emision as string,
    fecha_traslado: h.fecha_traslado as string,
    motivo: h.motivo as GuideBody['motivo'],
    descripcion_motivo: nullIfEmpty(h.descripcion_motivo) as string | null,
    modalidad: h.modalidad as GuideBody['modalidad'],
    vehiculo_m1l: Boolean(h.vehiculo_m1l),
    transportista_ruc: privado ? null : (nullIfEmpty(h.transportista_ruc) as string | null),
    transportista_razon_social: privado ? null : (nullIfEmpty(h.transportista_razon_social) as string | null),
    transportista_mtc: privado ? null : (nullIfEmpty(h.transportista_mtc) as string | null),
    placas: plates,
    conductores: driver,
    partida_ubigeo: h.partida_ubigeo as string,
    partida_direccion: h.partida_direccion as string,
    partida_codigo_local: h.motivo === '04' ? (nullIfEmpty(h.partida_codigo_local) as string | null) : null,
    llegada_ubigeo: h.llegada_ubigeo as string,
    llegada_direccion: h.llegada_direccion as string,
    llegada_codigo_local: h.motivo === '04' ? (nullIfEmpty(h.llegada_codigo_local) as string | null) : null,
    peso_bruto: String(h.peso_bruto),
    unidad_peso: h.unidad_peso ?? 'KGM',
    bultos: h.bultos === '' || h.bultos === undefined || h.bultos === null ? null : Number(h.bultos),
    idpersona: (MOTIVOS_PROPIOS as readonly string[]).includes(String(h.motivo))
      ? null
      : ((nullIfEmpty(h.idpersona) as number | null) ?? null),
    idventa: (nullIfEmpty(h.idventa) as number | null) ?? null,
    idtransferencia: (nullIfEmpty(h.idtransferencia) as number | null) ?? null,
    documento_relacionado_tipo: nullIfEmpty(h.documento_relacionado_tipo) as string | null,
    documento_relacionado_numero: nullIfEmpty(h.documento_relacionado_numero) as string | null,
    observacion: nullIfEmpty(h.observacion) as string | null,
    items: lines.map((l) => ({
      producto_id: Number(l.productId) || null,
      unidad_medida_id: Number(l.unitId),
      descripcion: l.descripcion,
      cantidad: l.cantidad,
    })),
  };
}

/** A saved guide or a proposed one (from a transfer) as the form's flat values. */
export function toHeader(g: GuideDetail | GuideDraft): GuideHeader {
  const [driver] = g.conductores ?? [];
  // The saved row's own fields travel along (the view reads them); the form edits the flat ones.
  return {
    ...g,
    fecha_emision: 'estado' in g && g.estado === 2 ? todayLima() : g.fecha_emision,
    fecha_traslado: 'estado' in g && g.estado === 2 && g.fecha_traslado < todayLima() ? todayLima() : g.fecha_traslado,
    placa: g.placas?.[0] ?? '',
    placa_secundaria: g.placas?.[1] ?? '',
    conductor_tipo: driver?.tipo_documento ?? '1',
    conductor_documento: driver?.numero_documento ?? '',
    conductor_nombres: driver?.nombres ?? '',
    conductor_apellidos: driver?.apellidos ?? '',
    conductor_licencia: driver?.licencia ?? '',
    bultos: g.bultos ?? '',
    peso_bruto: g.peso_bruto ?? '',
  } as GuideHeader;
}

/** A saved line (or a proposed one) as a line of the kit: its unit as saved. */
export function toLine(i: {
  producto_id?: number | null;
  codigo_producto: string | null;
  descripcion?: string | null;
  unidad_medida_id: number;
  abreviatura: string;
  cantidad: string;
  factor?: string;
}): DocLine {
  return {
    key: lineKey(),
    productId: i.producto_id ?? 0,
    codigo: i.codigo_producto,
    descripcion: i.descripcion ?? '',
    tipoAfectacion: '10',
    controlaStock: false,
    units: [{ id: i.unidad_medida_id, nombre: i.abreviatura, factor: i.factor ?? '1' }],
    unitId: i.unidad_medida_id,
    cantidad: String(Number(i.cantidad)),
    precio: '',
    descuento: '',
  };
}

export const emittedOn = (g: GuideDetail) => formatDate(g.fecha_emision);
