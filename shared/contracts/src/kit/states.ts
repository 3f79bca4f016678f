/** One state of a set: its value, its Spanish name and its tag colour (an antd preset: 'success', 'gold', 'error'...). */
export interface State<V extends string | number = string | number> {
  value: V;
  label: string;
  color: string;
}

/** A set of states, declared once with their names and colours (the API's texts and the screens' tags and filters). */
export interface StateSet<V extends string | number> {
  states: readonly State<V>[];
  /** The values, in the set's order. */
  values: readonly V[];
  /** Whether a value (as read from a row) belongs to the set. */
  has(value: unknown): value is V;
  /** The state of a value; undefined when it is not in the set. */
  find(value: unknown): State<V> | undefined;
  /** The Spanish name (the value itself when unknown, so a new state still shows). */
  label(value: unknown): string;
  /** The tag colour ('default' when unknown). */
  color(value: unknown): string;
  /** Choices of a select or filter. */
  options: readonly { value: V; label: string }[];
  /** The states of these values only, in the set's order (a document kind's filter, a rule's states). */
  pick<const P extends V>(values: readonly P[]): StateSet<P>;
  /** Every state but these. */
  except<const P extends V>(values: readonly P[]): StateSet<Exclude<V, P>>;
}

export function stateSet<const V extends string | number>(states: readonly State<V>[]): StateSet<V> {
  const find = (value: unknown) => states.find((state) => state.value === value);
  return {
    states,
    values: states.map((state) => state.value),
    has: (value): value is V => find(value) !== undefined,
    find,
    label: (value) => find(value)?.label ?? String(value ?? ''),
    color: (value) => find(value)?.color ?? 'default',
    options: states.map(({ value, label }) => ({ value, label })),
    pick: <const P extends V>(values: readonly P[]) =>
      stateSet(states.filter((state): state is State<P> => values.includes(state.value as P))),
    except: <const P extends V>(values: readonly P[]) =>
      stateSet(states.filter((state): state is State<Exclude<V, P>> => !values.includes(state.value as P))),
  };
}
