import { CATALOGO_06 } from './identidad.js';
import type { Regla } from './regla.js';
import type { GuiaUbl, ParteUbl, UblDocumento } from './ubl.js';

/**
 * What each reason of catálogo 20 asks of a guía de remisión remitente (SUNAT's GRE remitente rules,
 * ValidaExprRegGreRemitente-2.0.1): who the recipient is, the supplier (SellerSupplierParty) and the
 * buyer (BuyerCustomerParty), the related documents and their issuers, the establishments, and the
 * description of reason 13.
 */

const g = (d: UblDocumento): GuiaUbl => d.guia!;
const motivo = (d: UblDocumento) => g(d).motivo ?? '';
const es = (d: UblDocumento, ...motivos: string[]) => motivos.includes(motivo(d));
const destinatario = (d: UblDocumento): ParteUbl => d.cliente ?? {};
const mismaParte = (a: ParteUbl | undefined, ruc: string | undefined) => a?.tipoDoc === '6' && a.numDoc === ruc;
const dado = (p: ParteUbl | undefined) => Boolean(p?.numDoc || p?.tipoDoc || p?.nombre);

/** Related documents whose issuer's RUC SUNAT asks for (3380). */
const CON_EMISOR = ['01', '03', '04', '09', '12', '48'];
/** Number formats of related documents (3441). */
const FORMATO_RELACIONADO: Record<string, RegExp> = {
  '01': /^([F][A-Z0-9]{3}|\d{1,4}|E001)-(?!0+$)\d{1,8}$/,
  '03': /^([B][A-Z0-9]{3}|\d{1,4}|EB01)-(?!0+$)\d{1,8}$/,
  '04': /^([L][A-Z0-9]{3}|\d{1,4}|E001)-(?!0+$)\d{1,8}$/,
  '09': /^([T][A-Z0-9]{3}|\d{1,4}|EG01|EG02)-(?!0+$)\d{1,8}$/,
  '12': /^[a-zA-Z0-9-]{1,20}-[a-zA-Z0-9-]{1,20}$/,
  '50': /^\d{3}-\d{4}-\d{2}-\d{1,6}$/,
  '52': /^\d{3}-\d{4}-\d{2}-\d{1,6}$/,
};

/** Whose RUC issues a related document, by reason (3381): the sender's own sales, the recipient's returns. */
function emisorEsperado(d: UblDocumento, tipoDoc: string): string | undefined {
  if (tipoDoc === '09') return d.emisorRuc;
  if (es(d, '01', '03') && ['01', '03', '12'].includes(tipoDoc)) return d.emisorRuc;
  if (es(d, '02') && ['04', '48'].includes(tipoDoc)) return d.emisorRuc;
  if (es(d, '06') && ['01', '03', '12'].includes(tipoDoc)) return destinatario(d).numDoc;
  return undefined;
}

