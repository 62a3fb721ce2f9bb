import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.gateway.test.ts'],
        },
      },
      {
        // Starts the reference gateway as a child process: slower, so its own project.
        extends: true,
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['src/**/*.gateway.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
