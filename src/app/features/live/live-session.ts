import type { SceneOp } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { appendToLast, localBatch, receiveOps, receiveReject, receiveSnapshot, startSync, type ClientSyncState } from '@shared/sync/client-sync'
import { LiveHistory } from '@shared/sync/live-history'
import type { PeerInfo, ServerMessage } from '@shared/sync/protocol'
import { toWire } from '@shared/sync/wire-ops'
import { LiveTransport, type LiveStatus, type SocketFactory } from './live-transport'
import { PresenceThrottle } from './presence-throttle'
import type { QueueStore, SavedQueue } from './queue-store'
import { keepShown } from './shown-document'

export type { LiveStatus, SocketFactory }

export interface LiveSessionOptions {
  projectId: string
  /** Socket URLs, tried in turn after a failure (one per API node, or the one the load balancer answers). */
  urls: string[]
  token: () => string | null
  store: QueueStore
  socket?: SocketFactory
  name?: string
  /** The document as shown changed (a local step, someone else's, a rebase). */
  onDoc?: (doc: SceneDocument) => void
  onStatus?: (status: LiveStatus, waiting: number) => void
  onPeers?: (peers: PeerInfo[]) => void
  /** Something the person should read: a dropped change, a skipped undo, a lost access. */
  onNotice?: (text: string) => void
  /** The server's role for this person (a viewer's editor is read-only). */
  onRole?: (role: PeerInfo['role']) => void
  /** Someone started, answered, resolved or deleted a comment on this project. */
  onComments?: () => void
}

