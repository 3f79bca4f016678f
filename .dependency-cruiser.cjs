/**
 * Import boundaries of the pattern (docs/architecture.md, "Boundaries"), checked in CI by
 * `npm run lint`. Type-only imports count too: an area's types reach another area through the
 * contracts or its published decorator, never through its files.
 */
const AREA = '^api/src/areas/([^/]+)/';
module.exports = {
  forbidden: [
    {
      name: 'area-to-area',
      comment: 'An area uses another only through what it publishes on `app` (its typed decorator) or the contracts.',
      severity: 'error',
      from: { path: AREA },
      to: { path: '^api/src/areas/', pathNot: '^api/src/areas/$1/' },
    },
    {
      name: 'engine-to-area',
      comment: 'The database layer, the CPE and print engines and core know no area: areas register with them.',
      severity: 'error',
      from: { path: '^api/src/(db|cpe|print|core|plugins)/' },
      to: { path: '^api/src/areas/' },
    },
    {
      name: 'demo-to-area',
      comment:
        'The demo seed lives above the areas: it writes through their published doors on an app instance (demo/app.ts), never their files.',
      severity: 'error',
      from: { path: '^api/src/demo/' },
      to: { path: '^api/src/areas/' },
    },
    {
      name: 'shared-to-app',
      comment: 'Shared packages (contracts, kits, session, money, formats, build) import no app, remote or API file.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(api|host|remotes)/' },
    },
    {
      name: 'remote-to-remote',
      comment: 'A remote never imports another remote (or the host): they meet through the session package.',
      severity: 'error',
      from: { path: '^remotes/([^/]+)/' },
      to: { path: '^(host/|remotes/)', pathNot: '^remotes/$1/' },
    },
    {
      name: 'host-to-remote',
      comment: 'The host loads remotes at run time through the manifest, never by import.',
      severity: 'error',
      from: { path: '^host/' },
      to: { path: '^remotes/' },
    },
    {
      name: 'no-circular',
      comment: 'No import circles, type-only ones included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|deploy/www)' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
