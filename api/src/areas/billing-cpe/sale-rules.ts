import { sql } from 'drizzle-orm';
import { dec, type Decimal } from '@trade/money';
import { queryRows, type Executor } from '../../db/client.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import type { PropiedadItem } from '../../cpe/types.js';

/**
 * The rules a sale checks before it takes its number: the user's series of a sale voucher type, the
 * client (a factura needs a RUC; a boleta over S/ 700 an identified buyer; 'CLIENTES VARIOS' for the
 * small ones), both as SUNAT asks.
 */

/** Who saves a document of the sale family: the session user, their role and branch. */
export interface SaleActor {
  idusuario: number;
  rol: string;
  idsucursal: number | null;
}

export interface SaleSeries {
  idserie: number;
  idcomprobante: number;
  codigo: '01' | '03' | 'NV';
  serie: string;
  idsucursal: number;
  /** The RUC of the branch's company (the CPE's issuer). */
  ruc: string;
}

/** tipo_documento of 'CLIENTES VARIOS' (catálogo 06 '-', migration 0004) and its document number. */
const VARIOS_TYPE = 14;
const VARIOS_NUMBER = '00000000';

/** A series of a sale voucher (01, 03, NV), active, of an active branch, assigned to the user (an admin may use any). */
export async function resolveSeries(tx: Executor, idserie: number, actor: SaleActor): Promise<SaleSeries> {
  const [row] = await queryRows<SaleSeries & { estado: number; sucursal_estado: number; asignada: boolean }>(
    tx,
    sql`select s.idserie, s.idcomprobante, c.codigo, s.serie, s.idsucursal, s.estado, su.estado as sucursal_estado, e.ruc,
               exists (select 1 from usuario_serie us where us.idserie = s.idserie and us.idusuario = ${actor.idusuario} and us.estado = 1) as asignada
          from serie s join comprobante c on c.idcomprobante = s.idcomprobante join sucursal su on su.idsucursal = s.idsucursal join empresa e on e.idempresa = su.idempresa
         where s.idserie = ${idserie}`,
  );
  if (!row) throw notFound('La serie');
  if (!['01', '03', 'NV'].includes(row.codigo))
    throw new BusinessError(`La serie ${row.serie} no es de facturas, boletas ni notas de venta`);
  if (row.estado !== 1) throw new BusinessError(`La serie ${row.serie} está desactivada`);
  if (row.sucursal_estado !== 1) throw new BusinessError('La sucursal de la serie está desactivada');
  if (!row.asignada && actor.rol !== 'admin')
    throw new BusinessError(`La serie ${row.serie} no está asignada a su usuario`);
  return {
    idserie: row.idserie,
    idcomprobante: row.idcomprobante,
    codigo: row.codigo,
    serie: row.serie,
    idsucursal: row.idsucursal,
    ruc: row.ruc,
  };
}

export interface SaleClient {
  idpersona: number;
  nombres: string;
  /** Catálogo 06 code of the document ('6' RUC, '1' DNI, '-' none…). */
  tipo: string;
  numero_documento: string;
  dias_credito: number | null;
  estado_sunat: string | null;
  condicion_sunat: string | null;
  direccion: string | null;
  ubigeo: string | null;
  /** Without a real identity document (CLIENTES VARIOS and the like). */
  anonymous: boolean;
}

const CLIENT_COLUMNS = sql`p.idpersona, p.nombres, td.codigo as tipo, p.numero_documento, p.dias_credito, p.estado_sunat, p.condicion_sunat, p.direccion, p.ubigeo, p.estado, p.ubica_persona`;

function toClient(row: SaleClient & { estado: number; ubica_persona: number }): SaleClient {
  if (row.estado !== 1) throw new BusinessError(`${row.nombres} está desactivado`);
  if (row.ubica_persona === 2)
    throw new BusinessError(`${row.nombres} está registrado solo como proveedor; regístrelo también como cliente`);
  const anonymous = ['-', '0'].includes(row.tipo) || /^[-0]*$/.test(row.numero_documento);
  return {
    idpersona: row.idpersona,
    nombres: row.nombres,
    tipo: row.tipo,
    numero_documento: row.numero_documento,
    dias_credito: row.dias_credito,
    estado_sunat: row.estado_sunat,
    condicion_sunat: row.condicion_sunat,
    direccion: row.direccion,
    ubigeo: row.ubigeo,
    anonymous,
  };
}

