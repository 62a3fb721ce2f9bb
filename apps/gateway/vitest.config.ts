import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Passwords are hashed with scrypt (N = 2^15) as in production: a test that logs in and fails a dozen times runs
    // a dozen hashes, which a loaded 2-core machine takes more than the default 5 s over.
    testTimeout: 30_000,
    // Two files at a time: the gateway's tests are the unit suite's longest (65 s one file at a time, Vitest's
    // default on two cores, and 34 s two at a time), and the other packages' finish well before them.
    maxWorkers: 2,
  },
});
