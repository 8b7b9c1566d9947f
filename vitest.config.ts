import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const alias = {
  '@shared': here('./src/shared'),
  '@app': here('./src/app'),
  '@server': here('./src/server'),
}
const serverTests = ['src/server/**/*.test.ts']
// The planner is pure logic the server runs: its tests need no database, so they run once, as unit tests.
const PLANNER = 'src/server/services/planner'
const unitOnly = ['**/*.unit.test.ts', `${PLANNER}/**`, '**/node_modules/**']
// The API test files share their worker's modules (isolate: false): each one used to import the
// whole server afresh (fastify, the S3 client, sharp, the routes), 222 s of the API run's CPU
// for 55 files, and the run took twice as long. Each file builds its own app on its own database
// and data folder; a file that needs a module's state fresh must build it in its own hooks.

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Logic without a DOM or module mocks (the scene, the planner, the server's pure parts):
          // shared modules, as the API files (64 s -> 27 s for its 67 files).
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.unit.test.ts', `${PLANNER}/**/*.test.ts`, 'tests/architecture/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The client's tests: jsdom pages and vi.mock, which need a fresh module graph per file.
          name: 'unit-app',
          include: ['src/app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          isolate: false,
          include: serverTests,
          exclude: unitOnly,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/setup/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          isolate: false,
          include: serverTests,
          exclude: unitOnly,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/setup/postgres-cluster.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/e2e-server.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // What a browser shows after a click (a 250 ms double-click window, then a frame on
          // software GL) can take more than expect.poll's 1 s default on a loaded 2-core CI
          // machine: a poll that then fails says nothing about the product.
          expect: { poll: { timeout: 5000 } },
        },
      },
    ],
  },
})
