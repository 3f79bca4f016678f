import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { blankToNull } from '../../core/envelope.js';
import {
  GUIA_EMITIDA,
  GUIA_POR_CORREGIR,
  GUIDE_REVERSIBLE_STATES,
  GUIDE_UNSENT_STATES,
  MOTIVOS_A_TERCEROS,
  MOTIVOS_CON_COMPRADOR,
  MOTIVOS_CON_PROVEEDOR,
  MOTIVOS_PROPIOS,
  MOTIVOS_TRASLADO,
  DOCUMENTOS_RELACIONADOS,
  type GuideBody,
} from '@trade/contracts/billing-cpe';
import type { Database, Executor } from '../../db/client.js';
import {
  comprobante,
  empresa,
  guia,
  guiaDetalle,
  persona,
  producto,
  serie,
  tipoDocumento,
  transferencia,
  unidadMedida,
} from '../../db/schema/index.js';
import type { GuideParty } from '../../db/schema/billing-cpe-guides.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { takeNextNumber } from '../../core/numbering.js';
import type { SessionUser } from '../../core/access.js';
import { cpeRepository, type CpeService, type GuiaRemision } from '../../cpe/index.js';
import { checkGuide, normalizePlate } from './guides.validation.js';
import { checkSaleForGuide } from './guides.sale.js';

/**
 * Writes of the dispatch guides, each inside the route's transaction. Saving numbers the guide from a
 * 09 series of the user's branch, writes it with its goods and issues its CPE document (built, checked
 * against SUNAT's rules, signed, queued) with the same transaction: a refusal anywhere leaves nothing,
 * not even a used number. The engine's steps (generate, sign, send) are idempotent re-runs.
 */

type GuiaRecord = typeof guia.$inferSelect;
const partyOf = (p: GuideParty) => ({ tipoDoc: p.tipo, numDoc: p.numero, razonSocial: p.nombre });

/** Engine states from which a guide may go back to be corrected: SUNAT never accepted it. */
const REVERSIBLE_FINAL: readonly string[] = GUIDE_REVERSIBLE_STATES.values;
/** Signed or failed without ever reaching SUNAT: abandoned (marked invalido) when the guide is corrected. */
const REVERSIBLE_UNSENT: readonly string[] = GUIDE_UNSENT_STATES.values;

