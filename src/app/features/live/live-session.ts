import type { SceneOp } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { appendToLast, localBatch, receiveOps, receiveReject, receiveSnapshot, SequenceGapError, startSync, type ClientSyncState } from '@shared/sync/client-sync'
import { LiveHistory } from '@shared/sync/live-history'
import { CLOSE, LIVE_PROTOCOL_VERSION, PRESENCE_RATE_PER_S, type PeerInfo, type ServerMessage } from '@shared/sync/protocol'
import { toWire } from '@shared/sync/wire-ops'
import type { QueueStore, SavedQueue } from './queue-store'
import { keepShown } from './shown-document'

/** The slice of a WebSocket this uses: the browser's, or `ws` in Node tests and the bench. */
interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
  onopen: ((event: unknown) => void) | null
  onmessage: ((event: { data: unknown }) => void) | null
  onclose: ((event: { code: number; reason: string }) => void) | null
  onerror: ((event: unknown) => void) | null
}
export type SocketFactory = (url: string) => SocketLike

export type LiveStatus = 'connecting' | 'online' | 'offline' | 'closed'

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
 * One open editor's live co-editing: its steps go to the server as batches and show at once,
 * the server's sequence is replayed under them (client-sync), undo is this person's own
 * (LiveHistory), and unacknowledged batches are kept in the queue store so that neither a lost
 * connection nor a reload loses them. Framework-free: the editor binds it to its store.
 */
export class LiveSession {
  sync: ClientSyncState | null = null
  readonly history = new LiveHistory()
  peers = new Map<string, PeerInfo>()
  status: LiveStatus = 'connecting'
  role: PeerInfo['role'] | null = null
  /** The scene's revision at the last entry heard (a publish names it once nothing waits). */
  revision = 0
  clientId = ''
  private ws: SocketLike | null = null
  private urlIndex = 0
  private retryMs = 250
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private stopped = false
  private saving: Promise<void> = Promise.resolve()
  private saveQueued = false
  /** The highest batch seq handed to the socket; later ones wait for the next flush. */
  private sentUpTo = 0
  private flushTimer: ReturnType<typeof setTimeout> | null = null
  private lastMergeKey: string | undefined
  /** The document last handed to onDoc. */
  private shown: SceneDocument | null = null
  private lastPresence = 0
  private presenceTimer: ReturnType<typeof setTimeout> | null = null
  private nextPresence: { selection: string[]; pointer: [number, number, number] | null } | null = null

  constructor(private readonly options: LiveSessionOptions) {}

