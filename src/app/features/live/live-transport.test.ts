import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLOSE, LIVE_PROTOCOL_VERSION } from '@shared/sync/protocol'
import { LiveTransport, type LiveStatus, type SocketFactory } from './live-transport'

/** A socket the test drives: it records what the transport sends and opens or closes on demand. */
function fakeSockets() {
  const made: { sent: string[]; open: () => void; close: (code: number) => void }[] = []
  const factory: SocketFactory = () => {
    const socket = {
      readyState: 0,
      sent: [] as string[],
      send(data: string) {
        socket.sent.push(data)
      },
      close() {},
      onopen: null as ((e: unknown) => void) | null,
      onmessage: null,
      onclose: null as ((e: { code: number; reason: string }) => void) | null,
      onerror: null,
    }
    made.push({ sent: socket.sent, open: () => ((socket.readyState = 1), socket.onopen?.({})), close: (code) => ((socket.readyState = 3), socket.onclose?.({ code, reason: '' })) })
    return socket
  }
  return { made, factory }
}

function transport() {
  const sockets = fakeSockets()
  const statuses: LiveStatus[] = []
  const notices: string[] = []
  const t = new LiveTransport({
    urls: ['ws://a/live'],
    token: () => 'token',
    socket: sockets.factory,
    clientId: () => 'client-000001',
    onMessage: () => undefined,
    onStatus: (s) => statuses.push(s),
    onNotice: (n) => notices.push(n),
  })
  t.connect()
  return { t, sockets, statuses, notices }
}

describe('the live transport', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says hello with the token and the protocol version, never in the URL', () => {
    const { sockets } = transport()
    sockets.made[0].open()
    expect(JSON.parse(sockets.made[0].sent[0])).toMatchObject({ type: 'hello', v: LIVE_PROTOCOL_VERSION, token: 'token', clientId: 'client-000001' })
  })

  it('retries after a late hello or a dropped line, and stops for good on a lost session, access or version', () => {
    for (const code of [CLOSE.helloLate, 1006, 4000]) {
      const { sockets, statuses, notices } = transport()
      sockets.made[0].open()
      sockets.made[0].close(code)
      expect(statuses.at(-1)).toBe('offline')
      vi.advanceTimersByTime(300)
      expect(sockets.made, `a new socket after close ${code}`).toHaveLength(2)
      expect(notices).toEqual([])
    }
    const ends: [number, RegExp][] = [[CLOSE.unauthorized, /session ended/], [CLOSE.notFound, /no longer have access/], [CLOSE.outdated, /Reload the page/]]
    for (const [code, says] of ends) {
      const { sockets, statuses, notices } = transport()
      sockets.made[0].open()
      sockets.made[0].close(code)
      vi.advanceTimersByTime(5000)
      expect(sockets.made, `no new socket after close ${code}`).toHaveLength(1)
      expect(statuses.at(-1)).toBe('closed')
      expect(notices[0]).toMatch(says)
    }
  })
})
