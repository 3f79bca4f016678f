import type { ReactNode } from 'react';
import type { App, FormInstance, FormRule, TableProps } from 'antd';
import type { Endpoint, ParamsOf, QueryOf, RowOf } from '@trade/contracts/client';
import type { Envelope, PagedEnvelope, UntypedInput } from '@trade/session';
import type { Notify } from '@trade/session/notify';

/** What `App.useApp().modal` answers: confirmations rendered inside the app. */
export type ModalApi = ReturnType<typeof App.useApp>['modal'];

/** A row or a form's values as the kit handles them inside (screens see their contract's types). */
export type AnyRow = Record<string, any>;

/** The part of a JSON schema property the kit reads. */
export interface PropertySchemaLike {
  type?: string | readonly string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  title?: string;
  /** A union (TypeBox's `Nullable(x)` is `anyOf: [x, { type: 'null' }]`). */
  anyOf?: readonly PropertySchemaLike[];
}

/** The part of a JSON object schema the kit reads (a TypeBox `T.Object(...)` is one). */
export interface ObjectSchemaLike {
  /** Each a PropertySchemaLike (typed loosely so any schema builder's objects fit). */
  properties?: Record<string, object>;
  required?: readonly string[];
}

/** One choice of a select or a filter; `color` tints its tag in a 'tag' column (a state set's states are options). */
export interface Option {
  value: string | number;
  label: string;
  color?: string;
}

/**
 * Choices loaded from a GET endpoint of the contracts whose `detalles` are rows (cached per call
 * while the page is open with `cache`, so ten selects of banks cost one call). Build it with
 * `optionsFrom(endpoint, ...)`: `value`, `label` and `where` are typed by the endpoint's rows.
 */
export interface RemoteOptions<E extends Endpoint = Endpoint, Row = RowOf<E>> {
  endpoint: E;
  /** Path parameters (`/motivo/:id`). */
  params?: ParamsOf<E>;
  /** Fixed query values (`{ estado: 1 }`, `{ page: 1, pageSize: 500 }`). */
  query?: QueryOf<E>;
  value: keyof Row & string;
  label: (keyof Row & string) | ((row: Row) => string);
  /** Keep the answer for the page's life (reference data: banks, departments). Default: load each time a form opens. */
  cache?: boolean;
  /** Only rows that pass (e.g. active ones). */
  where?: (row: Row) => boolean;
}

/** A remote source as the kit reads it: any endpoint's, each typed where it was built (`optionsFrom`, `lookupFrom`). */
export interface RemoteSource {
  endpoint: Endpoint;
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  value: string;
  label: string | ((row: never) => string);
}

/** Where a select's choices come from: a fixed list, or an endpoint (see `optionsFrom`). */
export type OptionsSource =
  | readonly Option[]
  | (RemoteSource & Pick<RemoteOptions, 'cache'> & { where?: (row: never) => boolean });

/** Sort direction of a list: the API's `order` parameter. */
export type SortOrder = 'asc' | 'desc';

/**
 * What the list asks for: page (from 1), page size, the text filter, the declared filters (a date
 * range filter adds its two parameters, `desde` and `hasta` by default) and the sort column.
 */
export interface ListQuery {
  page: number;
  pageSize: number;
  q: string;
  filters: Record<string, string | number | undefined>;
  /** Field the list is sorted by (the API's `sort`); absent: the API's default order. */
  sort?: string;
  order?: SortOrder;
}

export type ColumnType = 'text' | 'number' | 'integer' | 'money' | 'date' | 'datetime' | 'estado' | 'boolean' | 'tag';

/** A column of the list; also a column of the Excel and CSV export (same Spanish header, same values). */
export interface ColumnSpec<R extends AnyRow = AnyRow> {
  /** Field of the row shown (a unique key for computed columns with `value`). */
  key: string;
  /** Spanish header. */
  title: string;
  /** How the value is shown and exported; default text. `estado` is the state toggle when the resource has one. */
  type?: ColumnType;
  /** Computes the raw value instead of `row[key]` (shown, searched in client lists, exported). */
  value?: (row: R) => unknown;
  /** Labels for `tag` columns ('atm' → 'Cajero'); also used by the export. */
  options?: readonly Option[];
  /** Custom cell (export still uses the value: give `exportValue` if they differ). */
  render?: (row: R, ctx: ResourceContext<R>) => ReactNode;
  /** The value written to the export (default: the formatted value). */
  exportValue?: (row: R) => string | number | boolean | null | undefined;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /**
   * true: starts hidden; the user can show it from 'Columnas'. 'unused': a `total` column shown
   * only while its total over the list is not zero (a register's rarer tax parts), so every part
   * the rows carry is on screen and none that they do not.
   */
  hidden?: boolean | 'unused';
  /** false: never exported (e.g. a picture). */
  exportable?: boolean;
  /**
   * Sortable by this column: server lists send `sort=<sortField>&order=asc|desc` (kept in the URL),
   * client lists sort here by the shown value.
   */
  sortable?: boolean;
  /** Field name the API sorts by when it differs from `key`. */
  sortField?: string;
  /**
   * A totals cell under this column (money and quantities): server lists show the answer's
   * `totales[key]` (the sum of the whole filter, not the page); client lists add the filtered rows.
   */
  total?: boolean;
  /** One line, cut with '…' (the whole text on hover), at most `width` (default 260 px) wide. */
  ellipsis?: boolean;
  /**
   * The columns written to the export in place of this one (e.g. 'DNI 70214580' shown in one
   * cell, exported as 'Tipo de documento' and 'Número de documento').
   */
  exportColumns?: ColumnSpec<R>[];
}