export const reglasMotivos: Regla[] = [
  // The recipient.
  {
    codigo: 2554,
    familia: 'guias',
    tipos: ['09'],
    descripcion:
      'Motivos 02 (compra), 04 (entre establecimientos) y 07 (recojo de bienes transformados): el destinatario es el remitente',
    revisar: (d) => es(d, '02', '04', '07') && !mismaParte(destinatario(d), d.emisorRuc) && '',
  },
  {
    codigo: 2555,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivos 01, 03, 05, 06, 09, 14 y 17: el destinatario no es el remitente',
    revisar: (d) => es(d, '01', '03', '05', '06', '09', '14', '17') && mismaParte(destinatario(d), d.emisorRuc) && '',
  },
  {
    codigo: 3417,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivos 06 (devolución) y 17 (traslado para transformación): el destinatario tiene RUC',
    revisar: (d) => es(d, '06', '17') && destinatario(d).tipoDoc !== '6' && '',
  },
  // The supplier (SellerSupplierParty).
  {
    codigo: 4375,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivos 02 y 07: se indica el proveedor',
    revisar: (d) => es(d, '02', '07') && !g(d).proveedor?.numDoc && '',
  },
  {
    codigo: 2552,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivos 02, 07 y 13: el proveedor indica su tipo de documento',
    revisar: (d) => es(d, '02', '07', '13') && Boolean(g(d).proveedor?.numDoc) && !g(d).proveedor?.tipoDoc && '',
  },
  {
    codigo: 3447,
    familia: 'guias',
    tipos: ['09'],
    descripcion:
      'El documento del proveedor es DNI, carné, RUC o pasaporte en el motivo 02, RUC en el 07, del catálogo 06 en el 13',
    revisar(d) {
      const p = g(d).proveedor;
      if (!p?.numDoc || !p.tipoDoc) return false;
      if (es(d, '02')) return !['1', '4', '6', '7'].includes(p.tipoDoc) && '';
      if (es(d, '07')) return p.tipoDoc !== '6' && '';
      if (es(d, '13')) return !CATALOGO_06.includes(p.tipoDoc) && '';
      return false;
    },
  },
  {
    codigo: 3448,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivos 02 y 07: el proveedor no es el remitente',
    revisar: (d) => es(d, '02', '07') && mismaParte(g(d).proveedor, d.emisorRuc) && '',
  },
  {
    codigo: 3449,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivos 02, 07 y 13: el proveedor indica su nombre o razón social',
    revisar: (d) => es(d, '02', '07', '13') && Boolean(g(d).proveedor?.numDoc) && !g(d).proveedor?.nombre && '',
  },
  {
    codigo: 3442,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivos 02 y 07: el proveedor emitió alguno de los comprobantes relacionados (01, 03, 12)',
    revisar(d) {
      const p = g(d).proveedor;
      const comprobantes = g(d).relacionados.filter((r) => ['01', '03', '12'].includes(r.tipoDoc ?? ''));
      if (!es(d, '02', '07') || !p?.numDoc || !comprobantes.length) return false;
      return !comprobantes.some((r) => r.emisor === p.numDoc) && '';
    },
  },
  {
    codigo: 4054,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Solo los motivos 02, 07 y 13 llevan proveedor',
    revisar: (d) => !es(d, '02', '07', '13') && dado(g(d).proveedor) && '',
  },
  // The buyer (BuyerCustomerParty).
  {
    codigo: 4378,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivo 03 (venta con entrega a terceros): se indica el comprador',
    revisar: (d) => es(d, '03') && !g(d).comprador?.numDoc && '',
  },
  {
    codigo: 3332,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'El tipo de documento del comprador es del catálogo 06',
    revisar: (d) => Boolean(g(d).comprador?.tipoDoc) && !CATALOGO_06.includes(g(d).comprador!.tipoDoc!) && '',
  },
  {
    codigo: 3334,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivo 03: el comprador no es el remitente',
    revisar: (d) => es(d, '03') && mismaParte(g(d).comprador, d.emisorRuc) && '',
  },
  {
    codigo: 3335,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivo 03: el comprador no es el destinatario',
    revisar(d) {
      const c = g(d).comprador;
      const r = destinatario(d);
      return es(d, '03') && Boolean(c?.numDoc) && c!.tipoDoc === r.tipoDoc && c!.numDoc === r.numDoc && '';
    },
  },
  {
    codigo: 3339,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivo 03: el comprador indica su nombre o razón social',
    revisar: (d) => es(d, '03') && Boolean(g(d).comprador?.numDoc) && !g(d).comprador?.nombre && '',
  },
  {
    codigo: 4377,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Solo los motivos 03 y 13 llevan comprador',
    revisar: (d) => !es(d, '03', '13') && dado(g(d).comprador) && '',
  },
  // Related documents.
  {
    codigo: 3380,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Un documento relacionado 01, 03, 04, 09, 12 o 48 indica el RUC de su emisor',
    revisar: (d) =>
      g(d)
        .relacionados.filter((r) => CON_EMISOR.includes(r.tipoDoc ?? '') && !r.emisor)
        .map((r) => `${r.tipoDoc}-${r.numero}`),
  },
  {
    codigo: 3382,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'El emisor de un documento relacionado 01, 03, 04, 09, 12 o 48 se identifica con su RUC',
    revisar: (d) =>
      g(d)
        .relacionados.filter((r) => CON_EMISOR.includes(r.tipoDoc ?? '') && r.emisor && r.emisorTipo !== '6')
        .map((r) => `${r.tipoDoc}-${r.numero}`),
  },
  {
    codigo: 3381,
    familia: 'guias',
    tipos: ['09'],
    descripcion:
      'El emisor del documento relacionado corresponde al motivo: el remitente en sus ventas (01, 03) y guías, el destinatario en una devolución (06)',
    revisar: (d) =>
      g(d)
        .relacionados.filter((r) => {
          const esperado = r.emisor ? emisorEsperado(d, r.tipoDoc ?? '') : undefined;
          return esperado !== undefined && r.emisor !== esperado;
        })
        .map((r) => `${r.tipoDoc}-${r.numero}`),
  },
  {
    codigo: 3441,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'El número del documento relacionado tiene el formato de su tipo',
    revisar: (d) =>
      g(d)
        .relacionados.filter((r) => FORMATO_RELACIONADO[r.tipoDoc ?? '']?.test(r.numero ?? '') === false)
        .map((r) => `${r.tipoDoc}-${r.numero}`),
  },
  {
    codigo: 3440,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivos 08 (importación) y 09 (exportación): se relaciona la DAM o la DS (50, 52)',
    revisar: (d) => es(d, '08', '09') && !g(d).relacionados.some((r) => ['50', '52'].includes(r.tipoDoc ?? '')) && '',
  },
  {
    codigo: 3445,
    familia: 'guias',
    tipos: ['09'],
    descripcion:
      'Los documentos relacionados corresponden al motivo: en 08 y 09 solo 09, 49, 50, 52 y 80; la DAM o DS (50, 52) solo en 08, 09 y 13',
    revisar(d) {
      const tipos = g(d).relacionados.map((r) => r.tipoDoc ?? '');
      if (es(d, '08', '09')) return tipos.some((t) => !['09', '49', '50', '52', '80'].includes(t)) && '';
      if (!es(d, '13')) return tipos.some((t) => ['50', '52'].includes(t)) && '';
      return false;
    },
  },
  // Establishments and the rest.
  {
    codigo: 3411,
    familia: 'guias',
    tipos: ['09'],
    descripcion:
      'El establecimiento de partida no es del remitente en los motivos 02, 07 y 08; el de llegada no lo es en los motivos 01, 03, 05, 06, 14 y 17',
    revisar(d) {
      const out: string[] = [];
      if (es(d, '02', '07', '08') && g(d).partida.rucLocal === d.emisorRuc) out.push('partida');
      if (es(d, '01', '03', '05', '06', '14', '17') && g(d).llegada.rucLocal === d.emisorRuc) out.push('llegada');
      return out;
    },
  },
  {
    codigo: 3419,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivos 08 y 09: se indica el número de bultos o pallets',
    revisar: (d) => es(d, '08', '09') && !g(d).bultos && '',
  },
  {
    codigo: 3457,
    familia: 'guias',
    tipos: ['09'],
    descripcion: 'Motivo 13 (otros): se describe el motivo del traslado',
    revisar: (d) => es(d, '13') && !g(d).descripcionMotivo?.trim() && '',
  },
];
