/**
 * Jest tests: `unit` (*.spec.ts beside the code, injected fakes), `integration` (test/integration,
 * real PostgreSQL and Redis), `chaos` (test/chaos, faults) and `security` (test/security, attacks
 * on the real API). All run TypeScript
 * sources through SWC as native ES modules, so nothing needs building first.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const common = {
  rootDir: '.',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@teewatch/contracts$': '<rootDir>/backend/contracts/src/index.ts',
    '^@teewatch/backend/(.*)$': '<rootDir>/backend/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

export default {
  // Per-project testTimeout is ignored by jest; integration tests start real processes.
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{backend,workers,sandbox}/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      setupFiles: ['<rootDir>/test/support/aws-env.ts'],
    },
    {
      ...common,
      // Faults (stores stopped, processes killed) on stores and processes the tests start themselves.
      displayName: 'chaos',
      testMatch: ['<rootDir>/test/chaos/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      setupFiles: ['<rootDir>/test/support/aws-env.ts'],
    },
    {
      ...common,
      // Attacks against the real API, PostgreSQL and Redis; each check records a figure.
      displayName: 'security',
      testMatch: ['<rootDir>/test/security/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      setupFiles: ['<rootDir>/test/support/aws-env.ts'],
    },
  ],
};
