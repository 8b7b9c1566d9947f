import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const alias = {
  '@shared': here('./src/shared'),
  '@app': here('./src/app'),
  '@server': here('./src/server'),
}
const serverTests = ['src/server/**/*.test.ts']
const unitOnly = ['**/*.unit.test.ts', '**/node_modules/**']

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/app/**/*.test.{ts,tsx}', 'src/**/*.unit.test.ts', 'tests/architecture/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
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
        },
      },
    ],
  },
})
