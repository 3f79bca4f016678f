import { useEffect, useState } from 'react';
import { get } from '@trade/session';
import type { AnyRow, Option, OptionsSource } from './types.js';

const cache = new Map<string, Promise<Option[]>>();

/** Loads the options of a remote source (once per page load with `cache`; failed loads are retried next time). */
export function loadOptions(source: Exclude<OptionsSource, readonly Option[]>): Promise<Option[]> {
  const key = `${source.url}?${JSON.stringify(source.params ?? {})}|${source.value}|${typeof source.label === 'string' ? source.label : source.label.toString()}`;
  let promise = source.cache ? cache.get(key) : undefined;
  if (!promise) {
    promise = get<AnyRow[]>(source.url, source.params).then((answer) => {
      if (answer.status !== 200) throw new Error(answer.mensaje);
      return (answer.detalles ?? [])
        .filter((row) => !source.where || source.where(row))
        .map((row) => ({
          value: row[source.value] as string | number,
          label: typeof source.label === 'function' ? source.label(row) : String(row[source.label] ?? ''),
        }));
    });
    if (source.cache) {
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
  }
  return promise;
}

/** The options of a select: fixed ones at once, remote ones when loaded. */
export function useOptions(source: OptionsSource | undefined): {
  options: Option[];
  loading: boolean;
  failed: boolean;
} {
  const fixed = !source || Array.isArray(source);
  const [state, setState] = useState<{ options: Option[]; loading: boolean; failed: boolean }>({
    options: [],
    loading: !fixed,
    failed: false,
  });
  const remote = fixed ? undefined : (source as Exclude<OptionsSource, readonly Option[]>);
  const remoteKey = remote ? `${remote.url}|${JSON.stringify(remote.params ?? {})}` : '';
  useEffect(() => {
    if (!remote) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    loadOptions(remote).then(
      (options) => live && setState({ options, loading: false, failed: false }),
      () => live && setState({ options: [], loading: false, failed: true }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remoteKey]);
  if (fixed) return { options: [...((source as readonly Option[] | undefined) ?? [])], loading: false, failed: false };
  return state;
}
