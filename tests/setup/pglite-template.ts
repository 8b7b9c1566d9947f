import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDb } from '../../src/server/db/client'
import { migrate } from '../../src/server/db/migrate'
import { ensureServerBundle } from '../support/server-bundle'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresUrl: string
    baseUrl: string
    /** The same server's https address (`npm start`'s second port, with a self-signed certificate). */
    httpsUrl: string
    browserWsEndpoint: string
    /** Where the browser tests' SMTP sink writes each message (tests/support/smtp-sink.ts). */
    mailDir: string
  }
}

/**
 * initdb is the slow part of PGlite (seconds, much memory), so it runs once here; each test file
 * copies the migrated data folder and opens its own private database in about half a second.
 */
export default async function setup(project: TestProject) {
  ensureServerBundle()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'))
  const db = await openDb({ dataDir: dir })
  await migrate(db.kysely)
  await db.close()
  project.provide('pgliteTemplate', dir)
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
