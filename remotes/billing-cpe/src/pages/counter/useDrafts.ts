import { useCallback, useEffect, useRef, useState } from 'react';
import { counter, type CounterState, type DraftContent, type DraftRow } from '@trade/contracts/billing-cpe';
import { call } from '@trade/session';
import type { Notify } from '@trade/session/notify';
import { lineKey } from '@trade/ui';
import { fromDraftLine, sameDraft, toDraftLine } from './draft';
import { EMPTY_SALE, type CounterSale } from './useCounterSale';

/*
 * The counter's sale kept on the server (per user and branch): restored when the screen opens or
 * the tab comes back, saved a moment after every change, parked and resumed. Also the state the
 * screen opens with (the user's open cash).
 */

const SAVE_DELAY_MS = 400;

export function contentOf(sale: CounterSale): DraftContent {
  return {
    codigo_comprobante: sale.voucher,
    idserie: sale.idserie,
    idpersona: sale.client?.idpersona ?? null,
    cliente: sale.client ? `${sale.client.numero_documento} · ${sale.client.nombres}`.slice(0, 250) : null,
    ...(sale.recibido ? { recibido: sale.recibido } : {}),
    lineas: sale.lines.map(toDraftLine).filter((l) => l !== null),
  };
}

export function saleOf(draft: DraftRow, base: CounterSale): CounterSale {
  const d = draft.datos;
  const lines = d.lineas.map((l) => fromDraftLine(l, lineKey()));
  const [numero, ...name] = (d.cliente ?? '').split(' · ');
  return {
    ...base,
    lines,
    selected: lines.at(-1)?.key ?? null,
    voucher: d.codigo_comprobante,
    idserie: d.idserie ?? base.idserie,
    client: d.idpersona
      ? { idpersona: d.idpersona, numero_documento: numero ?? '', nombres: name.join(' · '), codigo_documento: '' }
      : null,
    recibido: d.recibido ?? '',
  };
}

export function useDrafts(
  sale: CounterSale,
  total: string,
  setSale: (update: (s: CounterSale) => CounterSale) => void,
  notify: Notify,
) {
  const [state, setState] = useState<CounterState | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // What the server holds now: the current draft's id and content (nothing to save when equal).
  const saved = useRef<{ id: number | null; content: DraftContent | null }>({ id: null, content: null });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const adopt = useCallback(
    (next: CounterState) => {
      setState(next);
      const current = next.borradores.find((d) => !d.aparcado);
      const restored = current ? saleOf(current, EMPTY_SALE) : null;
      // Compared as the screen writes it (the server's JSON may order its keys differently).
      saved.current = { id: current?.idborrador ?? null, content: restored ? contentOf(restored) : null };
      setSale((s) =>
        restored
          ? { ...restored, idformapago: s.idformapago }
          : { ...EMPTY_SALE, idformapago: s.idformapago, idserie: s.idserie, voucher: s.voucher },
      );
    },
    [setSale],
  );

  const load = useCallback(async () => {
    const answer = await call(counter.endpoints.state, {}).catch(() => null);
    if (!answer || answer.status !== 200 || !answer.detalles) {
      setFailed(answer?.mensaje || 'No se pudo abrir el punto de venta');
      return;
    }
    setFailed(null);
    adopt(answer.detalles);
  }, [adopt]);

  /** Saves the sale now when it differs from what the server holds (an empty sale drops the draft). */
  const flush = useCallback(
    async (current: CounterSale) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const content = contentOf(current);
      if (sameDraft(content, saved.current.content)) return;
      if (!content.lineas.length) {
        const id = saved.current.id;
        saved.current = { id: null, content: null };
        if (id) await call(counter.endpoints.discard, { body: { idborrador: id } }).catch(() => null);
        return;
      }
      const answer = await call(counter.endpoints.saveDraft, { body: { datos: content, total } }).catch(() => null);
      if (answer?.status === 200 && answer.detalles)
        saved.current = { id: answer.detalles.idborrador, content: answer.detalles.datos };
    },
    [total],
  );

  useEffect(() => {
    void load();
    // Another tab may have changed the sale: the server's is read again when this tab comes back.
    const back = () => {
      if (document.visibilityState === 'visible' && !timer.current) void load();
    };
    document.addEventListener('visibilitychange', back);
    return () => document.removeEventListener('visibilitychange', back);
  }, [load]);

  useEffect(() => {
    if (!state) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(sale), SAVE_DELAY_MS);
  }, [sale, state, flush]);

  return {
    state,
    failed,
    reload: load,
    /** The sale was charged: its draft is gone, the counter starts empty. */
    async charged() {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const id = saved.current.id;
      saved.current = { id: null, content: null };
      if (id) await call(counter.endpoints.discard, { body: { idborrador: id } }).catch(() => null);
      setState((s) => (s ? { ...s, borradores: s.borradores.filter((d) => d.idborrador !== id) } : s));
    },
    async park(current: CounterSale) {
      await flush(current);
      const answer = await call(counter.endpoints.park, { body: { etiqueta: null } });
      notify.answer(answer);
      if (answer.status === 200 && answer.detalles) adopt(answer.detalles);
    },
    async resume(current: CounterSale, idborrador: number) {
      await flush(current);
      const answer = await call(counter.endpoints.resume, { body: { idborrador } });
      if (answer.status === 200 && answer.detalles) adopt(answer.detalles);
      else notify.answer(answer);
    },
    cashOpened(idapertura: number) {
      setState((s) => (s ? { ...s, idapertura } : s));
    },
  };
}
