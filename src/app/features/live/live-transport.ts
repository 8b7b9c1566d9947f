import { CLOSE, LIVE_PROTOCOL_VERSION, type ServerMessage } from '@shared/sync/protocol'

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

export interface TransportOptions {
  /** Socket URLs, tried in turn after a failure (one per API node, or the one the load balancer answers). */
  urls: string[]
  token: () => string | null
  socket?: SocketFactory
  name?: string
  clientId: () => string
  /** A parsed server message; throwing asks for a fresh start (the socket closes and reconnects). */
  onMessage: (message: ServerMessage) => void
  onStatus: (status: LiveStatus) => void
  onNotice?: (text: string) => void
}

/**
 * The live socket: hello with the token (never in the URL) and the protocol version, reconnection
 * with backoff across the URLs, and the close codes that end it for good (lost access, a session
 * ended, a server of another protocol version). It knows nothing of documents: the session does.
 */
export class LiveTransport {
  status: LiveStatus = 'connecting'
  private ws: SocketLike | null = null
  private urlIndex = 0
  private retryMs = 250
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private stopped = false

  constructor(private readonly options: TransportOptions) {}

  /** Whether a message sent now reaches the server (the socket is open and the server said welcome). */
  get ready() {
    return this.status === 'online' && this.ws?.readyState === 1
  }

  send(message: object) {
    if (this.ready) this.ws!.send(JSON.stringify(message))
  }

  /** The server welcomed this client: messages may flow, and the next failure starts its backoff afresh. */
  welcomed() {
    this.retryMs = 250
    this.setStatus('online')
  }

  connect() {
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
    ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', v: LIVE_PROTOCOL_VERSION, token, clientId: this.options.clientId(), name: this.options.name }))
    ws.onmessage = (event) => {
      if (this.ws !== ws) return
      try {
        this.options.onMessage(JSON.parse(String(event.data)) as ServerMessage)
      } catch {
        // A broken sequence (or a bug): start again from a fresh snapshot.
        ws.close(4000, 'resync')
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

  /** The network is back (the browser's 'online'): try now instead of at the next backoff step. */
  reconnectNow() {
    if (this.stopped || this.ws) return
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
    this.retryMs = 250
    this.connect()
  }

  /** Drops the connection as a network failure would (tests); it comes back on its own. */
  drop() {
    this.ws?.close(4000, 'dropped')
  }

  stop() {
    this.stopped = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.ws?.close(1000, 'Editor closed')
    this.ws = null
    this.setStatus('closed')
  }

  private retry() {
    if (this.stopped || this.retryTimer) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      this.connect()
    }, this.retryMs)
    this.retryMs = Math.min(this.retryMs * 2, 2000)
  }

  private setStatus(status: LiveStatus) {
    this.status = status
    this.options.onStatus(status)
  }
}

/** What a person is told when the server closes the socket for good. */
function closeNotice(code: number): string {
  if (code === CLOSE.unauthorized) return 'Your session ended. Sign in again to keep editing.'
  if (code === CLOSE.outdated) return 'Spatial Studio was updated. Reload the page to keep editing; your waiting changes are kept.'
  return 'You no longer have access to this project.'
}
