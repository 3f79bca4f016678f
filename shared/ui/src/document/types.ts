import type { ProductSearchRow } from '@trade/contracts/inventory';
import type { ReactNode } from 'react';
import type { CargoDescuento, LineaInput, ResultadoTabla } from '@trade/money';
import type { DetallesOf, Endpoint } from '@trade/contracts/client';
import type { Envelope, UntypedInput } from '@trade/session';
import type { Notify } from '@trade/session/notify';
import type { AnyRow, CallSpec, FieldSpec, ModalApi, Resource } from '../types.js';

/** A unit a product is sold or stocked in (UND ×1, CAJA ×12), with its own barcode and price. */
export interface DocUnit {
  id: string | number;
  /** Short name shown in the line ('UND', 'CAJA'). */
  nombre: string;
  /** Base units in one of these (CAJA = 12). */
  factor: string | number;
  codigoBarra?: string | null;
  /** The unit's price or cost proposed for a new line (the spec's `pricing.priceOf` may pick another). */
  precio?: string | number | null;
  /** SUNAT catálogo 03 code (NIU, BX), carried to the money engine's line. */
  codigoSunat?: string | null;
  /** The API's unit row (other price lists: precio1–3, preciocredito), for the spec's pricing. */
  raw?: AnyRow;
}

/** A product as the line table needs it; the remote maps the API's rows to it. */
export interface DocProduct {
  id: string | number;
  nombre: string;
  codigo?: string | null;
  codigoBarra?: string | null;
  /** IGV affectation, catálogo 07 (default '10' gravado). */
  tipoAfectacion?: string | null;
  /** false for services: no stock hint. */
  controlaStock?: boolean;
  units: DocUnit[];
  /** The API's row, for `toBody` (serial control, last cost...). */
  raw?: AnyRow;
}

/** One line of the table being edited. Amounts are the texts typed (validated, never floats). */
export interface DocLine {
  key: string;
  productId: string | number;
  codigo: string | null;
  descripcion: string;
  tipoAfectacion: string;
  controlaStock: boolean;
  units: DocUnit[];
  unitId: string | number | null;
  cantidad: string;
  /** Unit price or cost, in the terms of `lines.pricesIncludeTax`. */
  precio: string;
  /** Amount off the line (same terms as the price); '' none. */
  descuento: string;
  product?: DocProduct;
  /** The API's line fields the table does not edit (serials, lots), kept for `toBody`. */
  extra?: AnyRow;
}

export interface LinePricing {
  /** The price of a new line or of a changed unit (e.g. the last cost for entries); default the unit's `precio`. */
  priceOf?: (product: DocProduct, unit: DocUnit | undefined, header?: AnyRow) => string | number | null | undefined;
  priceDecimals?: number;
}

export interface StockHint {
  available: string;
  selected: string;
  /** Base unit name. */
  unit: string;
  /** More selected than available. */
  short: boolean;
  text: string;
}

/** Where the table finds products: by words, code or barcode (the same search the scanner uses). */
export interface ProductCatalog {
  /** Products matching every typed word in name, code or barcode (server-side, accent-free). */
  search: (text: string) => Promise<DocProduct[]>;
  /**
   * The product and unit an exact code names (a scanner: product barcode, a unit's barcode, product
   * code), or null; tried first on Enter. Without it the search answer is matched exactly here.
   */
  byCode?: (code: string) => Promise<{ product: DocProduct; unitId: DocUnit['id'] | null } | null>;
  /** The product's units when the search answer does not carry them. */
  units?: (product: DocProduct) => Promise<DocUnit[]>;
  /**
   * Base units available of each product in the store chosen in the header (`stockField`), asked
   * for every product not asked yet in one call; a product missing from the answer: unknown.
   */
  stock?: (productIds: string[], header: AnyRow) => Promise<Record<string, string | number | null | undefined>>;
  /** A row of the product search as a line's product (a pick from a grid of search rows: the counter). */
  fromRow?: (row: ProductSearchRow) => DocProduct;
}

/** A line of the document's history (created, edited, annulled, printed...). */
export interface HistoryEntry {
  fecha: string;
  texto: string;
  usuario?: string | null;
}

/** A saved document as the screens show it. */
export interface DocumentRecord {
  id: string | number;
  header: AnyRow;
  lines: DocLine[];
  history?: HistoryEntry[];
  /** Annulled documents are read-only and show a tag. */
  anulado?: boolean;
  raw: AnyRow;
}

export type DocumentMode = 'new' | 'edit' | 'view';

/** What an action (and the spec's callbacks) can see and do. */
export interface DocumentContext {
  mode: DocumentMode;
  id: string | number | null;
  record: DocumentRecord | null;
  header: AnyRow;
  lines: DocLine[];
  notify: Notify;
  /** The app's modal, for questions and notices inside the app (not antd's static `Modal`). */
  modal: ModalApi;
  reload: () => Promise<void>;
  toList: () => void;
  toView: (id: string | number) => void;
  toEdit: (id: string | number) => void;
}

