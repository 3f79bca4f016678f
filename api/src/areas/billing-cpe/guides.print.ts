import { sql } from 'drizzle-orm';
import { DOCUMENTOS_RELACIONADOS, GUIA_POR_CORREGIR, type GuideDetail } from '@trade/contracts/billing-cpe';
import { queryRows, type Database } from '../../db/client.js';
import { branchLogoPath } from '../../print/index.js';
import { BusinessError } from '../../core/envelope.js';
import type { CpeService } from '../../cpe/index.js';
import { ubigeoNames } from './guides.validation.js';
import type { GuideData } from './guides.templates.js';

/**
 * The A4 guide (pdfguiaa4) from the saved record: company and branch header, transfer data, goods,
 * and once signed its hash and QR (the address SUNAT answers for a GRE when it has answered one).
 */
export async function guidePrintData(
  db: Database,
  cpe: CpeService,
  dataDir: string,
  g: Omit<GuideDetail, 'correos'>,
): Promise<GuideData> {
  const [company] = await queryRows<{
    ruc: string;
    razon_social: string;
    nombre_comercial: string | null;
    direccion: string;
    telefono: string | null;
    email: string | null;
    sucursal: string;
    sucursal_direccion: string;
  }>(
    db,
    sql`select e.ruc, e.razon_social, e.nombre_comercial, e.direccion, e.telefono, e.email, s.nombre as sucursal, s.direccion as sucursal_direccion
          from sucursal s join empresa e on e.idempresa = s.idempresa where s.idsucursal = ${g.idsucursal}`,
  );
  if (!company) throw new BusinessError('Registre la empresa antes de imprimir');
  const names = await ubigeoNames(db, [g.partida_ubigeo, g.llegada_ubigeo]);
  const place = (direccion: string, ubigeo: string, codigo: string | null) =>
    `${direccion}${names.get(ubigeo) ? `, ${names.get(ubigeo)}` : ''}${codigo ? ` (establecimiento ${codigo})` : ''}`;
  const cdr = g.cpe ? await cpe.cdr(g.cpe.id) : undefined;
  const qr =
    cdr?.cdr.documentDescription && /^https?:\/\//.test(cdr.cdr.documentDescription)
      ? cdr.cdr.documentDescription
      : null;
  const estado =
    g.estado === GUIA_POR_CORREGIR
      ? ['GUÍA EN CORRECCIÓN: no válida para el traslado']
      : g.cpe && ['rechazado', 'invalido'].includes(g.cpe.estado)
        ? [`RECHAZADA POR SUNAT: ${g.cpe.codigo ?? ''} ${g.cpe.descripcion ?? ''}`.trim()]
        : [];
  const related =
    g.documento_relacionado_tipo && g.documento_relacionado_numero
      ? [
          {
            tipo:
              DOCUMENTOS_RELACIONADOS.find((d) => d.codigo === g.documento_relacionado_tipo)?.nombre ??
              g.documento_relacionado_tipo,
            numero: g.documento_relacionado_numero,
          },
        ]
      : [];
  return {
    empresa: {
      ruc: company.ruc,
      razonSocial: company.razon_social,
      nombreComercial: company.nombre_comercial,
      direccion: company.direccion,
      telefono: company.telefono,
      email: company.email,
      sucursal: { nombre: company.sucursal, direccion: company.sucursal_direccion },
      logo: branchLogoPath(dataDir, g.idsucursal),
    },
    serie: g.serie,
    numero: g.numero,
    fechaEmision: g.fecha_emision,
    fechaTraslado: g.fecha_traslado,
    destinatario: {
      nombre: g.destinatario_nombre,
      tipoDocumento: g.destinatario_tipo_documento,
      numeroDocumento: g.destinatario_numero_documento,
    },
    motivo: { codigo: g.motivo, descripcion: g.descripcion_motivo ?? g.motivo_nombre },
    modalidad: g.modalidad as '01' | '02',
    pesoBruto: { valor: g.peso_bruto, unidad: g.unidad_peso },
    bultos: g.bultos,
    partida: {
      direccion: place(g.partida_direccion, g.partida_ubigeo, g.partida_codigo_local),
      ubigeo: g.partida_ubigeo,
    },
    llegada: {
      direccion: place(g.llegada_direccion, g.llegada_ubigeo, g.llegada_codigo_local),
      ubigeo: g.llegada_ubigeo,
    },
    transportista: g.transportista_ruc
      ? { ruc: g.transportista_ruc, razonSocial: g.transportista_razon_social ?? '', registroMtc: g.transportista_mtc }
      : null,
    vehiculos: g.placas.map((placa) => ({ placa })),
    conductores: g.conductores.map((c) => ({
      nombre: `${c.nombres} ${c.apellidos}`,
      tipoDocumento: c.tipo_documento,
      numeroDocumento: c.numero_documento,
      licencia: c.licencia,
    })),
    documentosRelacionados: [
      ...related,
      ...(g.transferencia ? [{ tipo: 'Transferencia', numero: g.transferencia }] : []),
    ],
    items: g.items.map((i) => ({
      codigo: i.codigo_producto,
      descripcion: i.descripcion,
      unidad: i.abreviatura,
      cantidad: i.cantidad,
    })),
    observaciones: [...estado, ...(g.observacion ? [g.observacion] : [])],
    cpe: g.cpe?.hash && g.estado !== GUIA_POR_CORREGIR ? { hash: g.cpe.hash, qr } : null,
  };
}
