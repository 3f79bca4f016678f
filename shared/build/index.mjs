import { createRequire } from 'node:module';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { mfName } from './areas.mjs';

export { AREAS, mfName } from './areas.mjs';

/** Every app is mounted under this path; remotes are deployed in versioned folders below it. */
export const BASE_PATH = '/trade';

const versionOf = (pkg, from) => createRequire(from)(`${pkg}/package.json`).version;

/**
 * Singletons shared once by the host and every remote. Versions are explicit so workspace
 * packages (`workspace:^1.0.0` in package.json) do not feed a non-semver range to MF.
 * Trailing-slash keys share subpath imports (react/jsx-runtime, react-dom/client, ...).
 */
export function sharedSingletons(appDir, { eager }) {
  const from = `${appDir}/package.json`;
  const single = (pkg, extra = {}) => ({
    singleton: true,
    requiredVersion: `^${versionOf(pkg, from)}`,
    eager,
    ...extra,
  });
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    'react-router': single('react-router'),
    'react-router-dom': single('react-router-dom'),
    jotai: single('jotai'),
    axios: single('axios'),
    dayjs: single('dayjs'),
    // antd is large: even in the host it loads only when a screen needs it (login stays light).
    antd: single('antd', { eager: false }),
    '@trade/session': single('@trade/session', { requiredVersion: '^1.0.0' }),
    '@trade/session/': single('@trade/session', { requiredVersion: '^1.0.0', eager: false }),
  };
}

const common = (appDir) => ({
  plugins: [pluginReact()],
  // Everything is served from one origin (/trade); no cross-origin access is needed.
  server: { cors: { origin: [] } },
  source: { tsconfigPath: `${appDir}/tsconfig.json` },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // The workspace kits (contracts with TypeBox, CRUD/document kit, money, formats) are small
      // modules used by every screen; below splitChunks' 20 kB default each screen chunk would carry
      // its own copy. One shared async chunk per app instead.
      override: {
        cacheGroups: {
          tradeKits: {
            test: /[\\/](shared[\\/](contracts|ui|money|formats)[\\/]|node_modules[\\/](\.pnpm[\\/])?typebox)/,
            name: 'trade-kits',
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            priority: 20,
            reuseExistingChunk: true,
          },
        },
      },
    },
  },
  // TRADE_SOURCEMAP=1 adds source maps (bundle analysis, debugging a production build).
  output: {
    cleanDistPath: true,
    legalComments: 'none',
    sourceMap: process.env.TRADE_SOURCEMAP ? { js: 'source-map' } : false,
  },
});

/** The shell: served at /trade/, eager singletons, remotes registered at run time. */
export function defineHost(appDir) {
  return defineConfig({
    ...common(appDir),
    html: { title: 'Trade', favicon: `${appDir}/public/favicon.svg`, mountId: 'root' },
    output: { ...common(appDir).output, assetPrefix: `${BASE_PATH}/` },
    server: { ...common(appDir).server, base: BASE_PATH },
    plugins: [
      ...common(appDir).plugins,
      pluginModuleFederation({
        name: 'trade_host',
        remotes: {},
        // Remotes reuse the host's federation runtime instead of bundling their own copy.
        experiments: { provideExternalRuntime: true },
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(appDir, { eager: true }),
        dts: false,
      }),
    ],
  });
}

/** A business area: exposes its screens as data (`./routes`), loadable from any folder. */
export function defineRemote(appDir, area) {
  return defineConfig({
    ...common(appDir),
    // A remote has no page of its own: its entry is the screen declaration the host loads.
    source: { ...common(appDir).source, entry: { index: './src/routes.ts' } },
    tools: { htmlPlugin: false },
    output: { ...common(appDir).output, assetPrefix: 'auto' },
    plugins: [
      ...common(appDir).plugins,
      pluginModuleFederation({
        name: mfName(area),
        exposes: { './routes': './src/routes.ts' },
        experiments: { externalRuntime: true },
        shareStrategy: 'loaded-first',
        shared: sharedSingletons(appDir, { eager: false }),
        manifest: true,
        dts: false,
      }),
    ],
  });
}