export type FilterType = 'select' | 'text' | 'dateRange';

/** Quick choices of a date range filter (Lima dates). */
export type DateRangePreset = 'hoy' | 'semana' | 'mes' | 'mesAnterior';

/** A filter of the list: kept in the URL (`?estado=1`), sent to the API as a query parameter. */
export interface FilterSpec<R extends AnyRow = AnyRow> {
  /** Name of the URL and API parameter. */
  name: string;
  /** Spanish label (placeholder and accessible name). */
  label: string;
  type?: FilterType;
  options?: OptionsSource;
  /** The value is a number (ids, estado). */
  numeric?: boolean;
  width?: number;
  /** Client lists: how a row passes (default: `String(row[name]) === String(value)`). */
  test?: (row: R, value: string | number) => boolean;
  /** Value used when the URL has none (not written to the URL). */
  defaultValue?: string | number;
  /**
   * dateRange: the two parameters of the range (URL and API), default `['desde', 'hasta']`, each
   * 'YYYY-MM-DD' in Lima.
   */
  params?: [from: string, to: string];
  /** dateRange: the range used when the URL has none ('mes': first of the month to today). */
  defaultRange?: DateRangePreset;
  /** dateRange, client lists: the row's date field compared with the range (default `name`). */
  field?: keyof R & string;
}

export type FieldType =
  | 'text'
  | 'password'
  | 'textarea'
  | 'email'
  | 'number'
  | 'integer'
  | 'money'
  | 'select'
  | 'multiselect'
  | 'lookup'
  | 'switch'
  | 'date'
  | 'ubigeo'
  | 'custom';

/** What a "create new" slot of a lookup can do: the text typed so far, and pick a row just created. */
export interface LookupCreateContext {
  search: string;
  select: (row: AnyRow) => void;
  close: () => void;
}

/**
 * A searchable remote choice (thousands of clients or products): each pause in typing calls the
 * list endpoint with `q=<text>&page=1&pageSize=<pageSize>` and shows the answer; nothing is loaded
 * up front. Build it with `lookupFrom(endpoint, ...)`: `value` and `label` are typed by its rows.
 */
export interface LookupSource<E extends Endpoint = Endpoint, Row = RowOf<E>> {
  endpoint: E;
  /** Path parameters of the endpoint. */
  params?: ParamsOf<E>;
  /** Fixed query values (e.g. `{ estado: 1 }` for active rows only). */
  query?: QueryOf<E>;
  /** Field of the answer's rows that is the value. */
  value: keyof Row & string;
  /** Text of an option. */
  label: (keyof Row & string) | ((row: Row) => string);
  /** Rows per search (default 20). */
  pageSize?: number;
  /**
   * In a resource form: the field of the row being edited that holds the current value's label
   * ('sucursal' beside 'idsucursal'), so editing shows the name without another call.
   */
  labelField?: string | ((row: AnyRow) => string | null | undefined);
  /** Optional "create new" slot at the bottom of the list (e.g. a client from a DNI/RUC lookup). */
  create?: (ctx: LookupCreateContext) => ReactNode;
}
export type AnyLookup = RemoteSource & Pick<LookupSource, 'pageSize' | 'labelField' | 'create'>;

export type FormMode = 'create' | 'update';

export interface FieldContext<R extends AnyRow = AnyRow> {
  mode: FormMode;
  row: R | null;
  form: FormInstance;
  /** Current form values (fields with `visible` re-render when values change). */
  values: AnyRow;
  /** The list's rows loaded now (every row of a client list): e.g. to refuse a repeated value before saving. */
  rows: R[];
  /** Sets other values at once (form fields and, in a document, the header's own keys): a custom input's side effects. */
  patch?: (values: AnyRow) => void;
}

