import type { FastifyInstance } from 'fastify'
import websocket from '@fastify/websocket'
import type { Kysely } from 'kysely'
import { CLOSE, clientMessageSchema, LIVE_PROTOCOL_VERSION, type ServerMessage } from '@shared/sync/protocol'
import type { Database } from '../../db/schema'
import type { TokenService } from '../../lib/tokens'
import * as access from '../../lib/project-access'
import { onCommentsChanged } from './comment-events'
import { LiveHub, newConnection, type LiveConnection } from './live-hub'
import { memoryBus, postgresBus, type SceneBus } from './scene-bus'

/** A socket that has not said hello (with its token) by then is closed. */
const HELLO_TIMEOUT_MS = 10_000
/** A client that stops reading: past this much unsent data its socket closes and it reconnects. */
const MAX_BUFFERED = 16 * 1024 * 1024
const MAX_MESSAGE = 4 * 1024 * 1024

declare module 'fastify' {
  interface FastifyInstance {
    liveHub?: LiveHub
  }
}

/**
 * GET /api/v1/scenes/:projectId/live — the live co-editing socket. The token comes as the first
 * message (`hello`), never in the URL. A viewer connects and receives; its batches are refused
 * with 403. Registered at the root (the websocket plugin must see the upgrade before any route).
 */
// Registered on the root (no encapsulation), so `app.liveHub` is visible to the app and its tests.
export async function liveRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; tokens: TokenService; databaseUrl?: string; prefix: string }) {
  const { db, tokens } = opts
  const bus: SceneBus = opts.databaseUrl ? await postgresBus(opts.databaseUrl, app.log) : memoryBus()
  const hub = new LiveHub(db, bus, app.log)
  app.decorate('liveHub', hub)
  // The teams module may announce removed members at once; the poll re-checks roles regardless.
  const stopListening = access.onAccessRevoked((event) => void hub.recheck(event.userId, 'projectId' in event.scope ? event.scope.projectId : null))
  const stopComments = onCommentsChanged((projectId) => hub.commentsChanged(projectId))
  app.addHook('preClose', async () => {
    stopListening()
    stopComments()
    await hub.close()
    await bus.close()
  })

  // A socket error (a message over MAX_MESSAGE, a broken frame, a reset) ends that connection;
  // it is the client's doing, so it is one warn line per connection, never an error per message.
  const reported = new WeakSet<object>()
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE },
    errorHandler: (error, socket, request) => {
      if (!reported.has(socket)) request.log.warn({ code: (error as { code?: string }).code, url: request.url }, `live socket closed: ${error.message}`)
      reported.add(socket)
      socket.terminate()
    },
  })
  app.get<{ Params: { projectId: string } }>(`${opts.prefix}/scenes/:projectId/live`, { websocket: true }, (socket, request) => {
    const projectId = request.params.projectId
    let conn: LiveConnection | null = null
    let closed = false
    const send = (message: ServerMessage) => {
      if (socket.readyState !== socket.OPEN) return
      if (socket.bufferedAmount > MAX_BUFFERED) return socket.close(1013, 'Too far behind; reconnect')
      socket.send(JSON.stringify(message))
    }
    const close = (code: number, reason: string) => {
      if (!closed) socket.close(code, reason)
      closed = true
    }
    const helloTimer = setTimeout(() => close(CLOSE.helloLate, 'No hello in time; reconnect'), HELLO_TIMEOUT_MS)
    // Messages are handled one at a time, in order: a client's batches commit in its own order.
    let chain: Promise<void> = Promise.resolve()
    socket.on('message', (raw: Buffer) => {
      chain = chain.then(() => handle(raw)).catch((error) => {
        request.log.warn({ err: error }, 'live message failed')
        close(1011, 'Server error')
      })
    })
    socket.on('close', () => {
      closed = true
      clearTimeout(helloTimer)
      if (conn) hub.leave(projectId, conn)
    })

    const handle = async (raw: Buffer) => {
      if (closed) return
      let parsed
      try {
        parsed = clientMessageSchema.safeParse(JSON.parse(raw.toString('utf8')))
      } catch {
        parsed = null
      }
      if (!parsed?.success) {
        if (!conn) return close(CLOSE.protocol, 'Bad hello')
        const seq = (() => {
          try {
            return Number(JSON.parse(raw.toString('utf8')).seq) || 0
          } catch {
            return 0
          }
        })()
        return send({ type: 'reject', clientSeq: seq, code: 400, reason: parsed ? parsed.error.issues[0]?.message ?? 'Malformed message' : 'Not JSON' })
      }
      const message = parsed.data
      if (!conn) {
        if (message.type !== 'hello') return close(CLOSE.unauthorized, 'Say hello first')
        clearTimeout(helloTimer)
        if ((message.v ?? 1) !== LIVE_PROTOCOL_VERSION) return close(CLOSE.outdated, `Reload: this editor speaks live protocol ${message.v ?? 1}, the server ${LIVE_PROTOCOL_VERSION}`)
        const claims = await tokens.verify(message.token)
        const session =
          claims &&
          (await db
            .selectFrom('sessions')
            .innerJoin('users', 'users.id', 'sessions.user_id')
            .select(['users.id', 'users.name'])
            .where('sessions.id', '=', claims.sessionId)
            .where('sessions.user_id', '=', claims.userId)
            .where('sessions.expires_at', '>', new Date())
            .executeTakeFirst())
        if (!session) return close(CLOSE.unauthorized, 'Unauthorized')
        const role = /^[0-9a-f]{24}$/.test(projectId) ? await access.projectRole(db, projectId, session.id) : null
        if (!role) return close(CLOSE.notFound, 'Project not found')
        conn = newConnection({ send, close, userId: session.id, clientId: message.clientId, name: session.name, role })
        if (!(await hub.join(projectId, conn))) close(CLOSE.notFound, 'Project not found')
        return
      }
      switch (message.type) {
        case 'batch':
          return hub.batch(projectId, conn, message)
        case 'presence':
          return hub.presence(projectId, conn, message.selection, message.pointer)
        case 'ping':
          return send({ type: 'pong', at: message.at })
        case 'hello':
          return close(CLOSE.protocol, 'Hello twice')
      }
    }
  })
}
;(liveRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true
