import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Mutation runs (Stryker starts each runner with STRYKER_MUTATOR_WORKER) leave out the naughty-strings sweep: it
    // proves robustness, not a rule's edges, and would add over a second to every forms mutant.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.STRYKER_MUTATOR_WORKER === undefined ? [] : ['src/forms/naughtyStrings.test.ts']),
    ],
    environment: 'node',
    // The model-based tests walk whole machines; on a busy shared machine that can take more than the default 5 s.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 95 },
    },
  },
});
