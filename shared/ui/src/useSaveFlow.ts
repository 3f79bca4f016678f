import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '@trade/session';
import { useNotify } from '@trade/session/notify';

/** Spec: the done (and success/failure) flag resets 50 ms after a write ends. */
export const DONE_RESET_MS = 50;

export interface SaveFlowState {
  loading: boolean;
  success: boolean;
  error: boolean;
  done: boolean;
}

export interface SaveRun<T> {
  /** Key of the toast: the progress toast is replaced by the answer. */
  key: string;
  /** 'Guardando...' shown until the answer. */
  progress: string;
  /** The spec's failure text when the call fails on the network or the server breaks. */
  failText: string;
  call: () => Promise<Envelope<T>>;
  /**
   * How a 200 answer is shown: 'success' (default) or 'error' (state toggles to a value other
   * than 1: spec 001 §4, the notice is error-styled). Non-200 answers always show as errors.
   */
  tone?: 'success' | 'error';
  /** Seconds a success notice stays (default the session's 3.5; the complaints book's are 5). */
  successSeconds?: number;
}

const IDLE: SaveFlowState = { loading: false, success: false, error: false, done: false };

/**
 * Every write of the app: loading, a progress toast replaced by the server's mensaje (or the
 * failure text), then success or error with `done`, all reset after 50 ms. `run` resolves to the
 * answer (null when the call failed), so callers close forms or reload on `status === 200`.
 */
export function useSaveFlow() {
  const notify = useNotify();
  const [state, setState] = useState<SaveFlowState>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const finish = useCallback((ok: boolean) => {
    clearTimeout(timer.current);
    setState({ loading: false, success: ok, error: !ok, done: true });
    timer.current = setTimeout(() => setState(IDLE), DONE_RESET_MS);
  }, []);

  const run = useCallback(
    async <T>({
      key,
      progress,
      failText,
      call,
      tone = 'success',
      successSeconds,
    }: SaveRun<T>): Promise<Envelope<T> | null> => {
      clearTimeout(timer.current);
      setState({ ...IDLE, loading: true });
      notify.progress(key, progress);
      try {
        const answer = await call();
        if (answer.status === 200 && tone === 'error') notify.fail(key, answer.mensaje);
        else notify.answer(answer, { key, successSeconds });
        finish(answer.status === 200);
        return answer;
      } catch {
        notify.fail(key, failText);
        finish(false);
        return null;
      }
    },
    [notify, finish],
  );

  return { ...state, run };
}