  /** Starts from the saved queue when one has batches waiting (a reload while offline), else from `doc`. */
  async start(doc: SceneDocument | null): Promise<void> {
    const saved = await this.options.store.load(this.options.projectId).catch(() => null)
    // The client id and its batch counter carry over a reload: the server knows its batches by them.
    this.clientId = saved?.clientId ?? newClientId()
    if (saved?.pending.length) this.sync = startSync(this.clientId, saved.confirmed, saved.seq, saved.pending, saved.nextSeq)
    else if (doc) this.sync = startSync(this.clientId, doc, saved?.seq ?? 0, [], saved?.nextSeq ?? 1)
    if (this.sync) this.options.onDoc?.((this.shown = this.sync.doc))
    this.connect()
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
    if (!this.sync || this.status !== 'online' || !this.ws || this.ws.readyState !== 1) return
    for (const batch of this.sync.pending) {
      if (!all && batch.seq <= this.sentUpTo) continue
      this.send({ type: 'batch', seq: batch.seq, baseSeq: this.sync.seq, ops: batch.ops.map(toWire) })
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

  /** Selection and pointer for the others; sent at most PRESENCE_RATE_PER_S a second, the latest wins. */
  presence(selection: string[], pointer: [number, number, number] | null) {
    this.nextPresence = { selection: selection.slice(0, 50), pointer }
    if (this.presenceTimer) return
    const wait = Math.max(0, 1000 / PRESENCE_RATE_PER_S - (Date.now() - this.lastPresence))
    this.presenceTimer = setTimeout(() => {
      this.presenceTimer = null
      if (!this.nextPresence) return
      this.lastPresence = Date.now()
      this.send({ type: 'presence', ...this.nextPresence })
      this.nextPresence = null
    }, wait)
  }

  stop() {
    this.stopped = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    if (this.presenceTimer) clearTimeout(this.presenceTimer)
    if (this.flushTimer) clearTimeout(this.flushTimer)
    this.ws?.close(1000, 'Editor closed')
    this.ws = null
    this.setStatus('closed')
  }

  /** The network is back (the browser's 'online'): try now instead of at the next backoff step. */
  reconnectNow() {
    if (this.stopped || this.ws) return
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.retryMs = 250
    this.connect()
  }

  /** Drops the connection as a network failure would (tests); it comes back on its own. */
  dropConnection() {
    this.ws?.close(4000, 'dropped')
  }

  private connect() {
    if (this.stopped) return
    const token = this.options.token()
    if (!token) return this.setStatus('offline')
    const url = this.options.urls[this.urlIndex % this.options.urls.length]
    this.setStatus(this.status === 'offline' ? 'offline' : 'connecting')
    let ws: SocketLike
    try {
      ws = (this.options.socket ?? ((u) => new WebSocket(u) as unknown as SocketLike))(url)
    } catch {
      return this.retry()
    }
    this.ws = ws
    ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, token, clientId: this.clientId, name: this.options.name }))
    ws.onmessage = (event) => {
      if (this.ws !== ws) return
      try {
        this.handle(JSON.parse(String(event.data)) as ServerMessage)
      } catch (error) {
        // A broken sequence (or a bug): start again from a fresh snapshot.
        if (error instanceof SequenceGapError || error instanceof Error) ws.close(4000, 'resync')
      }
    }
    ws.onerror = () => undefined
    ws.onclose = (event) => {
      if (this.ws !== ws) return
      this.ws = null
      if (event.code === CLOSE.forbidden || event.code === CLOSE.notFound || event.code === CLOSE.unauthorized || event.code === CLOSE.outdated) {
        this.options.onNotice?.(closeNotice(event.code))
        this.stopped = true
        return this.setStatus('closed')
      }
      this.setStatus('offline')
      this.urlIndex++
      this.retry()
    }
  }

  private retry() {
    if (this.stopped || this.retryTimer) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      this.connect()
    }, this.retryMs)
    this.retryMs = Math.min(this.retryMs * 2, 2000)
  }

  private handle(message: ServerMessage) {
    switch (message.type) {
      case 'welcome': {
        const doc = message.doc as SceneDocument
        this.sync = this.sync ? receiveSnapshot(this.sync, { doc, seq: message.seq, acked: message.acked }) : startSync(this.clientId, doc, message.seq)
        this.retryMs = 250
        this.revision = message.revision ?? this.revision
        this.role = message.you.role
        this.options.onRole?.(message.you.role)
        this.peers = new Map(message.peers.map((p) => [p.clientId, p]))
        this.options.onPeers?.([...this.peers.values()])
        this.setStatus('online')
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

  private send(message: object) {
    if (this.ws && this.ws.readyState === 1 && this.status === 'online') this.ws.send(JSON.stringify(message))
  }

  private setStatus(status: LiveStatus) {
    this.status = status
    this.options.onStatus?.(status, this.waiting)
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

/** What a person is told when the server closes the socket for good. */
function closeNotice(code: number): string {
  if (code === CLOSE.unauthorized) return 'Your session ended. Sign in again to keep editing.'
  if (code === CLOSE.outdated) return 'Spatial Studio was updated. Reload the page to keep editing; your waiting changes are kept.'
  return 'You no longer have access to this project.'
}
