import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { reservaEstanciaHuesped } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import { dayText, type LockedStay } from './stay.js';

/**
 * An export of lodging to a non-domiciled foreigner (Ley del IGV art. 33 and Apéndice V num. 4, its
 * Reglamento art. 9.2): operation 0202 (0205 when a tourist package is sold with it), every line of
 * affectation 40 without IGV, each naming its beneficiary with the item properties of catálogo 55.
 * The conditions: the main guest shows a passport (a DNI or a carné de extranjería is someone
 * domiciled or resident), of a country other than Peru, resides abroad, entered the country on a
 * known day before the check-in, and stays at most 60 calendar days from that entry.
 */
export const EXPORT_MAX_DAYS = 60;
const PASSPORT = '7';
const OTHERWISE = 'el check-out puede emitirse como venta gravada con IGV (sin marcar exportación)';

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

export interface LodgingProperty {
  codigo: string;
  nombre: string;
  valor?: string;
  inicio?: string;
  fin?: string;
  dias?: number;
}

/** The export's operation and the properties every line carries, or the refusal with its reason. */
export async function lodgingExport(stay: LockedStay, withPackage: boolean, ex: Executor) {
  const [guest] = await ex
    .select()
    .from(reservaEstanciaHuesped)
    .where(
      and(
        eq(reservaEstanciaHuesped.reserva_estancia_id, stay.reserva_estancia_id),
        eq(reservaEstanciaHuesped.principal, true),
      ),
    );
  const refuse = (why: string) => {
    throw new BusinessError(`No es una exportación de servicios: ${why}; ${OTHERWISE}`);
  };
  if (!guest) return refuse('registre al huésped principal con su pasaporte');
  const who = guest.nombres;
  if (guest.tipo_documento !== PASSPORT)
    return refuse(`${who} no se identifica con pasaporte (un DNI o carné de extranjería es de un domiciliado)`);
  if (guest.nacionalidad === 'PE') return refuse(`${who} es de nacionalidad peruana`);
  if (!guest.pais_emision) return refuse(`falta el país de emisión del pasaporte de ${who}`);
  if (guest.pais_emision === 'PE') return refuse(`el pasaporte de ${who} es peruano`);
  if (!guest.pais_residencia) return refuse(`falta el país de residencia de ${who}`);
  if (guest.pais_residencia === 'PE') return refuse(`${who} reside en el Perú (es domiciliado)`);
  if (!guest.fecha_ingreso_pais)
    return refuse(`falta la fecha de ingreso al país de ${who} (sello del pasaporte o Tarjeta Andina de Migración)`);
  if (guest.fecha_ingreso_pais > stay.f1)
    return refuse(`${who} ingresó al país el ${dayText(guest.fecha_ingreso_pais)}, después de su llegada al hotel`);
  const fromEntry = daysBetween(guest.fecha_ingreso_pais, stay.f2);
  if (fromEntry > EXPORT_MAX_DAYS)
    return refuse(
      `desde el ingreso al país (${dayText(guest.fecha_ingreso_pais)}) hasta la salida pasan ${fromEntry} días; el beneficio alcanza ${EXPORT_MAX_DAYS} días calendario`,
    );
  const propiedades: LodgingProperty[] = [
    { codigo: '4000', nombre: 'Código de país de emisión del pasaporte', valor: guest.pais_emision },
    { codigo: '4001', nombre: 'Código de país de residencia del sujeto no domiciliado', valor: guest.pais_residencia },
    { codigo: '4002', nombre: 'Fecha de ingreso al país', inicio: guest.fecha_ingreso_pais },
    { codigo: '4003', nombre: 'Fecha de ingreso al establecimiento', inicio: stay.f1 },
    { codigo: '4004', nombre: 'Fecha de salida del establecimiento', fin: stay.f2 },
    { codigo: '4005', nombre: 'Número de días de permanencia', dias: daysBetween(stay.f1, stay.f2) },
    { codigo: '4007', nombre: 'Nombres y apellidos del huésped', valor: guest.nombres },
    { codigo: '4008', nombre: 'Tipo de documento de identidad del huésped', valor: guest.tipo_documento },
    { codigo: '4009', nombre: 'Número de documento de identidad del huésped', valor: guest.numero_documento },
  ];
  return { tipoOperacion: withPackage ? ('0205' as const) : ('0202' as const), propiedades };
}
