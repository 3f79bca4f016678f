import { inArray, sql } from 'drizzle-orm';
import { dec } from '@trade/money';
import { isValidRuc, todayLima } from '@trade/formats';
import { MOTIVO_ENTRE_ESTABLECIMIENTOS, PRIVADO, PUBLICO, type GuideBody } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { distrito } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';

/**
 * The checks of a guide before it is numbered, in Spanish and in the order a user fills the form.
 * SUNAT's own rules (rules/guias.ts) run again on the built XML; these give clearer messages first
 * and cover what SUNAT checks only on its side (ubigeos that exist, the carrier's RUC check digit).
 */

/** 'abc-123' → 'ABC123': SUNAT takes plates as 6 to 8 letters or digits (2567). */
export const normalizePlate = (placa: string) => placa.replace(/-/g, '').toUpperCase();
const PLATE = /^[A-Z0-9]{6,8}$/;
const LICENCE = /^[A-Z0-9]{9,10}$/;
const DRIVER_DOCUMENT: Record<string, { re: RegExp; message: string }> = {
  '1': { re: /^[0-9]{8}$/, message: 'el DNI debe tener 8 dígitos' },
  '4': { re: /^[A-Za-z0-9]{1,12}$/, message: 'el carné de extranjería debe tener de 1 a 12 letras o números' },
  '7': { re: /^[A-Za-z0-9]{1,12}$/, message: 'el pasaporte debe tener de 1 a 12 letras o números' },
};

export async function checkGuide(tx: Executor, input: GuideBody, emisorRuc: string): Promise<void> {
  const today = todayLima();
  if (input.fecha_emision > today) throw new BusinessError('La fecha de emisión no puede ser posterior a hoy');
  if (input.fecha_traslado < input.fecha_emision)
    throw new BusinessError('La fecha de inicio del traslado no puede ser anterior a la fecha de emisión de la guía');

  const ubigeos = [...new Set([input.partida_ubigeo, input.llegada_ubigeo])];
  const found = await tx
    .select({ id: distrito.iddistrito })
    .from(distrito)
    .where(inArray(distrito.iddistrito, ubigeos));
  const known = new Set(found.map((f) => f.id));
  if (!known.has(input.partida_ubigeo))
    throw new BusinessError(`El ubigeo de partida ${input.partida_ubigeo} no existe`);
  if (!known.has(input.llegada_ubigeo))
    throw new BusinessError(`El ubigeo de llegada ${input.llegada_ubigeo} no existe`);
  if (input.motivo === MOTIVO_ENTRE_ESTABLECIMIENTOS) {
    if (!input.partida_codigo_local)
      throw new BusinessError(
        'Para el motivo 04 (traslado entre establecimientos) indique el código de establecimiento del punto de partida',
      );
    if (!input.llegada_codigo_local)
      throw new BusinessError(
        'Para el motivo 04 (traslado entre establecimientos) indique el código de establecimiento del punto de llegada',
      );
    if (
      input.partida_codigo_local === input.llegada_codigo_local &&
      input.partida_direccion.trim().toUpperCase() === input.llegada_direccion.trim().toUpperCase()
    )
      throw new BusinessError('Los puntos de partida y llegada son el mismo establecimiento');
  }

  // What catálogo 20 asks of some reasons (SUNAT 3457, 3440, 3419, 3445).
  if (input.motivo === '13' && !input.descripcion_motivo?.trim())
    throw new BusinessError('Para el motivo 13 (otros) describa el motivo del traslado');
  const aduana = ['50', '52'].includes(input.documento_relacionado_tipo ?? '');
  if (['08', '09'].includes(input.motivo)) {
    if (!aduana)
      throw new BusinessError(
        `Para el motivo ${input.motivo} relacione la declaración aduanera (DAM 50 o declaración simplificada 52)`,
      );
    if (!input.bultos) throw new BusinessError(`Para el motivo ${input.motivo} indique el número de bultos o pallets`);
  } else if (aduana && input.motivo !== '13')
    throw new BusinessError('Una declaración aduanera se relaciona solo en una importación (08) o exportación (09)');

  if (!dec(input.peso_bruto).gt(0)) throw new BusinessError('El peso bruto total debe ser mayor que cero');
  for (const [i, item] of input.items.entries())
    if (!dec(item.cantidad).gt(0)) throw new BusinessError(`Línea ${i + 1}: la cantidad debe ser mayor que cero`);

  const m1l = input.vehiculo_m1l === true;
  if (input.modalidad === PUBLICO) {
    const ruc = input.transportista_ruc?.trim();
    if (!m1l || ruc) {
      if (!ruc) throw new BusinessError('Para el transporte público indique el RUC del transportista');
      if (!isValidRuc(ruc))
        throw new BusinessError(
          'El RUC del transportista no es válido: debe tener 11 dígitos, empezar con 10, 15, 17 o 20 y tener el dígito verificador correcto',
        );
      if (ruc === emisorRuc)
        throw new BusinessError('El transportista no puede ser el remitente: use transporte privado');
      if (!input.transportista_razon_social?.trim())
        throw new BusinessError('Para el transporte público indique la razón social del transportista');
    }
  }
  if (input.modalidad === PRIVADO) {
    const placas = (input.placas ?? []).map(normalizePlate);
    if (!m1l && !placas.length) throw new BusinessError('Para el transporte privado indique la placa del vehículo');
    const wrong = placas.find((p) => !PLATE.test(p));
    if (wrong) throw new BusinessError(`La placa ${wrong} no es válida: debe tener de 6 a 8 letras o números`);
    const drivers = input.conductores ?? [];
    if (!m1l && !drivers.length)
      throw new BusinessError('Para el transporte privado indique el conductor del vehículo');
    for (const [i, d] of drivers.entries()) {
      const who = i === 0 ? 'Conductor principal' : `Conductor ${i + 1}`;
      const rule = DRIVER_DOCUMENT[d.tipo_documento]!;
      if (!rule.re.test(d.numero_documento)) throw new BusinessError(`${who}: ${rule.message}`);
      if (!LICENCE.test(d.licencia.toUpperCase()))
        throw new BusinessError(
          `${who}: la licencia de conducir debe tener de 9 a 10 letras o números (por ejemplo Q12345678)`,
        );
    }
  }
}

/** The distinct ubigeos a guide names (for the print: department, province, district names). */
export async function ubigeoNames(ex: Executor, ids: string[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; nombre: string }>(
    ex,
    sql`select d.iddistrito as id, dep.nombre || ' - ' || p.nombre || ' - ' || d.nombre as nombre
          from distrito d join provincia p on p.idprovincia = d.idprovincia join departamento dep on dep.iddepartamento = d.iddepartamento
         where d.iddistrito in (${sql.join(
           ids.map((i) => sql`${i}`),
           sql`, `,
         )})`,
  );
  return new Map(rows.map((r) => [r.id, r.nombre]));
}
