/**
 * A fast reader of the XML our own builders write (builders/xml.ts), into the very tree fast-xml-parser
 * gives with the options of ubl.ts (namespace prefixes removed, attributes as '@name', text as
 * '#text' beside attributes, the LISTS names always arrays, values as trimmed strings).
 *
 * Why: SUNAT's rules are checked on every sale before its number is taken (cpe/service.ts revisar)
 * and again before signing (pipeline.ts); fast-xml-parser spent ~5 ms of CPU on a 10-line boleta,
 * the largest single cost of a sale's save. Our builders write a narrow XML: no comments, CDATA,
 * DOCTYPE or mixed content, double-quoted attributes, the five named entities (a numeric character
 * reference, only written for a carriage return or a tab, declines). Anything outside that answers `undefined` and the caller reads it with fast-xml-parser,
 * as it does for every document it did not write (the simulator reads what it receives that way).
 * test/cpe/ubl-arbol.cases.ts checks both readers give the same tree on every kind of document.
 */
type Nodo = Record<string, unknown>;

interface Marco {
  nombre: string;
  nodo: Nodo;
  texto: string;
  /** With child elements (then its text, if any, is mixed content: not ours). */
  hijos: boolean;
  atributos: boolean;
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCIA = /&([a-z]+);/g;

/**
 * The five named entities decoded; a numeric reference (&#xD;, which fast-xml-parser leaves as
 * written) or a stray '&' declines the document: fast-xml-parser reads it.
 */
function decodificar(texto: string): string | undefined {
  if (!texto.includes('&')) return texto;
  let fuera = false;
  const out = texto.replace(REFERENCIA, (entidad, ref: string) => ENTIDADES[ref] ?? ((fuera = true), entidad));
  return fuera || texto.replace(REFERENCIA, '').includes('&') ? undefined : out;
}

const sinPrefijo = (nombre: string) => {
  const i = nombre.indexOf(':');
  return i < 0 ? nombre : nombre.slice(i + 1);
};

const ATRIBUTO = /\s*([^\s=/>]+)="([^"<]*)"/y;

function agregar(padre: Nodo, nombre: string, valor: unknown, esLista: (nombre: string) => boolean) {
  const previo = padre[nombre];
  if (previo === undefined) padre[nombre] = esLista(nombre) ? [valor] : valor;
  else if (Array.isArray(previo)) previo.push(valor);
  else padre[nombre] = [previo, valor];
}

/** The tree of `xml`, or undefined when it is not the narrow XML our builders write. */
export function arbolUblPropio(xml: string, esLista: (nombre: string) => boolean): Nodo | undefined {
  const raiz: Marco = { nombre: '', nodo: {}, texto: '', hijos: false, atributos: false };
  const pila: Marco[] = [raiz];
  let i = 0;
  if (xml.startsWith('<?xml')) {
    const fin = xml.indexOf('?>');
    if (fin < 0) return undefined;
    // fast-xml-parser keeps the declaration as '?xml' with its attributes.
    const declaracion: Nodo = {};
    for (let j = 5; ; ) {
      ATRIBUTO.lastIndex = j;
      const m = ATRIBUTO.exec(xml);
      if (!m || ATRIBUTO.lastIndex > fin) break;
      declaracion[`@${m[1]}`] = m[2];
      j = ATRIBUTO.lastIndex;
    }
    raiz.nodo['?xml'] = declaracion;
    i = fin + 2;
  }
  while (i < xml.length) {
    const abre = xml.indexOf('<', i);
    const hasta = abre < 0 ? xml.length : abre;
    if (hasta > i) pila[pila.length - 1]!.texto += xml.slice(i, hasta);
    if (abre < 0) break;
    const c = xml[abre + 1];
    if (c === '!' || c === '?') return undefined;
    if (c === '/') {
      const fin = xml.indexOf('>', abre);
      if (fin < 0) return undefined;
      const marco = pila.pop()!;
      if (pila.length === 0 || marco.nombre !== xml.slice(abre + 2, fin).trim()) return undefined;
      const valor = cerrar(marco);
      if (valor === undefined) return undefined;
      agregar(pila[pila.length - 1]!.nodo, sinPrefijo(marco.nombre), valor, esLista);
      pila[pila.length - 1]!.hijos = true;
      i = fin + 1;
      continue;
    }
    // An opening tag: its name, its attributes, '>' or '/>'.
    let j = abre + 1;
    while (j < xml.length && !' \t\r\n/>'.includes(xml[j]!)) j++;
    const nombre = xml.slice(abre + 1, j);
    if (!nombre) return undefined;
    const marco: Marco = { nombre, nodo: {}, texto: '', hijos: false, atributos: false };
    for (;;) {
      ATRIBUTO.lastIndex = j;
      const m = ATRIBUTO.exec(xml);
      if (!m) break;
      j = ATRIBUTO.lastIndex;
      const [, atributo, valor] = m;
      // fast-xml-parser with removeNSPrefix drops the namespace declarations.
      if (atributo === 'xmlns' || atributo!.startsWith('xmlns:')) continue;
      const texto = decodificar(valor!);
      if (texto === undefined) return undefined;
      marco.nodo[`@${sinPrefijo(atributo!)}`] = texto;
      marco.atributos = true;
    }
    while (j < xml.length && ' \t\r\n'.includes(xml[j]!)) j++;
    if (xml[j] === '/' && xml[j + 1] === '>') {
      const valor = cerrar(marco);
      if (valor === undefined) return undefined;
      agregar(pila[pila.length - 1]!.nodo, sinPrefijo(nombre), valor, esLista);
      pila[pila.length - 1]!.hijos = true;
      i = j + 2;
      continue;
    }
    if (xml[j] !== '>') return undefined;
    pila.push(marco);
    i = j + 1;
  }
  if (pila.length !== 1 || raiz.texto.trim()) return undefined;
  return raiz.nodo;
}

/** A closed element's value as fast-xml-parser gives it: its text, or its object (attributes, children, '#text'). */
function cerrar(marco: Marco): unknown {
  const texto = decodificar(marco.texto.trim());
  if (texto === undefined) return undefined;
  if (marco.hijos) return texto ? undefined : marco.nodo;
  if (marco.atributos) {
    if (texto) marco.nodo['#text'] = texto;
    return marco.nodo;
  }
  return texto;
}
