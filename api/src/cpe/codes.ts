import { readFileSync } from 'node:fs';
import { codeErrorsFile } from './paths.js';

/** SUNAT response and error codes with their Spanish text (CodeErrors.xml, 1,711 codes). */

let table: Map<number, string> | undefined;

function load(): Map<number, string> {
  if (table) return table;
  const xml = readFileSync(codeErrorsFile, 'utf8');
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  table = new Map();
  for (const m of xml.matchAll(/<error code="(\d+)">([\s\S]*?)<\/error>/g)) {
    const message = m[2]!.replace(/&(#x?[0-9a-f]+|\w+);/gi, (_e, n: string) =>
      n.startsWith('#x')
        ? String.fromCodePoint(parseInt(n.slice(2), 16))
        : n.startsWith('#')
          ? String.fromCodePoint(Number(n.slice(1)))
          : (entities[n] ?? `&${n};`),
    );
    table.set(Number(m[1]), message.trim());
  }
  return table;
}

/**
 * Codes SUNAT's rules use that the bundled CodeErrors.xml predates. Since PAS20211U210700059 ("Excel v7")
 * several observations became rejections under new codes with the same meaning: those reuse the
 * observation's text. The guía (GRE 2022) codes have no text in the file: SUNAT's own, from the
 * CatalogoErrores.xml of its validator where it has them, ours in SUNAT's style otherwise.
 */
const SUPLEMENTO: Record<number, number | string> = {
  3270: 4287,
  3271: 4288,
  3272: 4294,
  3278: 4309,
  3279: 4310,
  3280: 4312,
  3290: 4289,
  3292: 4293,
  3295: 4302,
  3300: 4307,
  3301: 4308,
  3303: 4314,
  3306: 4321,
  3273: 4295,
  3274: 4296,
  3275: 4297,
  3276: 4298,
  3277: 4299,
  3293: 4300,
  3294: 4301,
  3315: 'Si el tipo de nota de credito es 13, el Importe total debe ser cero',
  3319: 'La suma de las cuotas no coincide con el monto neto pendiente de pago',
  // GRE remitente (CatalogoErrores.xml of SUNAT's validator, as written there).
  3332: 'El tipo de documento de identidad del Comprador es invalido',
  3334: 'El tipo y numero de documento de identidad del Remitente no puede ser es el mismo que el Comprador',
  3335: 'El tipo y numero de documento de identidad del Destinatario no debe ser es el mismo que el Comprador',
  3339: 'El XML no contiene el tag o no existe informacion del nombre o razon social del Comprador',
  3380: 'Debe consignar el RUC del emisor del documento relacionado',
  3381: 'El RUC del emisor del documento relacionado no corresponde',
  3382: 'El Tipo de documento del emisor del documento relacionado debe ser Numero de RUC',
  3411: 'El Numero de RUC  asociado al punto de partida/llegada no debe ser el igual al Numero de RUC del remitente',
  3417: 'Para el motivo de traslado 05, 06 y 17 el tipo de documento de identidad del destinatario debe ser 6-RUC',
  3419: "Si el Motivo de traslado es 08-Importacion o 09-Exportacion, debe consignar algun 'Numero de contenedor' o el 'Numero de Bultos o Pallets'",
  3440: 'No se ha ingresado el tipo Declaracion Aduanera de Mercancias (DAM) o el Declaracion Simplificada (DS)  para el motivo de traslado selecionado',
  3441: 'El numero de documento relacionado al traslado de mercancias no cumple con el formato establecido',
  3442: 'El Numero de RUC del Proveedor debe coincidir con alguno de los Numero de RUC emisor de los documentos relacionados',
  3445: 'El tipo de documento relacionado no corresponde para motivo de traslado seleccionado',
  3447: 'El tipo de documento de identidad del Proveedor es invalido',
  3448: 'El tipo y numero de documento de identidad del Remitente no puede ser es el mismo que el Proveedor',
  3449: 'El XML no contiene el tag o no existe informacion del nombre o razon social del Proveedor',
  3457: 'El XML no contiene el atributo o no existe informacion en descripcion del motivo de traslado.',
  4375: 'Corresponde ingresar informacion del Proveedor',
  4377: 'Para el motivo de traslado no corresponde consignar informacion del Comprador',
  4378: 'Para el motivo de traslado debe existir informacion del Comprador',
  3343: 'La fecha de inicio del traslado no puede ser anterior a la fecha de emisión de la guía',
  3357: 'Debe consignar los datos del conductor principal',
  3365: 'Debe consignar el código de establecimiento anexo del punto de partida',
  3369: 'Debe consignar el código de establecimiento anexo del punto de llegada',
  3414: 'El establecimiento anexo debe pertenecer al RUC del remitente',
  // GRE transportista (31), CatalogoErrores.xml of SUNAT's validator, as written there.
  3340: 'El documento relacionado al traslado de mercancias se encuentra duplicado',
  3344: 'El indicador no debe repetirse',
  3346: 'Solo corresponde ingresar mas de 1 documento relacionado si uno de los tipos de documentos relacionados es "31", "65", "66", "67", "68" o "69", o "09" (solo guia electronica)',
  3355: 'El Numero de Constancia de Inscripcion Vehicular o Certificado de Habilitacion Vehicular o la TUC (fisica o electronica) no cumple con el formato establecido',
  3358: 'Solo debe existir informacion de un conductor principal',
  3360: 'Debe consignar informacion de los nombres del conductor',
  3361: 'Debe consignar informacion de los apellidos del conductor',
  3383: 'Debe consignar el Numero de documento de identidad del Remitente',
  3384: 'El Numero de documento de identidad del Remitente no cumple con el formato establecido',
  3387: 'Debe consignar el Nombre o razon social del Remitente',
  3388: 'El indicador no cumple con el formato establecido',
  3399: 'El Tipo de documento de identidad de quien paga el servicio es invalido',
  3400: 'El Numero de documento de identidad de quien paga el servicio no cumple con el formato establecido',
  3406: 'El XML no contiene el tag o no existe informacion de la fecha de inicio de traslado o fecha de entrega del bien al Transportista',
  3435: 'Debe consignar el detalle de los bienes a transportar',
  3458: 'El numero de item debe ser mayor a cero. Solo se permite colocar cero para consignar una anotacion opcional sobre los bienes a transportar.',
  4370: 'El XML no contiene el tag o no existe informacion del nombre o razon social de quien paga el servicio',
  4388: 'Debe consignar el Indicador de pagador de flete',
  4391: 'El Numero de Registro MTC del transportista no existe o no contiene informacion',
  4392: 'El Numero de Registro MTC del transportista no cumple con el formato establecido',
  4399: 'No ha consignado el Numero de Constancia de Inscripcion Vehicular o Certificado de Habilitacion Vehicular o la TUC (fisica o electronica)',
  4401: 'El XML no contiene el tag o no existe informacion del tipo de documento de identidad de quien paga el servicio',
  4402: 'El XML no contiene el atributo o no existe informacion del numero de documento de identidad de quien paga el servicio',
  4429: 'La anotacion opcional sobre los bienes a transportar no existe o no contiene informacion',
  4434: 'No corresponde consignar el detalle de los bienes a transportar',
  4386: 'La fecha de entrega de los bienes al transportista no debe ser anterior a la fecha de emisión de la guía',
};

/** Spanish text of a SUNAT code ("0111", 2800 ...), or undefined when unknown. */
export function describeSunatCode(code: string | number): string | undefined {
  const n = Number(String(code).replace(/\D/g, ''));
  if (!Number.isFinite(n)) return undefined;
  const text = load().get(n);
  if (text !== undefined) return text;
  const extra = SUPLEMENTO[n];
  return typeof extra === 'number' ? load().get(extra) : extra;
}

/** "2800 - El dato ingresado ..." (falls back to the given text). */
export function sunatMessage(code: string | number, fallback?: string): string {
  const padded = String(code).padStart(4, '0');
  const text = describeSunatCode(code) ?? fallback ?? 'Código de SUNAT desconocido';
  return `${padded} - ${text}`;
}

export type ResultadoSunat = 'aceptado' | 'observado' | 'rechazado' | 'excepcion';

/** 0 accepted; 100-1999 exception (retry); 2000-3999 rejected; 4000+ accepted with observations. */
export function classifySunatCode(code: number): ResultadoSunat {
  if (code === 0) return 'aceptado';
  if (code >= 4000) return 'observado';
  if (code >= 2000) return 'rechazado';
  return 'excepcion';
}
