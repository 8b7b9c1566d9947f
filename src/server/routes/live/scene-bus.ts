import { EventEmitter } from 'node:events'
import { sql, type Kysely } from 'kysely'
import type { PeerInfo } from '@shared/sync/protocol'
import type { Database } from '../../db/schema'

export const NOTIFY_CHANNEL = 'scene_ops'

export const PRESENCE_CHANNEL = 'scene_presence'

/** `comments`: the project's comments changed (rides the presence channel: a wake-up, never stored). */
export type PresenceNotice = { projectId: string; node: string; peer?: PeerInfo; leave?: string; hello?: boolean; comments?: true }

/**
 * How the nodes serving one database tell each other that a scene moved on: on PostgreSQL,
 * LISTEN/NOTIFY on a connection of its own (a pooled one may be handed to a query mid-listen, and
 * PgBouncer in transaction mode drops LISTEN). Op notices carry `projectId:seq` only, a wake-up:
 * the ops are read from the log, and a 2 s poll covers a notice that never came. Presence (never
 * stored) rides on its own channel. On PGlite, one process, an in-process emitter does both.
 */
export interface SceneBus {
  onOps: (listener: (projectId: string, seq: number) => void) => void
  onPresence: (listener: (notice: PresenceNotice) => void) => void
  /** After a local commit, for this node's own listeners (the other nodes heard it from the transaction). */
  publishOps: (projectId: string, seq: number) => void
  publishPresence: (notice: PresenceNotice) => void
  /**
   * Run by the op log inside a commit's transaction: on PostgreSQL the NOTIFY goes out when the
   * entry becomes readable, never before it and never for a rolled-back one. Null where one process serves all.
   */
  announceInTransaction: ((trx: Kysely<Database>, projectId: string, seq: number) => Promise<void>) | null
  /** Whether other nodes share this bus (they need this node's presence heartbeats). */
  crossNode: boolean
  close: () => Promise<void>
}

export function memoryBus(): SceneBus {
  const events = new EventEmitter()
  events.setMaxListeners(0)
  return {
    onOps: (listener) => void events.on('ops', listener),
    onPresence: (listener) => void events.on('presence', listener),
    publishOps: (projectId, seq) => void queueMicrotask(() => events.emit('ops', projectId, seq)),
    publishPresence: (notice) => void queueMicrotask(() => events.emit('presence', notice)),
    announceInTransaction: null,
    crossNode: false,
    close: async () => void events.removeAllListeners(),
  }
}

export async function postgresBus(databaseUrl: string, log: { warn: (o: object, m: string) => void }): Promise<SceneBus> {
  const pg = (await import('pg')).default
  const events = new EventEmitter()
  events.setMaxListeners(0)
  let closed = false
  let client: InstanceType<typeof pg.Client> | null = null
  // Publishing presence goes through a second small client, so a slow listener never delays it.
  const sender = new pg.Client({ connectionString: databaseUrl })
  await sender.connect()
  let sending: Promise<unknown> = Promise.resolve()
  let queued = 0
  sender.on('error', (error) => log.warn({ err: error }, 'presence sender connection failed'))
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl })
    next.on('notification', (message) => {
      if (!message.payload) return
      if (message.channel === NOTIFY_CHANNEL) {
        const [projectId, seq] = message.payload.split(':')
        events.emit('ops', projectId, Number(seq))
      } else if (message.channel === PRESENCE_CHANNEL) {
        try {
          events.emit('presence', JSON.parse(message.payload))
        } catch {
          // not ours
        }
      }
    })
    // A lost listening connection comes back; the poll covers what was missed meanwhile.
    next.on('error', (error) => {
      log.warn({ err: error }, 'scene listener connection lost; reconnecting')
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref()
    })
    await next.connect()
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`)
    await next.query(`LISTEN ${PRESENCE_CHANNEL}`)
    client = next
  }
  await connect()
  return {
    onOps: (listener) => void events.on('ops', listener),
    onPresence: (listener) => void events.on('presence', listener),
    publishOps: () => undefined,
    publishPresence: (notice) => {
      const payload = JSON.stringify(notice)
      if (payload.length >= 7900 || queued > 200) return // presence is a hint: shed it rather than queue without end
      queued++
      sending = sending
        .then(() => sender.query('SELECT pg_notify($1, $2)', [PRESENCE_CHANNEL, payload]))
        .catch(() => undefined)
        .finally(() => void queued--)
    },
    announceInTransaction: async (trx, projectId, seq) => void (await sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${`${projectId}:${seq}`})`.execute(trx)),
    crossNode: true,
    close: async () => {
      closed = true
      events.removeAllListeners()
      await client?.end().catch(() => undefined)
      await sender.end().catch(() => undefined)
    },
  }
}
