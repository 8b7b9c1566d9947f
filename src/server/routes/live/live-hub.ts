import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { CLOSE, MAX_PRESENCE_IDS, PRESENCE_RATE_PER_S, presenceColor, type BatchMessage, type PeerInfo, type ServerMessage } from '@shared/sync/protocol'
import type { WireOp } from '@shared/sync/wire-ops'
import type { SceneDocument } from '@shared/scene/schema'
import type { Database } from '../../db/schema'
import { projectRole, type ProjectRole } from '../../lib/project-access'
import { commitToLog, DocCache, readHead, readLogAfter, readSnapshot, type LogCommit, type LogEntry } from './op-log'
import type { PresenceNotice, SceneBus } from './scene-bus'

/** How often a node looks for ops a notice did not announce, re-checks roles and refreshes presence. */
export const POLL_MS = 2000
const REMOTE_PEER_TTL_MS = 15_000

/** One open editor on this node: the socket side is anything that can send and close. */
export interface LiveConnection {
  send: (message: ServerMessage) => void
  close: (code: number, reason: string) => void
  userId: string
  clientId: string
  name: string
  role: ProjectRole
  /** The last scene seq this connection was told about. */
  seq: number
  peer: PeerInfo
  tokens: number
  refilledAt: number
}

class Room {
  readonly conns = new Set<LiveConnection>()
  readonly remote = new Map<string, { peer: PeerInfo; at: number }>()
  seq = 0
  revision = -1
  started = false
  private chain: Promise<void> = Promise.resolve()
  constructor(readonly projectId: string) {}
  /** Room work runs one task at a time, so entries go out in seq order exactly once. */
  run(task: () => Promise<void>): Promise<void> {
    const next = this.chain.then(task)
    this.chain = next.catch(() => undefined)
    return next
  }
}

/**
 * The live scenes one API node serves: which sockets watch which scene, and what each has been
 * told. Every committed batch, from this node or another, reaches the sockets by the same road:
 * the room reads the log after the last seq it delivered and sends each entry in order.
 */