/**
 * A state action declared as data. `kind`: 'call' (annul, send...: confirm, progress toast,
 * server mensaje), 'print' (openPrintable of `endpoint`), 'email' (asks for the address, then calls),
 * 'convert' (opens another document's new form from this one), 'link' (any navigation).
 */
export interface DocumentAction {
  key: string;
  label: string;
  kind?: 'call' | 'print' | 'email' | 'convert' | 'link';
  icon?: ReactNode;
  danger?: boolean;
  /** Where it shows (default: view). */
  on?: DocumentMode[];
  visible?: (ctx: DocumentContext) => boolean;
  /** A question answered 'Sí' before running ('¿Anular la entrada 15?'). */
  confirm?: string | ((ctx: DocumentContext) => string);
  /** call/email: the progress toast ('Anulando entrada...') and the spec's failure text. */
  progress?: string;
  failText?: string;
  /** call: the request; email: the request with the address typed; with `reason`: with the reason typed. */
  call?: (ctx: DocumentContext, email?: string) => Promise<Envelope<unknown>>;
  /** call: asks for a reason after the confirmation ('Motivo de la anulación') and hands it to `call`. */
  reason?: { label: string; required?: boolean; max?: number };
  /** email / reason: the text the dialog starts with (the client's address). */
  initial?: (ctx: DocumentContext) => string | null | undefined;
  /** After a 200 answer: 'reload' (default for call), 'list', or a function. */
  then?: 'reload' | 'list' | ((answer: Envelope<unknown>, ctx: DocumentContext) => void);
  /** print: the endpoint answering the PDF (`entries.endpoints.print`). */
  endpoint?: Endpoint;
  /** print: its input (default: the document's id as the path's `:id`). */
  input?: (ctx: DocumentContext) => UntypedInput;
  /** convert/link: where to go ('/sales?documento=nuevo&desde=proforma:15'). */
  to?: (ctx: DocumentContext) => string;
}

/** A header field: the kit's form fields (lookup, date, select, text, textarea...). */
export type HeaderField = FieldSpec & {
  /** The read-only view's text (a lookup's name rather than its id); default the raw value. */
  show?: (record: DocumentRecord) => ReactNode;
  /** Seldom changed (currency, print flags...): kept under 'Más datos' in the editor, so the form stays short (a cashier's). */
  more?: boolean;
};

/**
 * A document with lines declared as data: the list (the CRUD kit's resource), the header form, the
 * line table and the actions. One spec gives the list, new, edit and view pages of entries,
 * outputs, transfers, sales, purchases, orders, proformas, notes, guides and service orders.
 */
/** A document's own line cell: edited in the line table, shown read-only (`view`) on the saved document. */
export interface LineColumn {
  key: string;
  title: string;
  width?: number;
  /** Shown only when some line needs it (a serials cell when a serial product is in the table); default always. */
  visible?: (lines: DocLine[]) => boolean;
  /** `header`: the document's header values (the warehouse a serial is taken from). */
  render: (
    line: DocLine,
    edit: {
      update: (patch: Partial<Pick<DocLine, 'cantidad' | 'precio' | 'descuento' | 'tipoAfectacion' | 'extra'>>) => void;
      disabled: boolean;
      header: AnyRow;
    },
  ) => ReactNode;
  view?: (line: DocLine) => ReactNode;
}

/**
 * What a document's own sections (payments, cuotas...) see in the editor: the header (its form
 * values plus the keys sections keep there), the lines, the engine's table (totals included) and
 * `patch`, which sets header values (form fields too).
 */
export interface DocumentSection {
  mode: 'new' | 'edit';
  header: AnyRow;
  lines: DocLine[];
  table: ResultadoTabla;
  patch: (values: AnyRow) => void;
  /** Replaces the lines (a credit note prefilled with the lines of the sale it corrects). */
  setLines: (lines: DocLine[]) => void;
  disabled: boolean;
}

/** The spec's pricesIncludeTax for a header. */
export const includesTax = (
  spec: { lines: { pricesIncludeTax: boolean | ((header: AnyRow) => boolean) } },
  header: AnyRow,
): boolean =>
  typeof spec.lines.pricesIncludeTax === 'function' ? spec.lines.pricesIncludeTax(header) : spec.lines.pricesIncludeTax;

/** What `fromRecord` receives: the load endpoint's `detalles` (anything for a spec typed loosely, `any`). */
export type LoadedOf<L> = 0 extends 1 & L
  ? any
  : L extends Endpoint
    ? [DetallesOf<L>] extends [never]
      ? AnyRow
      : DetallesOf<L>
    : AnyRow;

