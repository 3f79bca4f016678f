/** The deploy scripts' tests: plain ES modules run by Node (no transform). */
export default { testEnvironment: 'node', transform: {}, testMatch: ['<rootDir>/test/**/*.test.mjs'] };