export class LiveHub {
  private rooms = new Map<string, Room>()
  private cache = new DocCache()
  private timer: NodeJS.Timeout
  readonly node = crypto.randomBytes(6).toString('hex')

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: SceneBus,
    private readonly log: { warn: (o: object, m: string) => void },
  ) {
    bus.onOps((projectId, seq) => {
      const room = this.rooms.get(projectId)
      if (room && seq > room.seq) void this.pull(room)
    })
    bus.onPresence((notice) => this.remotePresence(notice))
    this.timer = setInterval(() => void this.poll(), POLL_MS)
    this.timer.unref()
  }

  async join(projectId: string, conn: LiveConnection): Promise<boolean> {
    let room = this.rooms.get(projectId)
    if (!room) this.rooms.set(projectId, (room = new Room(projectId)))
    const r = room
    let ok = true
    r.conns.add(conn)
    await r.run(async () => {
      if (r.started) await this.pullNow(r)
      const snapshot = await readSnapshot(this.db, projectId, conn.clientId)
      if (!snapshot) {
        ok = false
        return
      }
      if (!r.started) {
        r.started = true
        r.seq = snapshot.seq
        r.revision = snapshot.revision
      }
      conn.seq = snapshot.seq
      const peers = [...[...r.conns].filter((c) => c !== conn).map((c) => c.peer), ...[...r.remote.values()].map((p) => p.peer)]
      conn.send({ type: 'welcome', seq: snapshot.seq, revision: snapshot.revision, doc: snapshot.doc, acked: snapshot.acked, you: { userId: conn.userId, role: conn.role, color: conn.peer.color }, peers })
    })
    if (!ok) {
      this.leave(projectId, conn)
      return false
    }
    this.broadcastPresence(r, conn, true)
    return true
  }

  leave(projectId: string, conn: LiveConnection) {
    const room = this.rooms.get(projectId)
    if (!room || !room.conns.delete(conn)) return
    for (const other of room.conns) other.send({ type: 'leave', clientId: conn.clientId })
    this.bus.publishPresence({ projectId, node: this.node, leave: conn.clientId })
    if (!room.conns.size) this.rooms.delete(projectId)
  }

  /** A batch from one of this node's sockets. Rejections go back to it alone; commits reach everyone through the log. */
  async batch(projectId: string, conn: LiveConnection, message: BatchMessage): Promise<void> {
    if (conn.role === 'viewer') return conn.send({ type: 'reject', clientSeq: message.seq, code: 403, reason: 'You can view this scene but not edit it.' })
    const outcome = await commitToLog(this.db, this.cache, {
      projectId,
      userId: conn.userId,
      batch: { clientId: conn.clientId, seq: message.seq, baseSeq: message.baseSeq, ops: message.ops as WireOp[] },
      announce: this.bus.announceInTransaction,
    })
    if (outcome.kind === 'gone') return conn.close(CLOSE.notFound, 'The project is gone')
    if (outcome.kind === 'reject') return conn.send({ type: 'reject', clientSeq: message.seq, code: outcome.code, reason: outcome.reason })
    if (outcome.kind === 'duplicate') return
    this.bus.publishOps(projectId, outcome.entry.seq)
    const room = this.rooms.get(projectId)
    if (room) await this.pull(room, outcome.entry)
  }

  /**
   * A batch from outside any socket (an agent through the MCP endpoint): the same commit, the same
   * log and so the same road to every open editor as a socket's batch. The caller has checked the
   * person's role. The agent shows in those editors as a peer under its own name, selecting what
   * it touched, until it has been quiet for a while (the remote peers' expiry).
   */
  async externalBatch(
    projectId: string,
    agent: { userId: string; clientId: string; name: string; onCommit?: Parameters<typeof commitToLog>[2]['onCommit'] },
    ops: WireOp[],
  ): Promise<LogCommit> {
    const outcome = await commitToLog(this.db, this.cache, {
      projectId,
      userId: agent.userId,
      nextSeq: true,
      batch: { clientId: agent.clientId, seq: 0, baseSeq: 0, ops },
      announce: this.bus.announceInTransaction,
      onCommit: agent.onCommit,
    })
    if (outcome.kind !== 'commit') return outcome
    this.bus.publishOps(projectId, outcome.entry.seq)
    const touched = touchedIds(outcome.entry.ops as WireOp[], outcome.doc)
    const peer: PeerInfo = { clientId: agent.clientId, userId: agent.userId, name: agent.name, color: presenceColor(agent.clientId), role: 'editor', selection: touched, pointer: null, agent: true }
    const room = this.rooms.get(projectId)
    if (room) {
      await this.pull(room, outcome.entry)
      room.remote.set(peer.clientId, { peer, at: Date.now() })
      for (const conn of room.conns) conn.send({ type: 'presence', peer })
    }
    this.bus.publishPresence({ projectId, node: this.node, peer })
    return outcome
  }

  presence(projectId: string, conn: LiveConnection, selection: string[], pointer: PeerInfo['pointer']) {
    // A token bucket: at most PRESENCE_RATE_PER_S a second, a short burst allowed.
    const now = Date.now()
    conn.tokens = Math.min(PRESENCE_RATE_PER_S, conn.tokens + ((now - conn.refilledAt) / 1000) * PRESENCE_RATE_PER_S)
    conn.refilledAt = now
    if (conn.tokens < 1) return
    conn.tokens -= 1
    conn.peer = { ...conn.peer, selection, pointer }
    const room = this.rooms.get(projectId)
    if (room) this.broadcastPresence(room, conn, false)
  }

  /** The project's comments changed (on this node): its editors here and on every other node fetch them again. */
  commentsChanged(projectId: string) {
    const room = this.rooms.get(projectId)
    if (room) for (const conn of room.conns) conn.send({ type: 'comments' })
    this.bus.publishPresence({ projectId, node: this.node, comments: true })
  }

  /**
   * Someone's access changed (the access module's announcement): their role is read again for
   * each open scene (all of theirs when `projectId` is null, a team's change): none closes the
   * socket, viewer stops their writes.
   */
  async recheck(userId: string, projectId: string | null) {
    for (const room of [...this.rooms.values()]) {
      if (projectId && room.projectId !== projectId) continue
      if (![...room.conns].some((c) => c.userId === userId)) continue
      this.applyRole(room, userId, await projectRole(this.db, room.projectId, userId))
    }
  }

  private applyRole(room: Room, userId: string, role: ProjectRole | null) {
    for (const conn of room.conns) {
      if (conn.userId !== userId) continue
      if (!role) conn.close(CLOSE.forbidden, 'Your access to this project was removed')
      else if (conn.role !== role) {
        conn.role = role
        conn.peer = { ...conn.peer, role }
        conn.send({ type: 'role', role })
      }
    }
  }

  get openScenes() {
    return this.rooms.size
  }

  async close() {
    clearInterval(this.timer)
    for (const room of this.rooms.values()) for (const conn of room.conns) conn.close(1001, 'Server shutting down')
    this.rooms.clear()
  }

  private broadcastPresence(room: Room, conn: LiveConnection, hello: boolean) {
    for (const other of room.conns) if (other !== conn) other.send({ type: 'presence', peer: conn.peer })
    this.bus.publishPresence({ projectId: room.projectId, node: this.node, peer: conn.peer, hello })
  }

  private remotePresence(notice: PresenceNotice) {
    if (notice.node === this.node) return
    const room = this.rooms.get(notice.projectId)
    if (!room) return
    if (notice.comments) {
      for (const conn of room.conns) conn.send({ type: 'comments' })
      return
    }
    if (notice.leave) {
      room.remote.delete(notice.leave)
      for (const conn of room.conns) conn.send({ type: 'leave', clientId: notice.leave })
      return
    }
    if (!notice.peer) return
    room.remote.set(notice.peer.clientId, { peer: notice.peer, at: Date.now() })
    for (const conn of room.conns) conn.send({ type: 'presence', peer: notice.peer })
    // Someone new on another node: tell them who is here, without waiting for the heartbeat.
    if (notice.hello) for (const conn of room.conns) this.bus.publishPresence({ projectId: room.projectId, node: this.node, peer: conn.peer })
  }

  private pull(room: Room, known?: LogEntry) {
    return room.run(() => this.pullNow(room, known))
  }

  private async pullNow(room: Room, known?: LogEntry) {
    // The entry this node just committed goes out without a read when it is the next one.
    if (known && known.seq === room.seq + 1) return this.deliver(room, [known])
    for (;;) {
      const entries = await readLogAfter(this.db, room.projectId, room.seq)
      if (entries.length && entries[0].seq !== room.seq + 1) {
        // Trimmed past what this room knew (a node asleep for a long time): start its sockets again.
        return this.reset(room)
      }
      this.deliver(room, entries)
      if (entries.length < 200) return
    }
  }

  private deliver(room: Room, entries: LogEntry[]) {
    for (const entry of entries) {
      const message: ServerMessage = { type: 'ops', seq: entry.seq, clientId: entry.clientId, clientSeq: entry.clientSeq, userId: entry.userId ?? '', revision: entry.revision, ops: entry.ops, ...(entry.dropped && { dropped: entry.dropped }) }
      for (const conn of room.conns) {
        if (entry.seq <= conn.seq) continue
        conn.seq = entry.seq
        conn.send(message)
      }
      room.seq = entry.seq
      room.revision = entry.revision
    }
  }

  /** The scene changed outside the log (a REST save, the assistant) or the log was trimmed past us. */
  private async reset(room: Room) {
    const snapshot = await readSnapshot(this.db, room.projectId, '')
    if (!snapshot) return
    room.seq = snapshot.seq
    room.revision = snapshot.revision
    for (const conn of room.conns) {
      conn.seq = snapshot.seq
      conn.send({ type: 'reset', seq: snapshot.seq, revision: snapshot.revision, doc: snapshot.doc })
    }
  }

  private async poll() {
    const now = Date.now()
    for (const room of [...this.rooms.values()]) {
      try {
        await room.run(async () => {
          const head = await readHead(this.db, room.projectId)
          if (!head) return
          if (head.op_seq > room.seq) await this.pullNow(room)
          else if (head.scene_revision !== room.revision) await this.reset(room)
        })
        // Roles are read again: a removed member's socket closes within one poll on every node.
        const users = new Set([...room.conns].map((c) => c.userId))
        for (const userId of users) this.applyRole(room, userId, await projectRole(this.db, room.projectId, userId))
        for (const [id, remote] of room.remote) {
          if (now - remote.at < REMOTE_PEER_TTL_MS) continue
          room.remote.delete(id)
          for (const conn of room.conns) conn.send({ type: 'leave', clientId: id })
        }
        // A heartbeat keeps this node's people visible on the others (their entries expire otherwise).
        if (this.bus.crossNode) for (const conn of room.conns) this.bus.publishPresence({ projectId: room.projectId, node: this.node, peer: conn.peer })
      } catch (error) {
        this.log.warn({ err: error, projectId: room.projectId }, 'live scene poll failed')
      }
    }
  }
}

export function newConnection(base: { send: LiveConnection['send']; close: LiveConnection['close']; userId: string; clientId: string; name: string; role: ProjectRole }): LiveConnection {
  const color = presenceColor(base.userId)
  return {
    ...base,
    // Nothing reaches it before its welcome sets where it starts.
    seq: Number.MAX_SAFE_INTEGER,
    peer: { clientId: base.clientId, userId: base.userId, name: base.name, color, role: base.role, selection: [], pointer: null },
    tokens: PRESENCE_RATE_PER_S,
    refilledAt: Date.now(),
  }
}

/** The nodes a batch added or changed that are still there: an agent's selection as the editors see it. */
function touchedIds(ops: WireOp[], doc: SceneDocument): string[] {
  const ids = new Set<string>()
  for (const op of ops) {
    const id = op.op === 'add' ? (op.node as { id?: string }).id : op.op === 'update' ? (op.id as string) : undefined
    if (id && doc.nodes[id]) ids.add(id)
    if (ids.size === MAX_PRESENCE_IDS) break
  }
  return [...ids]
}
