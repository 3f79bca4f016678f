#!/usr/bin/env node
/**
 * The browser side of the pattern, counted (docs/adding-an-area.md): remotes and the host call the
 * API through the contracts' endpoint tables, so they hold
 *   - no API path literal ('/gentrada/...', '/api/...': a string or template whose first segment is
 *     a path of some contract endpoint; screen routes, SCREENS and HOST_SCREENS, are not API paths),
 *   - no `AnyRow` (rows are typed by their contract),
 *   - no import of another remote (or of the host),
 *   - no antd static dialog (`Modal.confirm`, `Modal.info`...): it renders outside the app's
 *     ConfigProvider and ignores its theme (the motion the user asked for); screens ask through
 *     `App.useApp().modal`, which the kits hand to resources as `ctx.modal`.
 * Prints the counts per app and every occurrence; exits 1 when any count is above 0. Run by
 * `npm run lint`, so CI keeps them at 0. A path that is also a screen route ('/kardex') cannot be
 * told apart here; @trade/session exports no client taking a path, so such a call does not compile.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { HOST_SCREENS, SCREENS } from '../shared/build/areas.mjs';

const root = resolve(import.meta.dirname, '..');
const ts = createRequire(join(root, 'shared/contracts/package.json'))('typescript');
// The contracts are TypeScript: read through tsx (the API's loader), as the API reads them.
const tsx = dirname(createRequire(join(root, 'api/package.json')).resolve('tsx/package.json'));
const { tsImport } = await import(join(tsx, 'dist/esm/api/index.mjs'));

function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const firstSegment = (text) => text.split(/[/?:]/)[1] ?? '';

/** First segments of every endpoint path of the contracts ('gentrada' of '/gentrada/:id'). */
async function apiSegments() {
  const screens = new Set([...Object.keys(SCREENS), ...HOST_SCREENS].map(firstSegment));
  const { allEndpoints } = await tsImport(join(root, 'shared/contracts/src/index.ts'), import.meta.url);
  return new Set(
    allEndpoints()
      .map((endpoint) => firstSegment(endpoint.path))
      .filter((segment) => segment && !screens.has(segment)),
  );
}

const apps = [
  { name: 'host', dir: join(root, 'host') },
  ...readdirSync(join(root, 'remotes'))
    .filter((name) => statSync(join(root, 'remotes', name)).isDirectory())
    .map((name) => ({ name, dir: join(root, 'remotes', name) })),
];
const appPackages = new Map(
  apps.map((app) => [JSON.parse(readFileSync(join(app.dir, 'package.json'), 'utf8')).name, app.name]),
);
const appOf = (path) => apps.find((app) => !relative(app.dir, path).startsWith('..'))?.name;

const segments = await apiSegments();
const isApiPath = (text) => text.startsWith('/api/') || (text.startsWith('/') && segments.has(firstSegment(text)));

const STATIC_DIALOGS = new Set(['confirm', 'info', 'success', 'error', 'warning']);
const counts = [];
const findings = [];
for (const app of apps) {
  const count = { app: app.name, paths: 0, anyRow: 0, crossImports: 0, staticDialogs: 0 };
  counts.push(count);
  for (const file of sources(join(app.dir, 'src'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const report = (kind, node, what) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      findings.push(`${relative(root, file)}:${line + 1}: ${kind} ${what}`);
    };
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
        const isModule =
          node.parent &&
          (ts.isImportDeclaration(node.parent) ||
            ts.isExportDeclaration(node.parent) ||
            (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword));
        if (isModule) {
          const spec = node.text;
          const target = spec.startsWith('.')
            ? appOf(resolve(dirname(file), spec))
            : appPackages.get(spec.split('/').slice(0, 2).join('/'));
          if (target && target !== app.name) {
            count.crossImports++;
            report('import of another app:', node, spec);
          }
        } else if (isApiPath(node.text)) {
          count.paths++;
          report('API path literal:', node, node.text);
        }
      } else if (ts.isIdentifier(node) && node.text === 'AnyRow') {
        count.anyRow++;
        report('AnyRow:', node, '');
      } else if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'Modal' &&
        STATIC_DIALOGS.has(node.name.text)
      ) {
        count.staticDialogs++;
        report("antd's static dialog:", node, `Modal.${node.name.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

const total = (key) => counts.reduce((sum, c) => sum + c[key], 0);
const KEYS = ['paths', 'anyRow', 'crossImports', 'staticDialogs'];
console.log('Patrón del navegador (rutas de la API, AnyRow, importaciones entre apps, diálogos estáticos de antd):');
for (const c of counts) console.log(`  ${c.app.padEnd(20)} ${KEYS.map((key) => c[key]).join(' ')}`);
console.log(`  ${'total'.padEnd(20)} ${KEYS.map(total).join(' ')}`);
if (findings.length) {
  for (const line of findings) console.log(line);
  console.error(
    'Use las tablas de endpoints de @trade/contracts (call, defineResource({ contract })), los tipos de sus filas y el modal de la app (App.useApp().modal, ctx.modal).',
  );
  process.exit(1);
}
