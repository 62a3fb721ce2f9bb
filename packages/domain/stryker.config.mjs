/**
 * Mutation testing of the machines and rules (docs/decisions.md). `node mutate.ts` runs it and prints the survivors.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.config.ts' },
  coverageAnalysis: 'perTest',
  // The CI machine has 2 cores; each runner also starts a Vitest worker.
  concurrency: 2,
  // Type-only modules yield no mutant worth a test; src/testing holds the tests' own helpers, not product code.
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/contract.ts', '!src/entities.ts', '!src/testing/**'],
  // Committed, so that a run re-tests only the mutants whose code or covering tests changed since.
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  thresholds: { high: 90, low: 85, break: Number(process.env.MUTATION_BREAK ?? 85) },
  reporters: ['progress'],
  // Plain text in CI logs, which honour FORCE_COLOR=0 like the other suites.
  allowConsoleColors: Boolean(process.stdout.isTTY) && process.env.FORCE_COLOR !== '0',
  tempDirName: '.stryker-tmp',
  // Stryker rewrites tsconfig.json's paths with the TypeScript compiler API, which TypeScript 7 no longer has; the
  // tsconfig extends a package, so the sandbox needs no rewrite. Pointing at a missing file skips it.
  tsconfigFile: 'stryker-skips-tsconfig.json',
};
