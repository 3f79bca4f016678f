import { useMemo } from 'react';
import { App } from 'antd';
import type { Envelope } from './envelope.js';
import { isNoStock, noStockItems } from './envelope.js';

/** Seconds a toast stays (spec 000 §9, spec 001 §9). */
export const DURATIONS = {
  default: 3.5,
  success: 3.5,
  error: 5,
  noStock: 10,
  complaints: 5,
  creditNoteSaved: 1.5,
} as const;

/** Props for antd's <App>: toasts at the top centre, 3.5 s by default. */
export const appNotificationConfig = {
  message: { top: 16, duration: DURATIONS.default, maxCount: 4 },
  notification: { placement: 'top' as const, duration: DURATIONS.default },
};

export interface Notify {
  success(text: string, seconds?: number): void;
  error(text: string, seconds?: number): void;
  warning(text: string, seconds?: number): void;
  info(text: string, seconds?: number): void;
  /** Generic answer handling: status 200 → mensaje as success; otherwise as error; no_stock → list. */
  answer(answer: Envelope, options?: { key?: string; successSeconds?: number }): void;
  /** A refused output: the mensaje's items joined by '|' shown as a list for 10 s. */
  noStock(mensaje: string): void;
  /** An in-progress toast ('Guardando compra...') that stays until `answer` or `fail` replaces it. */
  progress(key: string, text: string): void;
  /** Replaces a progress toast with an error text (network or unexpected failures). */
  fail(key: string, text: string): void;
  /** Replaces a progress toast with a warning (done, but not all of it: a mail kept in the outbox). */
  warn(key: string, text: string): void;
}

/** Notifications with the spec's durations; needs antd's <App> above (the host provides it). */
export function useNotify(): Notify {
  const { message, notification } = App.useApp();
  return useMemo<Notify>(() => {
    const noStock = (mensaje: string) =>
      notification.error({
        title: 'Stock insuficiente',
        description: (
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {noStockItems(mensaje).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
        duration: DURATIONS.noStock,
      });
    return {
      success: (text, seconds = DURATIONS.success) => void message.success(text, seconds),
      error: (text, seconds = DURATIONS.error) => void message.error(text, seconds),
      warning: (text, seconds = DURATIONS.default) => void message.warning(text, seconds),
      info: (text, seconds = DURATIONS.default) => void message.info(text, seconds),
      noStock: (mensaje) => {
        noStock(mensaje);
      },
      answer(answer, options = {}) {
        if (isNoStock(answer)) {
          if (options.key) message.destroy(options.key);
          return void noStock(answer.mensaje);
        }
        if (answer.status === 200)
          void message.open({
            key: options.key,
            type: 'success',
            content: answer.mensaje,
            duration: options.successSeconds ?? DURATIONS.success,
          });
        else void message.open({ key: options.key, type: 'error', content: answer.mensaje, duration: DURATIONS.error });
      },
      progress: (key, text) => void message.open({ key, type: 'loading', content: text, duration: 0 }),
      fail: (key, text) => void message.open({ key, type: 'error', content: text, duration: DURATIONS.error }),
      warn: (key, text) => void message.open({ key, type: 'warning', content: text, duration: DURATIONS.default }),
    };
  }, [message, notification]);
}