const newClientId = () => `c${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * One open editor's live co-editing, the sync side: its steps go to the server as batches and
 * show at once, the server's sequence is replayed under them (client-sync), undo is this person's
 * own (LiveHistory), and unacknowledged batches are kept in the queue store so that neither a lost
 * connection nor a reload loses them. The socket is the transport's (live-transport.ts), presence
 * the throttle's. Framework-free: the live backend binds it to the editor's store.
 */
export class LiveSession {
  sync: ClientSyncState | null = null
  readonly history = new LiveHistory()
  peers = new Map<string, PeerInfo>()
  role: PeerInfo['role'] | null = null
  /** The scene's revision at the last entry heard (a publish names it once nothing waits). */
  revision = 0
  clientId = ''
  private readonly transport: LiveTransport
  private readonly presenceOut: PresenceThrottle
  private saving: Promise<void> = Promise.resolve()
  private saveQueued = false
  /** The highest batch seq handed to the socket; later ones wait for the next flush. */
  private sentUpTo = 0
  private flushTimer: ReturnType<typeof setTimeout> | null = null
  private lastMergeKey: string | undefined
  /** The document last handed to onDoc. */
  private shown: SceneDocument | null = null

  constructor(private readonly options: LiveSessionOptions) {
    this.transport = new LiveTransport({
      urls: options.urls,
      token: options.token,
      socket: options.socket,
      name: options.name,
      clientId: () => this.clientId,
      onMessage: (message) => this.handle(message),
      onStatus: (status) => options.onStatus?.(status, this.waiting),
      onNotice: options.onNotice,
    })
    this.presenceOut = new PresenceThrottle((presence) => this.transport.send({ type: 'presence', ...presence }))
  }

  get status(): LiveStatus {
    return this.transport.status
  }

  /** Starts from the saved queue when one has batches waiting (a reload while offline), else from `doc`. */
  async start(doc: SceneDocument | null): Promise<void> {
    const saved = await this.options.store.load(this.options.projectId).catch(() => null)
    // The client id and its batch counter carry over a reload: the server knows its batches by them.
    this.clientId = saved?.clientId ?? newClientId()
    if (saved?.pending.length) this.sync = startSync(this.clientId, saved.confirmed, saved.seq, saved.pending, saved.nextSeq)
    else if (doc) this.sync = startSync(this.clientId, doc, saved?.seq ?? 0, [], saved?.nextSeq ?? 1)
    if (this.sync) this.options.onDoc?.((this.shown = this.sync.doc))
    this.transport.connect()
  }

  get waiting() {
    return this.sync?.pending.length ?? 0
  }

  /** One user step. Throws (changing nothing) when the ops do not fit the document, like the door. */
  commit(label: string, ops: SceneOp[], mergeKey?: string) {
    if (!this.sync) throw new Error('The live scene is not loaded yet')
    const last = this.sync.pending.at(-1)
    if (mergeKey && mergeKey === this.lastMergeKey && last && last.seq > this.sentUpTo) {
      // A continuous edit still on this side: it joins its unsent batch.
      const { state, diff } = appendToLast(this.sync, ops)
      this.sync = state
      this.history.record(label, diff, mergeKey)
    } else {
      const { state, diff } = localBatch(this.sync, ops)
      this.sync = state
      this.history.record(label, diff, mergeKey)
    }
    this.lastMergeKey = mergeKey
    this.scheduleFlush()
    this.changed()
  }

  /**
   * A lone edit leaves at once, before this tab draws it (a frame on a slow GPU can take longer
   * than the hop to the other person); what follows within 25 ms waits and goes together (a
   * slider's many moves become one batch).
   */
  private scheduleFlush() {
    if (this.flushTimer) return
    this.sendPending(false)
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null
      this.sendPending(false)
    }, 25)
  }

  /** Batches not yet handed to the socket, or (after a reconnect) every unacknowledged one. */
  private sendPending(all: boolean) {
    if (!this.sync || !this.transport.ready) return
    for (const batch of this.sync.pending) {
      if (!all && batch.seq <= this.sentUpTo) continue
      this.transport.send({ type: 'batch', seq: batch.seq, baseSeq: this.sync.seq, ops: batch.ops.map(toWire) })
    }
    this.sentUpTo = Math.max(this.sentUpTo, this.sync.pending.at(-1)?.seq ?? 0)
  }

  /** Undo or redo this person's last step against the document as it is now; null when there is none. */
  step(direction: 'undo' | 'redo'): { label: string; skipped?: string } | null {
    if (!this.sync) return null
    const taken = this.history.take(direction, this.sync.doc)
    if (!taken) return null
    if ('skip' in taken.result) return { label: taken.label, skipped: taken.result.skip }
    if (taken.result.ops.length) {
      const { state, diff } = localBatch(this.sync, taken.result.ops)
      taken.done(diff)
      this.sync = state
      this.lastMergeKey = undefined
      this.scheduleFlush()
      this.changed()
    }
    return { label: taken.label }
  }

  /** Selection and pointer for the others, throttled (the latest wins). */
  presence(selection: string[], pointer: [number, number, number] | null) {
    this.presenceOut.offer(selection, pointer)
  }

  stop() {
    this.presenceOut.stop()
    if (this.flushTimer) clearTimeout(this.flushTimer)
    this.transport.stop()
  }

  /** The network is back (the browser's 'online'): try now instead of at the next backoff step. */
  reconnectNow() {
    this.transport.reconnectNow()
  }

  /** Drops the connection as a network failure would (tests); it comes back on its own. */
  dropConnection() {
    this.transport.drop()
  }

  private handle(message: ServerMessage) {
    switch (message.type) {
      case 'welcome': {
        const doc = message.doc as SceneDocument
        this.sync = this.sync ? receiveSnapshot(this.sync, { doc, seq: message.seq, acked: message.acked }) : startSync(this.clientId, doc, message.seq)
        this.revision = message.revision ?? this.revision
        this.role = message.you.role
        this.options.onRole?.(message.you.role)
        this.peers = new Map(message.peers.map((p) => [p.clientId, p]))
        this.options.onPeers?.([...this.peers.values()])
        this.transport.welcomed()
        this.sendPending(true)
        this.changed()
        return
      }
      case 'ops': {
        if (!this.sync) return
        this.sync = receiveOps(this.sync, message)
        this.revision = message.revision ?? this.revision
        if (message.clientId === this.sync.clientId && message.dropped?.length) {
          const n = message.dropped.length
          this.options.onNotice?.(`${n} of your changes could not be applied: ${message.dropped[0].reason.replace(/^Cannot \w+ /, '')}${/no such node|missing/.test(message.dropped[0].reason) ? ' (deleted by someone else)' : ''}`)
        }
        this.changed()
        return
      }
      case 'reset':
        if (!this.sync) return
        this.sync = receiveSnapshot(this.sync, { doc: message.doc as SceneDocument, seq: message.seq })
        this.revision = message.revision ?? this.revision
        this.changed()
        return
      case 'reject':
        if (!this.sync) return
        this.sync = receiveReject(this.sync, message.clientSeq)
        this.options.onNotice?.(message.code === 403 ? 'You can view this scene but not edit it; your change was not saved.' : `A change was refused: ${message.reason}`)
        this.changed()
        return
      case 'role':
        this.role = message.role
        this.options.onRole?.(message.role)
        return
      case 'presence':
        if (message.peer.clientId === this.sync?.clientId) return
        this.peers.set(message.peer.clientId, message.peer)
        this.options.onPeers?.([...this.peers.values()])
        return
      case 'leave':
        this.peers.delete(message.clientId)
        this.options.onPeers?.([...this.peers.values()])
        return
      case 'comments':
        this.options.onComments?.()
        return
    }
  }

  private changed() {
    if (!this.sync) return
    // The ack of this person's own step rebuilds the document they see already: keep that one.
    const shown = keepShown(this.shown, this.sync.doc)
    if (shown !== this.sync.doc) this.sync = { ...this.sync, doc: shown }
    this.shown = shown
    this.options.onDoc?.(shown)
    this.options.onStatus?.(this.status, this.waiting)
    this.persist()
  }

  /** One save at a time; changes meanwhile are folded into the next one. */
  private persist() {
    if (this.saveQueued) return
    this.saveQueued = true
    this.saving = this.saving.then(async () => {
      this.saveQueued = false
      const s = this.sync
      if (!s) return
      const queue: SavedQueue = { clientId: s.clientId, nextSeq: s.nextSeq, seq: s.seq, confirmed: s.confirmed, pending: s.pending }
      await this.options.store.save(this.options.projectId, queue).catch(() => undefined)
    })
  }

  /** Resolves when nothing waits for the server (or after `ms`, answering false). */
  async idle(ms = 5000): Promise<boolean> {
    const deadline = Date.now() + ms
    while (this.waiting > 0) {
      if (Date.now() > deadline) return false
      await new Promise((r) => setTimeout(r, 50))
    }
    return true
  }

  /** Resolves once what is queued has been written (tests, and before a deliberate reload). */
  flush() {
    return this.saving
  }
}
