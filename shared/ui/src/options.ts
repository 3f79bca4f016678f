import { useEffect, useState } from 'react';
import type { Endpoint } from '@trade/contracts/client';
import { callUntyped } from '@trade/session';
import type { AnyRow, LookupSource, Option, OptionsSource, RemoteOptions } from './types.js';

/** Choices from a GET endpoint, typed by its rows: `optionsFrom(banks.endpoints.list, { value: 'idbanco', label: 'nombre' })`. */
export const optionsFrom = <E extends Endpoint>(
  endpoint: E,
  source: Omit<RemoteOptions<E>, 'endpoint'>,
): RemoteOptions<E> => ({ endpoint, ...source }) as RemoteOptions<E>;

/** A searched choice from a list endpoint, typed by its rows (see LookupSource). */
export const lookupFrom = <E extends Endpoint>(
  endpoint: E,
  source: Omit<LookupSource<E>, 'endpoint'>,
): LookupSource<E> => ({ endpoint, ...source }) as LookupSource<E>;

/** The text of a row as an option (a field, or a function of the row). */
export const labelOf = (label: string | ((row: never) => string), row: AnyRow): string =>
  typeof label === 'function' ? (label as (row: AnyRow) => string)(row) : String(row[label] ?? '');

const cache = new Map<string, Promise<Option[]>>();
type Remote = Exclude<OptionsSource, readonly Option[]>;
const sourceKey = (source: Remote) =>
  `${source.endpoint.path}|${JSON.stringify(source.params ?? {})}|${JSON.stringify(source.query ?? {})}`;

/** Loads the options of a remote source (once per page load with `cache`; failed loads are retried next time). */
export function loadOptions(source: Remote): Promise<Option[]> {
  const key = `${sourceKey(source)}|${source.value}|${typeof source.label === 'string' ? source.label : source.label.toString()}`;
  let promise = source.cache ? cache.get(key) : undefined;
  if (!promise) {
    promise = callUntyped(source.endpoint, { params: source.params, query: source.query }).then((answer) => {
      if (answer.status !== 200) throw new Error(answer.mensaje);
      return ((answer.detalles ?? []) as AnyRow[])
        .filter((row) => !source.where || (source.where as (row: AnyRow) => boolean)(row))
        .map((row) => ({ value: row[source.value] as string | number, label: labelOf(source.label, row) }));
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
  const remote = fixed ? undefined : (source as Remote);
  const remoteKey = remote ? sourceKey(remote) : '';
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
