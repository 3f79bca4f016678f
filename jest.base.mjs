/**
 * The jest setup every workspace package shares: ESM TypeScript (and TSX) compiled by SWC, run in
 * Node, relative imports written with `.js` resolved to their `.ts` sources. Packages spread it
 * and add what is theirs (global setup, extra transforms, time-outs).
 */
export const jestBase = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
};