export interface DocumentSpec<R extends AnyRow = AnyRow, L extends Endpoint = Endpoint> {
  key: string;
  /** Singular, lower case ('entrada'): 'Nueva entrada', 'Entrada 15'. */
  noun: string;
  gender?: 'm' | 'f';
  /** The list of documents (the kit's ResourceScreen); the kit adds 'Ver' and the 'Nueva …' button. */
  list: Resource<R>;
  /** True while the document shown is in a state the server moves on its own: its page asks again every 3 s, quietly. */
  refreshWhile?: (record: DocumentRecord) => boolean;
  header: {
    fields: HeaderField[];
    defaults?: AnyRow | (() => AnyRow);
    /** Fields per row on a desktop (default 3). */
    columns?: 2 | 3 | 4;
  };
  lines: {
    catalog: ProductCatalog;
    /** false: no product box; the lines come from elsewhere (a credit note takes its sale's lines through `section.setLines`). */
    productSearch?: boolean;
    /** The lines card's title (default 'Productos'). */
    title?: string;
    /** 'Costo unitario' (entries, purchases) or 'Precio unitario' (sales). */
    priceLabel: string;
    /**
     * 'required' (default: sales, entries), 'optional' (a reference price: outputs; an empty one
     * counts as 0) or 'none' (transfers: no price column, no totals).
     */
    price?: 'required' | 'optional' | 'none';
    /** Prices typed with IGV (sales) or without it (costs); a function when a header field decides (a purchase's 'Costos con IGV'). */
    pricesIncludeTax: boolean | ((header: AnyRow) => boolean);
    /** Cells a document adds to its lines (a purchase's serial numbers), before the line total. */
    columns?: LineColumn[];
    /** A discount column. */
    discount?: boolean;
    pricing?: LinePricing;
    /** The header field holding the store whose stock the hint shows (outputs, sales, transfers). */
    stockField?: string;
    /**
     * The money engine's input of a line when the document adds its own rules (a sale's free items,
     * ICBPER): `base` is the kit's input (null while the line is incomplete). Used by the editor, the
     * view and the totals, so the screen shows what the server computes with the same mapping.
     */
    engineLine?: (line: DocLine, header: AnyRow, base: LineaInput | null) => LineaInput | null;
  };
  /**
   * The totals block: the header's date field (the ICBPER year) and currency field; `taxes: false`
   * shows only the total of the lines (a stock entry valued at cost, without IGV).
   */
  totals?:
    | {
        dateField: string;
        currencyField?: string;
        taxes?: boolean;
        /** Global discounts of the header (catálogo 53: 02 before IGV), passed to the engine. */
        discounts?: (header: AnyRow) => CargoDescuento[];
        /** Global charges of the header (catálogo 53: 46, 50 outside the IGV base), passed to the engine. */
        charges?: (header: AnyRow) => CargoDescuento[];
      }
    | false;
  /**
   * The editor's own parts: `sections` render below the lines (a sale's payments and cuotas),
   * `check` refuses saving with a Spanish reason (shown above the buttons) before the call.
   */
  editor?: {
    sections?: (section: DocumentSection) => ReactNode;
    check?: (section: DocumentSection) => string | null;
  };
  /** The saved document's own parts below its lines (payments, cuotas, electronic state, mails). */
  view?: { sections?: (record: DocumentRecord, ctx: DocumentContext) => ReactNode };
  api: {
    /** The document by id: a GET endpoint whose path takes `:id` (or a function). */
    load: L | ((id: string) => Promise<Envelope<AnyRow>>);
    /** The API's answer (the load endpoint's `detalles`) to the view/edit record. */
    fromRecord: (raw: LoadedOf<L>) => DocumentRecord;
    /** Saves a new document: a POST endpoint (the body posted) or a function. */
    create: CallSpec<[body: unknown]>;
    update?: CallSpec<[body: unknown]>;
    /** The body saved: the header's values and the lines (plus the id on update). */
    toBody: (
      header: AnyRow,
      lines: DocLine[],
      ctx: { mode: 'new' | 'edit'; id: string | number | null; record: DocumentRecord | null },
    ) => unknown;
    /** The saved document's id in the answer (`detalles.identrada`). */
    savedId: (answer: Envelope<unknown>) => string | number | null | undefined;
  };
  /** The document's name in the breadcrumb once loaded ('NI01-00000012'); default 'Entrada 15'. */
  title?: (record: DocumentRecord) => string;
  /** Editable documents (default: not annulled, with api.update). */
  canEdit?: (record: DocumentRecord) => boolean;
  /** After a successful save (e.g. open the A4, spec 001 §2); the kit then shows the document. */
  afterSave?: (id: string | number, ctx: DocumentContext, answer: Envelope<unknown>) => void | Promise<void>;
  actions?: DocumentAction[];
  messages: {
    saving: string;
    saveError: string;
    updating?: string;
    updateError?: string;
    /** Shown while the document is read ('Obteniendo compra...'); default 'Cargando...'. */
    loading?: string;
    /** Reading the document failed on the network. */
    loadError: string;
  };
}
