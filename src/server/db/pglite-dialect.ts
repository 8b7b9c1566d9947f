import type { PGlite, Transaction } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'

/**
 * Kysely over PGlite. PGlite is one connection, so the driver hands it to one holder at a time:
 * a transaction keeps it until it ends, and every other query waits instead of running inside
 * that transaction (where a rollback would silently take it along). Single queries are
 * serialised by PGlite anyway, so the lock costs nothing outside transactions.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter()
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite)
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db)
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler()
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection
  private queue: Promise<void> = Promise.resolve()
  private release: (() => void) | undefined

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite)
  }

  async init() {
    await this.pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue
    let release!: () => void
    this.queue = new Promise<void>((resolve) => (release = resolve))
    await previous
    this.release = release
    return this.connection
  }

  async releaseConnection() {
    const release = this.release
    this.release = undefined
    release?.()
  }

  async beginTransaction(_connection: DatabaseConnection, settings: TransactionSettings) {
    await this.connection.begin(settings)
  }

  async commitTransaction() {
    await this.connection.end('commit')
  }

  async rollbackTransaction() {
    await this.connection.end('rollback')
  }

  async destroy() {
    if (!this.pglite.closed) await this.pglite.close()
  }
}

/** Queries run on PGlite itself, or on its exclusive transaction while one is open. */
class PGliteConnection implements DatabaseConnection {
  private transaction: Transaction | undefined
  private finish: ((outcome: 'commit' | 'rollback') => void) | undefined
  private closed: Promise<unknown> | undefined

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const target = this.transaction ?? this.pglite
    const result = await target.query<R>(query.sql, query.parameters as unknown[], { rowMode: 'object' })
    return {
      rows: result.rows ?? [],
      numAffectedRows: result.affectedRows != null ? BigInt(result.affectedRows) : undefined,
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results')
  }

  async begin(settings: TransactionSettings) {
    let begun!: () => void
    const started = new Promise<void>((resolve) => (begun = resolve))
    const outcome = new Promise<'commit' | 'rollback'>((resolve) => (this.finish = resolve))
    this.closed = this.pglite.transaction(async (tx) => {
      if (settings.isolationLevel) await tx.exec(`set transaction isolation level ${settings.isolationLevel}`)
      this.transaction = tx
      begun()
      if ((await outcome) === 'rollback') await tx.rollback()
    })
    // A failed BEGIN (or isolation setting) rejects `closed` before `started` resolves.
    await Promise.race([started, this.closed])
  }

  async end(how: 'commit' | 'rollback') {
    this.finish?.(how)
    try {
      await this.closed
    } catch (error) {
      if (how === 'commit') throw error
    } finally {
      this.transaction = undefined
      this.finish = undefined
      this.closed = undefined
    }
  }
}