export async function clientOf(tx: Executor, idpersona: number): Promise<SaleClient> {
  const [row] = await queryRows<SaleClient & { estado: number; ubica_persona: number }>(
    tx,
    sql`select ${CLIENT_COLUMNS} from persona p join tipo_documento td on td.idtipodocumento = p.idtipodocumento where p.idpersona = ${idpersona}`,
  );
  if (!row) throw notFound('El cliente');
  return toClient(row);
}

/** 'CLIENTES VARIOS', created the first time a sale needs it (a concurrent creation is absorbed by its unique key). */
export async function variosClient(tx: Executor): Promise<SaleClient> {
  const find = () =>
    queryRows<SaleClient & { estado: number; ubica_persona: number }>(
      tx,
      sql`select ${CLIENT_COLUMNS} from persona p join tipo_documento td on td.idtipodocumento = p.idtipodocumento
           where p.idtipodocumento = ${VARIOS_TYPE} and p.numero_documento = ${VARIOS_NUMBER}`,
    );
  let [row] = await find();
  if (!row) {
    await tx.execute(
      sql`insert into persona (idtipodocumento, numero_documento, nombres, ubica_persona) values (${VARIOS_TYPE}, ${VARIOS_NUMBER}, 'CLIENTES VARIOS', 1)
          on conflict (idtipodocumento, numero_documento) do nothing`,
    );
    [row] = await find();
  }
  return toClient(row!);
}

/**
 * An export operation another area declares with its lines (catálogo 51): lodging of a non-domiciled
 * guest (0202) or a tourist package (0205), each line with its beneficiary's properties (catálogo 55,
 * by the line's index). The caller checked the guest's conditions; the sale checks the voucher.
 */
export interface SaleExport {
  tipoOperacion: '0202' | '0205';
  propiedades: PropiedadItem[][];
}

/**
 * An export (every line of affectation 40): invoiced with a factura as operation 0200 (goods) or 0201
 * (services), SUNAT 2642 / 3100, or the operation the caller declares (`declared`: 0202, 0205). Lines
 * of 40 mixed with domestic ones, or on a boleta, are refused.
 */
export function exportOf(
  codigo: string,
  lines: { tipo_afectacion: string; servicio: boolean }[],
  declared?: SaleExport,
): string | undefined {
  const de40 = lines.filter((l) => l.tipo_afectacion === '40');
  if (declared && de40.length !== lines.length)
    throw new BusinessError(
      `La operación ${declared.tipoOperacion} es una exportación: todas sus líneas van con afectación 40`,
    );
  if (!de40.length) return undefined;
  if (codigo === 'NV') return undefined;
  if (codigo !== '01')
    throw new BusinessError('Una exportación se emite con una factura de exportación: elija una serie de facturas');
  if (de40.length !== lines.length)
    throw new BusinessError(
      'Una factura de exportación solo lleva ítems de exportación (afectación 40): emita aparte lo vendido en el país',
    );
  if (declared) return declared.tipoOperacion;
  return lines.every((l) => l.servicio) ? '0201' : '0200';
}

/** SUNAT's rules on the buyer: a factura to a RUC (an export to a client abroad); a boleta over the limit to an identified buyer. */
export function checkClient(
  codigo: string,
  client: SaleClient,
  totalSoles: Decimal,
  boletaLimit: string,
  exportacion?: string,
) {
  if (codigo === '01' && exportacion) {
    // SUNAT 2800: an export of goods or services goes to a client not domiciled in Peru, without RUC.
    if (client.tipo === '6')
      throw new BusinessError(
        `Una factura de exportación se emite a un cliente no domiciliado (sin RUC); ${client.nombres} tiene RUC`,
      );
    if (client.anonymous && client.tipo !== '0')
      throw new BusinessError('Una factura de exportación identifica a su cliente del exterior: elija el cliente');
    return;
  }
  if (codigo === '01') {
    if (client.tipo !== '6')
      throw new BusinessError(
        `Una factura se emite a un cliente con RUC; ${client.nombres} no tiene RUC. Emita una boleta o elija otro cliente`,
      );
    if (!/^(10|15|16|17|20)[0-9]{9}$/.test(client.numero_documento))
      throw new BusinessError(`El RUC ${client.numero_documento} de ${client.nombres} no es válido`);
  }
  if (codigo === '03' && client.anonymous && totalSoles.gt(dec(boletaLimit))) {
    throw new BusinessError(
      `Una boleta de más de S/ ${boletaLimit} debe identificar al comprador (DNI, RUC u otro documento): elija el cliente`,
    );
  }
}
