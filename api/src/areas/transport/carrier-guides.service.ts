import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toIsoDateLima, todayLima } from '@trade/formats';
import type { Database, Executor } from '../../db/client.js';
import {
  comprobante,
  empresa,
  encomienda,
  guiaTransportista,
  persona,
  salidaVehiculo,
  serie,
  sucursal,
  tipoDocumento,
} from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { takeNextNumber } from '../../core/numbering.js';
import type { Viewer } from '../../core/scope.js';
import type { CarrierGuideDoc, CpeDoor } from './doors.js';
import type { driversRepository } from './drivers.repository.js';

type Drivers = ReturnType<typeof driversRepository>;
type Party = { tipoDoc: string; numDoc: string; razonSocial: string };
type Parcel = Awaited<ReturnType<typeof manifestOf>>[number];

const remitente = alias(persona, 'remitente');
const consignado = alias(persona, 'consignado');
const tipoRemitente = alias(tipoDocumento, 'tipo_remitente');
const tipoConsignado = alias(tipoDocumento, 'tipo_consignado');

/** The parcels of an exit that no carrier's guide covers yet, with their people's document types, locked. */
async function manifestOf(ex: Executor, idsalidavehiculos: number) {
  const rows = await ex
    .select({
      id: encomienda.id_encomienda,
      guia: encomienda.numero_guia,
      descripcion: encomienda.descripcion,
      piezas: encomienda.piezas,
      peso: encomienda.peso,
      paga: encomienda.paga,
      guiaRemitente: encomienda.guia_remitente,
      guiaRemitenteRuc: encomienda.guia_remitente_ruc,
      idremitente: encomienda.idremitente,
      idconsignado: encomienda.idconsignado,
      remitente: {
        tipoDoc: sql<string>`coalesce(${tipoRemitente.codigo}, '1')`,
        numDoc: encomienda.remitente_documento,
        razonSocial: encomienda.remitente_nombre,
      },
      consignado: {
        tipoDoc: sql<string>`coalesce(${tipoConsignado.codigo}, '1')`,
        numDoc: encomienda.consignado_documento,
        razonSocial: encomienda.consignado_nombre,
      },
    })
    .from(encomienda)
    .leftJoin(remitente, eq(remitente.idpersona, encomienda.idremitente))
    .leftJoin(tipoRemitente, eq(tipoRemitente.idtipodocumento, remitente.idtipodocumento))
    .leftJoin(consignado, eq(consignado.idpersona, encomienda.idconsignado))
    .leftJoin(tipoConsignado, eq(tipoConsignado.idtipodocumento, consignado.idtipodocumento))
    .where(and(eq(encomienda.idsalidavehiculos, idsalidavehiculos), isNull(encomienda.idguiatransportista)))
    .orderBy(asc(encomienda.id_encomienda))
    .for('update', { of: encomienda });
  return rows;
}

/**
 * What a guide may relate of the shipper's own guides (09): his electronic ones together, a printed
 * one alone (SUNAT 3346), and parcels without one apart (their goods are detailed line by line).
 */
const shipperGuideKind = (p: Parcel) =>
  !p.guiaRemitente ? '-' : /^[A-Z]/.test(p.guiaRemitente) ? 'E' : `P ${p.guiaRemitente} ${p.guiaRemitenteRuc}`;