/** A field of the resource's form. Labels are associated with inputs (accessible by label). */
export interface FieldSpec<R extends AnyRow = AnyRow> {
  name: string;
  label: string;
  type?: FieldType;
  required?: boolean | ((ctx: FieldContext<R>) => boolean);
  /** Text: maximum length. Numbers: maximum value. */
  max?: number;
  /** Text: minimum length. Numbers: minimum value. */
  min?: number;
  /** money/number: decimals allowed (money defaults to 2). */
  decimals?: number;
  /** An extra antd rule list (pattern, validator...), or one built from the form's context. */
  rules?: FormRule[] | ((ctx: FieldContext<R>) => FormRule[]);
  /**
   * select: the choices; a function makes them follow the form (a room's rates once a room is
   * chosen): asked again when its source changes, and a value no longer offered is cleared.
   */
  options?: OptionsSource | ((ctx: FieldContext<R>) => OptionsSource);
  /** type 'lookup': where to search (see LookupSource). */
  lookup?: AnyLookup;
  placeholder?: string;
  /** Text under the input; a function is re-evaluated as the form changes (a figure derived from what is typed). */
  help?: ReactNode | ((ctx: FieldContext<R>) => ReactNode);
  /** Shown only when true; re-evaluated as the form changes. */
  visible?: (ctx: FieldContext<R>) => boolean;
  disabled?: boolean | ((ctx: FieldContext<R>) => boolean);
  /** Only in the create or the update form. */
  only?: FormMode;
  /** Whole width in a two-column form. */
  wide?: boolean;
  /** Custom input (type 'custom'): rendered inside the Form.Item, receives value/onChange from antd. */
  input?: (ctx: FieldContext<R>) => ReactNode;
  /** Text: upper-case what is typed (series, codes). */
  upperCase?: boolean;
  /**
   * Rewrites what is typed before it is kept (e.g. digits only for a DNI); `values` are the
   * form's other values (the document type decides).
   */
  normalize?: (value: unknown, values: AnyRow) => unknown;
  /** Keyboard shown on phones ('numeric' for digits, 'decimal', 'email', 'tel'). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  /** Text shown beside a switch ('Activo'/'Inactivo' by default). */
  switchLabels?: [string, string];
}

export interface FormSpec<R extends AnyRow = AnyRow> {
  fields: FieldSpec<R>[];
  /** 'modal' (default) or 'drawer' for long forms. */
  container?: 'modal' | 'drawer';
  width?: number;
  /** 1 (default) or 2 columns. */
  columns?: 1 | 2;
  /** Values for a new record. */
  defaults?: AnyRow | ((params: AnyRow) => AnyRow);
  /** Values the server proposes for a new record (a code of a sequence): set in fields still empty when they arrive. */
  proposals?: (params: AnyRow) => Promise<AnyRow>;
  /** The row (as listed) to the form's values; default: the fields' values of the row. */
  toValues?: (row: R) => AnyRow;
  /** The form's values to the body posted; default create `{...params, ...values}`, update `{[idField]: id, ...params, ...values}`. */
  toBody?: (values: AnyRow, ctx: { mode: FormMode; row: R | null; params: AnyRow }) => unknown;
  /** Extra content below the fields (a custom section). */
  extra?: (ctx: FieldContext<R>) => ReactNode;
  title?: { create?: string; update?: string | ((row: R) => string) };
}

/** A call of a screen: an endpoint of the contracts (the kit sends its input), or a function for anything else. */
export type CallSpec<A extends unknown[], T = unknown> = Endpoint | ((...args: A) => Promise<Envelope<T>>);

export interface ResourceApi<R extends AnyRow = AnyRow> {
  /** The list: a GET endpoint (paged: `page`, `pageSize`, `q` and filters sent; or a whole list filtered here), or a function. */
  list: Endpoint | ((query: ListQuery, params: AnyRow) => Promise<Envelope<R[]> | PagedEnvelope<R>>);
  /** 'server' (default): the API pages and filters. 'client': the API answers every row; paging and the text filter run here. */
  paging?: 'server' | 'client';
  /**
   * The list call's input (default: the query string of page, pageSize, q, the filters and the
   * screen's params); a list with a path parameter (`/serie/:id`) says what goes in the path.
   */
  listInput?: (query: ListQuery, params: AnyRow) => UntypedInput;
  create?: CallSpec<[body: unknown]>;
  update?: CallSpec<[body: unknown]>;
  remove?: CallSpec<[row: R]>;
  /** Activates (1) or deactivates (0) a row: a switch in the 'Estado' column. */
  state?: CallSpec<[row: R, estado: number]>;
  /** Body of the remove call (default `{[idField]: id}`). */
  removeBody?: (row: R) => unknown;
  /** Body of the state call (default `{[idField]: id, estado}`). */
  stateBody?: (row: R, estado: number) => unknown;
}

