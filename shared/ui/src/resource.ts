import type { Endpoint, RowOf } from '@trade/contracts/client';
import type { Static, TSchema } from '@trade/contracts/kit';
import { withSchemaLimits } from './schemaRules.js';
import type { AnyRow, ObjectSchemaLike, Resource, ResourceApi } from './types.js';

/** The part of a `crud()` contract a screen reads: the id, the nouns, the schemas and the five calls. */
export interface CrudContract {
  id: string;
  noun: { singular: string; plural: string; gender?: 'm' | 'f' };
  row: TSchema;
  body: ObjectSchemaLike;
  endpoints: { list: Endpoint; create: Endpoint; update: Endpoint; state: Endpoint; remove: Endpoint };
}

/** The rows of a list endpoint. */
export type ListRow<E extends Endpoint> = RowOf<E> extends AnyRow ? RowOf<E> : AnyRow;

/** A row of the contract's list. */
export type ContractRow<C extends CrudContract> = Static<C['row']> & AnyRow;

/**
 * A screen of a `crud()` contract: the key, title, noun, id field, form limits and the five calls
 * come from the contract; `api` changes what differs (`false` leaves a call out of this screen).
 */
export type ContractResource<C extends CrudContract, R extends AnyRow = ContractRow<C>> = Omit<
  Resource<R>,
  'key' | 'title' | 'noun' | 'idField' | 'api'
> &
  Partial<Pick<Resource<R>, 'key' | 'title' | 'noun'>> & {
    contract: C;
    api?: { [K in keyof ResourceApi<R>]?: ResourceApi<R>[K] | false };
  };

const CRUD_CALLS = ['list', 'create', 'update', 'state', 'remove'] as const;

function fromContract<C extends CrudContract, R extends AnyRow>({
  contract,
  api: changes = {},
  ...rest
}: ContractResource<C, R>): Resource<R> {
  const api: AnyRow = Object.fromEntries(CRUD_CALLS.map((name) => [name, contract.endpoints[name]]));
  for (const [name, value] of Object.entries(changes)) {
    if (value === false) delete api[name];
    else if (value !== undefined) api[name] = value;
  }
  return {
    key: contract.noun.singular,
    title: contract.noun.plural,
    noun: contract.noun.singular,
    gender: contract.noun.gender,
    schema: contract.body,
    ...rest,
    idField: contract.id as keyof R & string,
    api: api as ResourceApi<R>,
  };
}

/**
 * Declares a resource screen as data (see docs/crud-kit.md). With `contract` (a `crud()` of
 * @trade/contracts) the rows are typed by its row schema and the calls, id, nouns and form limits
 * come from it; otherwise `api` names the endpoints (or functions) and `schema` the body limits,
 * and a list endpoint types the rows (a list that is a function names its row type).
 */
export function defineResource<C extends CrudContract>(resource: ContractResource<C>): Resource<ContractRow<C>>;
export function defineResource<E extends Endpoint>(
  resource: Resource<ListRow<E>> & { api: { list: E } },
): Resource<ListRow<E>>;
export function defineResource<R extends AnyRow = AnyRow>(resource: Resource<R>): Resource<R>;
export function defineResource<R extends AnyRow>(
  declared: Resource<R> | ContractResource<CrudContract, R>,
): Resource<R> {
  const resource = 'contract' in declared ? fromContract(declared) : declared;
  if (!resource.schema || !resource.form) return resource;
  return {
    ...resource,
    form: { ...resource.form, fields: resource.form.fields.map((field) => withSchemaLimits(field, resource.schema)) },
  };
}

/** Options for the usual state filter (1 activo, 0 inactivo). */
export const ESTADO_OPTIONS = [
  { value: 1, label: 'Activos' },
  { value: 0, label: 'Inactivos' },
] as const;