/** One guide per shipper and consignee (SUNAT's 31 names one of each) and kind of shipper's guides. */
function byShipperAndConsignee(parcels: Parcel[]): Parcel[][] {
  const groups = new Map<string, Parcel[]>();
  for (const p of parcels) {
    const key = `${p.remitente.tipoDoc}-${p.remitente.numDoc}|${p.consignado.tipoDoc}-${p.consignado.numDoc}|${shipperGuideKind(p)}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()];
}

/**
 * The carrier's guides (guía de remisión transportista, SUNAT 31) of a vehicle exit: the company
 * carries third parties' goods (the parcels of its manifest) in its vehicle with its driver. One
 * guide per shipper and consignee, numbered in a V series of the origin branch, issued by the CPE
 * engine in the caller's transaction (SUNAT's rules first: a refusal takes nothing) and sent by
 * its queue through SUNAT's GRE API after the commit.
 */
export function carrierGuidesService(db: Database, drivers: Drivers, cpe: CpeDoor) {
  async function exitOf(ex: Executor, id: number) {
    const [exit] = await ex.select().from(salidaVehiculo).where(eq(salidaVehiculo.idsalidavehiculos, id)).for('update');
    if (!exit) throw notFound('La salida');
    return exit;
  }
  async function point(ex: Executor, idsucursal: number) {
    const [branch] = await ex
      .select({ direccion: sucursal.direccion, ubigeo: sucursal.ubigeo })
      .from(sucursal)
      .where(eq(sucursal.idsucursal, idsucursal));
    return { direccion: branch!.direccion, ubigeo: branch!.ubigeo };
  }
  async function seriesOf(ex: Executor, idsucursal: number) {
    const [row] = await ex
      .select({ idserie: serie.idserie })
      .from(serie)
      .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
      .where(and(eq(comprobante.codigo, '31'), eq(serie.idsucursal, idsucursal), eq(serie.estado, 1)))
      .orderBy(asc(serie.serie))
      .limit(1);
    if (!row)
      throw new BusinessError(
        'La sucursal de origen no tiene una serie de guía de remisión transportista (31, V001…): regístrela en Series',
      );
    return row.idserie;
  }

  return {
    /**
     * Issues the guides of the exit's parcels not covered yet; answers how many. `enviar: false`
     * signs them without queueing (the demo data, like its other guides).
     */
    async issue(idsalidavehiculos: number, ex: Executor, actor: Viewer, { enviar = true } = {}): Promise<number> {
      const exit = await exitOf(ex, idsalidavehiculos);
      if (exit.estado !== 1) throw new BusinessError('La salida ya llegó a su destino: no se emiten guías');
      const today = todayLima();
      const departure = toIsoDateLima(exit.fecha_salida) ?? today;
      const fechaTraslado = departure > today ? departure : today;
      // The driver must hold a valid licence on the day the goods travel, as for the exit itself.
      const driver = await drivers.onDuty(exit.idtransportista, fechaTraslado, ex);
      const parcels = await manifestOf(ex, idsalidavehiculos);
      if (!parcels.length) throw new BusinessError('La salida no tiene encomiendas sin guía de remisión transportista');
      const [company] = await ex.select().from(empresa).limit(1);
      if (!company) throw new BusinessError('Registre la empresa antes de emitir guías');
      const idserie = await seriesOf(ex, exit.idsucursal_origen);
      const partida = await point(ex, exit.idsucursal_origen);
      const llegada = await point(ex, exit.idsucursal_destino);

      const groups = byShipperAndConsignee(parcels);
      for (const group of groups) {
        const first = group[0]!;
        const peso = group.reduce((total, p) => total + Number(p.peso), 0);
        if (!(peso > 0))
          throw new BusinessError(
            `Las encomiendas de ${first.remitente.razonSocial} no tienen peso: regístrelo antes de emitir la guía`,
          );
        const taken = await takeNextNumber(ex, idserie);
        const consigneePays = group.every((p) => p.paga === 'consignado');
        const shipperGuides = [...new Set(group.flatMap((p) => (p.guiaRemitente ? [p.guiaRemitente] : [])))];
        const doc: CarrierGuideDoc = {
          tipoDoc: '31',
          serie: taken.serie,
          numero: taken.numero,
          fechaEmision: today,
          registroMtc: company.registro_mtc ?? undefined,
          remitente: first.remitente as Party,
          destinatario: first.consignado as Party,
          guiasRemitente: shipperGuides,
          guiasRemitenteRuc: first.guiaRemitenteRuc ?? undefined,
          pagadorFlete: consigneePays ? { tipo: 'Tercero', parte: first.consignado as Party } : { tipo: 'Remitente' },
          observacion: `Encomiendas ${group.map((p) => p.guia).join(', ')}`,
          envio: {
            fechaTraslado,
            pesoTotal: peso.toFixed(3),
            vehiculo: { placa: exit.placa, tuc: exit.tuc ?? undefined },
            conductores: [
              {
                tipoDoc: driver.tipo_documento,
                numDoc: driver.numero_documento,
                nombres: driver.nombres,
                apellidos: driver.apellidos,
                licencia: driver.licencia,
              },
            ],
            partida,
            llegada,
          },
          lineas: group.map((p) => ({
            codigo: p.guia,
            descripcion: `Encomienda ${p.guia}: ${p.descripcion ?? 'paquete'}`,
            unidad: 'NIU',
            cantidad: p.piezas,
          })),
        };
        const info = await cpe.emitirGuiaTransportista(company.ruc, doc, { tx: ex, enviar });
        const [guide] = await ex
          .insert(guiaTransportista)
          .values({
            idsalidavehiculos,
            idserie,
            serie: taken.serie,
            numero: taken.numero,
            fecha_emision: today,
            remitente_tipo: first.remitente.tipoDoc,
            remitente_documento: first.remitente.numDoc,
            remitente_nombre: first.remitente.razonSocial,
            destinatario_tipo: first.consignado.tipoDoc,
            destinatario_documento: first.consignado.numDoc,
            destinatario_nombre: first.consignado.razonSocial,
            peso: peso.toFixed(3),
            cpe_documento_id: info.id,
            idusuario: actor.idusuario,
          })
          .returning({ id: guiaTransportista.idguiatransportista });
        await ex
          .update(encomienda)
          .set({ idguiatransportista: guide!.id })
          .where(
            inArray(
              encomienda.id_encomienda,
              group.map((p) => p.id),
            ),
          );
      }
      return groups.length;
    },

    /** A guide with what its print needs: the saved guide, its exit and the parcels it covers. */
    async get(id: number, ex: Executor = db) {
      const [guide] = await ex.select().from(guiaTransportista).where(eq(guiaTransportista.idguiatransportista, id));
      if (!guide) throw notFound('La guía transportista');
      const parcels = await ex
        .select({
          guia: encomienda.numero_guia,
          descripcion: encomienda.descripcion,
          piezas: encomienda.piezas,
          peso: encomienda.peso,
          paga: encomienda.paga,
          guiaRemitente: encomienda.guia_remitente,
          guiaRemitenteRuc: encomienda.guia_remitente_ruc,
        })
        .from(encomienda)
        .where(eq(encomienda.idguiatransportista, id))
        .orderBy(asc(encomienda.id_encomienda));
      return { guide, parcels };
    },
  };
}