export function guidesService(db: Database, cpe: CpeService) {
  const engine = cpeRepository(db);

  async function company(tx: Executor) {
    const [row] = await tx.select().from(empresa).limit(1);
    if (!row) throw new BusinessError('Registre la empresa antes de emitir guías');
    return row;
  }

  /** The given 09 series (of the user's branch), or the branch's first active one. */
  async function resolveSeries(tx: Executor, idserie: number | null | undefined, actor: SessionUser): Promise<number> {
    if (idserie) {
      const [row] = await tx
        .select({ codigo: comprobante.codigo, idsucursal: serie.idsucursal, estado: serie.estado })
        .from(serie)
        .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
        .where(eq(serie.idserie, idserie));
      if (!row) throw notFound('La serie');
      if (row.codigo !== '09') throw new BusinessError('La serie no es de guías de remisión remitente (09)');
      if (actor.idsucursal && row.idsucursal !== actor.idsucursal)
        throw new BusinessError('La serie no es de su sucursal');
      return idserie;
    }
    if (!actor.idsucursal) throw new BusinessError('Su usuario no tiene sucursal: elija la serie de la guía');
    const [first] = await tx
      .select({ idserie: serie.idserie })
      .from(serie)
      .innerJoin(comprobante, eq(comprobante.idcomprobante, serie.idcomprobante))
      .where(and(eq(comprobante.codigo, '09'), eq(serie.idsucursal, actor.idsucursal), eq(serie.estado, 1)))
      .orderBy(serie.serie)
      .limit(1);
    if (!first)
      throw new BusinessError('Su sucursal no tiene una serie activa de guías de remisión (T001...); créela en Series');
    return first.idserie;
  }

  /** The recipient as stored on the guide: a person, or the company itself for reasons 04 and 18. */
  async function recipient(tx: Executor, input: GuideBody, emisor: typeof empresa.$inferSelect) {
    const own = (MOTIVOS_PROPIOS as readonly string[]).includes(input.motivo);
    if (!input.idpersona) {
      if (!own) throw new BusinessError('Indique el destinatario de la guía');
      return { idpersona: null, tipo: '6', numero: emisor.ruc, nombre: emisor.razon_social };
    }
    const [who] = await tx
      .select({
        idpersona: persona.idpersona,
        tipo: tipoDocumento.codigo,
        numero: persona.numero_documento,
        nombre: persona.nombres,
        estado: persona.estado,
      })
      .from(persona)
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
      .where(eq(persona.idpersona, input.idpersona));
    if (!who) throw notFound('El destinatario');
    if (who.estado !== 1) throw new BusinessError(`${who.nombre} está desactivado`);
    if (who.tipo === '-') throw new BusinessError('El destinatario de una guía debe tener documento de identidad');
    const isSelf = who.tipo === '6' && who.numero === emisor.ruc;
    if (own && !isSelf)
      throw new BusinessError(`Para el motivo ${input.motivo} el destinatario debe ser la propia empresa`);
    if (isSelf && (MOTIVOS_A_TERCEROS as readonly string[]).includes(input.motivo))
      throw new BusinessError(`Para el motivo ${input.motivo} el destinatario no puede ser la propia empresa`);
    if (['06', '17'].includes(input.motivo) && who.tipo !== '6')
      throw new BusinessError(`Para el motivo ${input.motivo} el destinatario debe tener RUC`);
    return { idpersona: who.idpersona, tipo: who.tipo, numero: who.numero, nombre: who.nombre };
  }

  /** A person of the people area as the guide keeps it (supplier, buyer). */
  async function personOf(tx: Executor, idpersona: number, what: string): Promise<GuideParty> {
    const [who] = await tx
      .select({
        idpersona: persona.idpersona,
        tipo: tipoDocumento.codigo,
        numero: persona.numero_documento,
        nombre: persona.nombres,
        estado: persona.estado,
      })
      .from(persona)
      .innerJoin(tipoDocumento, eq(tipoDocumento.idtipodocumento, persona.idtipodocumento))
      .where(eq(persona.idpersona, idpersona));
    if (!who) throw notFound(`El ${what}`);
    if (who.estado !== 1) throw new BusinessError(`${who.nombre} está desactivado`);
    if (who.tipo === '-') throw new BusinessError(`El ${what} de una guía debe tener documento de identidad`);
    return { idpersona: who.idpersona, tipo: who.tipo, numero: who.numero, nombre: who.nombre };
  }

  /**
   * The supplier and the buyer catálogo 20 asks for: a purchase (02) or a pickup of transformed goods (07)
   * names who the goods come from (SUNAT 4375; 07 a company with RUC, 3447), a sale delivered to a third
   * party (03) names who bought them (4378), reason 13 may name either; no other reason carries them.
   */
  async function parties(
    tx: Executor,
    input: GuideBody,
    emisor: typeof empresa.$inferSelect,
    who: { tipo: string; numero: string },
  ) {
    const m = input.motivo;
    const conProveedor = (MOTIVOS_CON_PROVEEDOR as readonly string[]).includes(m);
    const conComprador = (MOTIVOS_CON_COMPRADOR as readonly string[]).includes(m);
    if (input.idproveedor && !conProveedor)
      throw new BusinessError(`El motivo ${m} no lleva proveedor (solo 02 compra, 07 y 13 otros)`);
    if (input.idcomprador && !conComprador)
      throw new BusinessError(`El motivo ${m} no lleva comprador (solo 03 venta con entrega a terceros y 13 otros)`);
    if (['02', '07'].includes(m) && !input.idproveedor)
      throw new BusinessError(`Para el motivo ${m} indique el proveedor de los bienes`);
    if (m === '03' && !input.idcomprador)
      throw new BusinessError('Para el motivo 03 (venta con entrega a terceros) indique el comprador');
    const proveedor = input.idproveedor ? await personOf(tx, input.idproveedor, 'proveedor') : null;
    const comprador = input.idcomprador ? await personOf(tx, input.idcomprador, 'comprador') : null;
    const esEmpresa = (p: GuideParty | null) => p?.tipo === '6' && p.numero === emisor.ruc;
    if (esEmpresa(proveedor)) throw new BusinessError('El proveedor no puede ser la propia empresa');
    if (m === '07' && proveedor && proveedor.tipo !== '6')
      throw new BusinessError('Para el motivo 07 el proveedor debe tener RUC');
    if (m === '02' && proveedor && !['1', '4', '6', '7'].includes(proveedor.tipo))
      throw new BusinessError(
        'Para el motivo 02 el proveedor se identifica con DNI, carné de extranjería, RUC o pasaporte',
      );
    if (esEmpresa(comprador)) throw new BusinessError('El comprador no puede ser la propia empresa');
    if (comprador && comprador.tipo === who.tipo && comprador.numero === who.numero)
      throw new BusinessError(
        'El comprador no puede ser el destinatario: con el mismo destinatario use el motivo 01 (venta)',
      );
    return { proveedor, comprador };
  }

  /**
   * The RUC of the related document's issuer (SUNAT 3380) when not typed: the company for its sales and
   * guides, the supplier for a purchase, the recipient for a return (3381).
   */
  function relatedIssuer(
    input: GuideBody,
    emisorRuc: string,
    proveedor: GuideParty | null,
    who: { tipo: string; numero: string },
  ) {
    const typed = blankToNull(input.documento_relacionado_emisor);
    if (typed || !blankToNull(input.documento_relacionado_tipo)) return typed;
    if (!['01', '03', '04', '09', '12', '48'].includes(input.documento_relacionado_tipo!)) return null;
    if (['02', '07'].includes(input.motivo) && ['01', '03', '12'].includes(input.documento_relacionado_tipo!))
      return proveedor?.tipo === '6' ? proveedor.numero : null;
    if (input.motivo === '06' && who.tipo === '6') return who.numero;
    return emisorRuc;
  }

  /** Lines with their product's name when no description was typed, and their units checked. */
  async function resolveLines(tx: Executor, input: GuideBody) {
    const productIds = [...new Set(input.items.map((i) => i.producto_id).filter((id): id is number => Boolean(id)))];
    const unitIds = [...new Set(input.items.map((i) => i.unidad_medida_id))];
    const products = productIds.length
      ? await tx
          .select({ id: producto.producto_id, nombre: producto.denominacion, estado: producto.estado })
          .from(producto)
          .where(inArray(producto.producto_id, productIds))
      : [];
    const units = await tx
      .select({ id: unidadMedida.unidad_medida_id })
      .from(unidadMedida)
      .where(inArray(unidadMedida.unidad_medida_id, unitIds));
    const byId = new Map(products.map((p) => [p.id, p]));
    const unitSet = new Set(units.map((u) => u.id));
    return input.items.map((item, i) => {
      const p = item.producto_id ? byId.get(item.producto_id) : undefined;
      if (item.producto_id && !p) throw new BusinessError(`Línea ${i + 1}: el producto no existe`);
      if (!unitSet.has(item.unidad_medida_id)) throw new BusinessError(`Línea ${i + 1}: la unidad de medida no existe`);
      const descripcion = blankToNull(item.descripcion) ?? p?.nombre;
      if (!descripcion) throw new BusinessError(`Línea ${i + 1}: indique el producto o la descripción del bien`);
      return {
        producto_id: item.producto_id ?? null,
        unidad_medida_id: item.unidad_medida_id,
        descripcion,
        cantidad: item.cantidad,
      };
    });
  }

  /** A transfer moves with one guide: annulled transfers and ones that already have theirs are refused. */
  async function checkTransfer(tx: Executor, idtransferencia: number, except: number | undefined) {
    // The transfer's row is locked so two guides of it saved at once queue: the second sees the first.
    const [t] = await tx
      .select({ estado: transferencia.estado })
      .from(transferencia)
      .where(eq(transferencia.idtransferencia, idtransferencia))
      .for('update');
    if (!t) throw notFound('La transferencia');
    if (t.estado !== 1) throw new BusinessError('La transferencia está anulada');
    const [other] = await tx
      .select({ documento: sql<string>`${guia.serie} || '-' || lpad(${guia.numero}::text, 8, '0')` })
      .from(guia)
      .where(and(eq(guia.idtransferencia, idtransferencia), except ? ne(guia.idguia, except) : undefined))
      .limit(1);
    if (other) throw new BusinessError(`La transferencia ya tiene la guía ${other.documento}`);
  }

  /** The engine's document of a stored guide (SUNAT's terms). */
  async function document(tx: Executor, g: GuiaRecord): Promise<GuiaRemision> {
    const lines = await tx
      .select({
        descripcion: guiaDetalle.descripcion,
        cantidad: guiaDetalle.cantidad,
        unidad: unidadMedida.codigo_sunat,
        codigo: producto.codigo_producto,
      })
      .from(guiaDetalle)
      .innerJoin(unidadMedida, eq(unidadMedida.unidad_medida_id, guiaDetalle.unidad_medida_id))
      .leftJoin(producto, eq(producto.producto_id, guiaDetalle.producto_id))
      .where(eq(guiaDetalle.idguia, g.idguia))
      .orderBy(guiaDetalle.iddetalle);
    const relatedName = DOCUMENTOS_RELACIONADOS.find((d) => d.codigo === g.documento_relacionado_tipo)?.nombre;
    const privado = g.modalidad === '02';
    return {
      tipoDoc: '09',
      serie: g.serie,
      numero: g.numero,
      fechaEmision: g.fecha_emision,
      observacion: g.observacion ?? undefined,
      destinatario: {
        tipoDoc: g.destinatario_tipo_documento,
        numDoc: g.destinatario_numero_documento,
        razonSocial: g.destinatario_nombre,
      },
      ...(g.proveedor ? { proveedor: partyOf(g.proveedor) } : {}),
      ...(g.comprador ? { comprador: partyOf(g.comprador) } : {}),
      documentosRelacionados:
        g.documento_relacionado_tipo && g.documento_relacionado_numero && relatedName
          ? [
              {
                tipoDoc: g.documento_relacionado_tipo,
                tipoDescripcion: relatedName,
                numero: g.documento_relacionado_numero,
                ...(g.documento_relacionado_emisor ? { emisorRuc: g.documento_relacionado_emisor } : {}),
              },
            ]
          : undefined,
      envio: {
        motivoTraslado: g.motivo,
        descripcionMotivo: g.descripcion_motivo ?? MOTIVOS_TRASLADO.find((m) => m.codigo === g.motivo)?.nombre,
        modalidad: g.modalidad as '01' | '02',
        fechaTraslado: g.fecha_traslado,
        pesoTotal: g.peso_bruto,
        unidadPeso: g.unidad_peso,
        numeroBultos: g.bultos ?? undefined,
        vehiculoM1L: g.vehiculo_m1l === 1,
        transportista:
          !privado && g.transportista_ruc
            ? {
                tipoDoc: '6',
                numDoc: g.transportista_ruc,
                razonSocial: g.transportista_razon_social ?? '',
                registroMtc: g.transportista_mtc ?? undefined,
              }
            : undefined,
        vehiculo: privado && g.placas.length ? { placa: g.placas[0]!, secundarios: g.placas.slice(1) } : undefined,
        conductores: privado
          ? g.conductores.map((c) => ({
              tipoDoc: c.tipo_documento,
              numDoc: c.numero_documento,
              nombres: c.nombres,
              apellidos: c.apellidos,
              licencia: c.licencia,
            }))
          : undefined,
        partida: {
          ubigeo: g.partida_ubigeo,
          direccion: g.partida_direccion,
          codigoLocal: g.partida_codigo_local ?? undefined,
        },
        llegada: {
          ubigeo: g.llegada_ubigeo,
          direccion: g.llegada_direccion,
          codigoLocal: g.llegada_codigo_local ?? undefined,
        },
      },
      lineas: lines.map((l) => ({
        codigo: l.codigo ?? undefined,
        descripcion: l.descripcion,
        unidad: l.unidad,
        cantidad: l.cantidad,
      })),
    };
  }

  async function locked(tx: Executor, idguia: number): Promise<GuiaRecord> {
    const [g] = await tx.select().from(guia).where(eq(guia.idguia, idguia)).for('update');
    if (!g) throw notFound('La guía');
    return g;
  }

  /** Issues the guide's CPE document inside the transaction (built, SUNAT's rules, signed, stored) and links it. */
  async function issue(tx: Executor, g: GuiaRecord, enviar: boolean) {
    const { ruc } = await company(tx);
    const info = await cpe.emitirGuia(ruc, await document(tx, g), { tx, enviar });
    await tx.update(guia).set({ cpe_documento_id: info.id, actualizado: new Date() }).where(eq(guia.idguia, g.idguia));
    return info;
  }

  return {
    /** gguia: a new guide, or one sent back to be corrected (`idguia`), issued under a new number (queued unless `enviar: false`). */
    async save(
      input: GuideBody,
      tx: Executor,
      actor: SessionUser,
      opciones: { enviar?: boolean } = {},
    ): Promise<number> {
      const emisor = await company(tx);
      const previous = input.idguia ? await locked(tx, input.idguia) : undefined;
      if (previous && previous.estado !== GUIA_POR_CORREGIR)
        throw new BusinessError('Solo se corrige una guía devuelta a corrección (revertida)');
      await checkGuide(tx, input, emisor.ruc);
      const who = await recipient(tx, input, emisor);
      const { proveedor, comprador } = await parties(tx, input, emisor, who);
      const emisorRelacionado = relatedIssuer(input, emisor.ruc, proveedor, who);
      if (input.idtransferencia) await checkTransfer(tx, input.idtransferencia, previous?.idguia);
      if (input.idventa) await checkSaleForGuide(tx, input.idventa);
      const lines = await resolveLines(tx, input);
      const idserie = await resolveSeries(tx, input.idserie ?? previous?.idserie, actor);
      const taken = await takeNextNumber(tx, idserie);
      const privado = input.modalidad === '02';
      const values = {
        idserie,
        serie: taken.serie,
        numero: taken.numero,
        idsucursal: taken.idsucursal,
        idusuario: actor.idusuario,
        fecha_emision: input.fecha_emision,
        fecha_traslado: input.fecha_traslado,
        motivo: input.motivo,
        descripcion_motivo: blankToNull(input.descripcion_motivo),
        modalidad: input.modalidad,
        vehiculo_m1l: input.vehiculo_m1l ? 1 : 0,
        transportista_ruc: privado ? null : blankToNull(input.transportista_ruc),
        transportista_razon_social: privado ? null : blankToNull(input.transportista_razon_social),
        transportista_mtc: privado ? null : blankToNull(input.transportista_mtc),
        placas: privado ? (input.placas ?? []).map(normalizePlate) : [],
        conductores: privado
          ? (input.conductores ?? []).map((c) => ({
              ...c,
              licencia: c.licencia.toUpperCase(),
              nombres: c.nombres.trim(),
              apellidos: c.apellidos.trim(),
            }))
          : [],
        partida_ubigeo: input.partida_ubigeo,
        partida_direccion: input.partida_direccion.trim(),
        partida_codigo_local: blankToNull(input.partida_codigo_local),
        llegada_ubigeo: input.llegada_ubigeo,
        llegada_direccion: input.llegada_direccion.trim(),
        llegada_codigo_local: blankToNull(input.llegada_codigo_local),
        peso_bruto: input.peso_bruto,
        unidad_peso: input.unidad_peso ?? 'KGM',
        bultos: input.bultos ?? null,
        idpersona: who.idpersona,
        destinatario_tipo_documento: who.tipo,
        destinatario_numero_documento: who.numero,
        destinatario_nombre: who.nombre,
        idventa: input.idventa ?? null,
        idtransferencia: input.idtransferencia ?? null,
        documento_relacionado_tipo: blankToNull(input.documento_relacionado_tipo),
        documento_relacionado_numero: blankToNull(input.documento_relacionado_numero),
        documento_relacionado_emisor: emisorRelacionado,
        proveedor,
        comprador,
        observacion: blankToNull(input.observacion),
        estado: GUIA_EMITIDA,
        actualizado: new Date(),
      };
      let idguia: number;
      if (previous) {
        idguia = previous.idguia;
        await tx.update(guia).set(values).where(eq(guia.idguia, idguia));
        await tx.delete(guiaDetalle).where(eq(guiaDetalle.idguia, idguia));
      } else {
        const [created] = await tx.insert(guia).values(values).returning({ id: guia.idguia });
        idguia = created!.id;
      }
      await tx.insert(guiaDetalle).values(lines.map((l) => ({ ...l, idguia })));
      await issue(tx, await locked(tx, idguia), opciones.enviar ?? true);
      return idguia;
    },

    /** generaguia / firmaguia: the engine builds and signs in one step; a guide that has its document keeps it. */
    async generate(idguia: number, tx: Executor): Promise<void> {
      const g = await locked(tx, idguia);
      if (g.estado === GUIA_POR_CORREGIR)
        throw new BusinessError('La guía está en corrección: guárdela corregida para generarla de nuevo');
      if (!g.cpe_documento_id) await issue(tx, g, false);
    },

    /** enviaguia: queues a signed guide, retries one in error; one already sent or answered is left as it is. */
    async send(idguia: number, tx: Executor): Promise<void> {
      const g = await locked(tx, idguia);
      if (g.estado === GUIA_POR_CORREGIR)
        throw new BusinessError('La guía está en corrección: guárdela corregida para enviarla');
      const id = g.cpe_documento_id ?? (await issue(tx, g, false)).id;
      const row = await engine.get(id, tx);
      if (row.estado === 'firmado') await cpe.enviar(id, { tx });
      else if (row.estado === 'error') await cpe.reintentar(id, { tx });
      else if (row.estado === 'rechazado' || row.estado === 'invalido')
        throw new BusinessError(
          `SUNAT rechazó la guía ${g.serie}-${g.numero}: reviértala para corregirla y emitirla de nuevo`,
        );
    },

    /**
     * reverceguia: a guide SUNAT rejected, or whose document never reached SUNAT, goes back to be
     * corrected (estado 2). Its document stays in the CPE history (a never-sent one is marked invalido
     * so nobody sends it later); saving the corrected guide issues it under a new number.
     */
    async revert(idguia: number, motivo: string | null | undefined, tx: Executor): Promise<void> {
      const g = await locked(tx, idguia);
      if (g.estado === GUIA_POR_CORREGIR) throw new BusinessError('La guía ya está en corrección');
      if (!g.cpe_documento_id) throw new BusinessError('La guía no tiene documento electrónico');
      const row = await engine.get(g.cpe_documento_id, tx);
      const unsent = REVERSIBLE_UNSENT.includes(row.estado) && row.envios === 0 && !row.porVerificar;
      if (!REVERSIBLE_FINAL.includes(row.estado) && !unsent) {
        if (row.estado === 'aceptado' || row.estado === 'observado')
          throw new BusinessError(
            `SUNAT aceptó la guía ${g.serie}-${g.numero}: no se puede revertir; emita una nueva guía si necesita corregirla`,
          );
        throw new BusinessError(
          `La guía ${g.serie}-${g.numero} está en proceso de envío a SUNAT (${row.estado}): espere su respuesta`,
        );
      }
      const detalle = `Guía devuelta a corrección${motivo?.trim() ? `: ${motivo.trim()}` : ''}`;
      if (unsent)
        await engine.update(
          row.id,
          { estado: 'invalido', proximoIntento: null },
          { estado: 'invalido', detalle: `${detalle}; no se enviará` },
          undefined,
          tx,
        );
      else await engine.addEvent(row.id, row.estado, detalle, tx);
      await tx
        .update(guia)
        .set({
          estado: GUIA_POR_CORREGIR,
          cpe_documento_id: null,
          cpe_anteriores: sql`${guia.cpe_anteriores} || ${JSON.stringify([row.id])}::jsonb`,
          actualizado: new Date(),
        })
        .where(eq(guia.idguia, idguia));
    },
  };
}

export type GuidesService = ReturnType<typeof guidesService>;
