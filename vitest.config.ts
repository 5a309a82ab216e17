import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // As the site's build defines it (vite.config.ts): pages rendered in a test use it.
        define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A form test types and taps through jsdom: 1-2 s alone, past the 5 s default on 2 busy cores.
          testTimeout: 20_000,
          // Vitest's default is one worker fewer than the cores: one on CI's two (43 s; 27 s with two).
          maxWorkers: 2,
        },
      },
      {
        // The server's, the contract's and the scripts' unit tests need no DOM: a jsdom for each
        // of their files cost about 2 s of CPU apiece.
        test: {
          name: 'unit-node',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/pg-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own servers, and waits on them: three files at a time keep a
          // 2-core machine busy (141 s against 153 with two; no gain with four).
          maxWorkers: 3,
        },
      },
      {
        test: {
          name: 'webkit',
          include: ['tests/webkit/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/webkit-global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // One browser at a time: two MiniBrowsers and their servers crowd a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
})