export interface ResourceMessages {
  /** List failed on the network: default 'Error al obtener los registros'. */
  listError?: string;
  /** Create failed on the network: default 'Error al guardar el registro'. */
  saveError?: string;
  /** Update failed on the network: default = saveError. */
  updateError?: string;
  /** State call failed on the network: default 'Error al actualizar el estado'. */
  toggleError?: string;
  /** Remove failed on the network: default 'Error al borrar el registro'. */
  removeError?: string;
  saving?: string;
  updating?: string;
  removing?: string;
  toggling?: string;
  empty?: string;
  /** Seconds the success notices of saves and deletes stay (default the session's; complaints: 5). */
  noticeSeconds?: number;
}

/** An extra button of each row ('Series', 'Menús', 'Contraseña'...). Its accessible name is `${label} ${name of the row}`. */
export interface RowAction<R extends AnyRow = AnyRow> {
  key: string;
  label: string;
  icon?: ReactNode;
  onClick: (row: R, ctx: ResourceContext<R>) => void;
  visible?: (row: R) => boolean;
  danger?: boolean;
}

/** A drawer showing more about one row (sub-lists, uploads...), opened by a row button. */
export interface DetailSpec<R extends AnyRow = AnyRow> {
  label: string;
  icon?: ReactNode;
  title: (row: R) => ReactNode;
  width?: number;
  render: (row: R, ctx: ResourceContext<R>) => ReactNode;
  /** Hide the button for some rows. */
  visible?: (row: R) => boolean;
}

/** What custom parts of a screen can do. */
export interface ResourceContext<R extends AnyRow = AnyRow> {
  reload: () => Promise<void>;
  openCreate: (values?: AnyRow) => void;
  openEdit: (row: R) => void;
  openDetail: (row: R) => void;
  notify: Notify;
  /** The app's modal (follows the app's theme and motion settings, unlike antd's static `Modal.confirm`). */
  modal: ModalApi;
  /** Fixed parameters of this list (e.g. `{ idusuario }` for a user's series). */
  params: AnyRow;
  rows: R[];
  resource: Resource<R>;
}

/** A resource screen declared as data. */
export interface Resource<R extends AnyRow = AnyRow> {
  /**
   * True while some row shown is in a state the server moves on its own (a CPE in the queue or
   * waiting for SUNAT's answer): the list asks again every 3 s, quietly, until none is.
   */
  refreshWhile?: (rows: R[]) => boolean;
  /** Stable key: toasts, saved column choices. */
  key: string;
  /** Plural Spanish title: export sheet and file name ('Empleados' → empleados-2026-11-22.xlsx). */
  title: string;
  /** Singular noun in lower case ('empleado'): 'Nuevo empleado', '¿Eliminar empleado «X»?'. */
  noun: string;
  /** 'f' writes 'Nueva serie'. */
  gender?: 'm' | 'f';
  /** Text of the create button and form title when 'Nuevo …' does not fit ('Asignar serie'). */
  createLabel?: string;
  idField: keyof R & string;
  /** How a row is named to the user (accessible names of row buttons, confirmations). */
  nameOf?: (keyof R & string) | ((row: R) => string);
  /**
   * The contract's create body (e.g. `EmployeeBody` from @trade/contracts): form fields take from it
   * what they do not set (required, maximum and minimum length, pattern). See schemaRules.ts.
   */
  schema?: ObjectSchemaLike;
  api: ResourceApi<R>;
  columns: ColumnSpec<R>[];
  filters?: FilterSpec<R>[];
  /** The text filter box (default true). */
  search?: boolean | { placeholder?: string; fields?: (keyof R & string)[] };
  form?: FormSpec<R>;
  messages?: ResourceMessages;
  rowActions?: RowAction<R>[];
  detail?: DetailSpec<R>;
  /** Row buttons of 40 px on a phone (a screen worked with gloves on, the technician's view); default small. */
  touch?: boolean;
  canEdit?: (row: R) => boolean;
  canRemove?: (row: R) => boolean;
  canToggle?: (row: R) => boolean;
  /**
   * Rows shown after filtering, e.g. a tree of menus (rows with `children`, expanded by default);
   * client lists page the arranged rows; the export still writes the flat filtered rows.
   */
  arrange?: (rows: R[], all: R[]) => R[];
  pageSizes?: number[];
  defaultPageSize?: number;
  /** Extra toolbar content (left of the export button). */
  toolbar?: (ctx: ResourceContext<R>) => ReactNode;
  /** Escape hatch for antd Table props (expandable, scroll...). */
  tableProps?: Partial<TableProps<R>>;
  /** Exports (default true). */
  exportable?: boolean;
  /**
   * The pager's text, e.g. for a tree whose pages count top-level rows:
   * `({ from, to, total, rows }) => \`${from}-${to} de ${total} menús principales (${rows} menús)\``.
   */
  totalText?: (info: { from: number; to: number; total: number; rows: number }) => string;
}
