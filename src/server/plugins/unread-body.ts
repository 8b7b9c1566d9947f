import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * What is left of a refused request's body is read and dropped up to this many bytes, so the
 * client gets to read the answer (a connection closed under a client still writing is a broken
 * pipe to it, not a 413) and the keep-alive connection stays usable for its next request. Past
 * it the answer says `Connection: close` instead: draining a huge upload only to refuse it
 * wastes the bandwidth.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024

/**
 * An answer sent before the request's body has arrived (an upload over its cap, a scene over the
 * node cap, a zip over its limits, a rate limit, a refused login on a large body) must leave the
 * connection in a state the client understands. Node's server dumps an unread body only when
 * nothing started reading it; a multipart or guard stream that stopped part-way leaves the body
 * paused, so the client's next request on that socket waited forever or met a reset. Every such
 * answer now either drains the rest (bounded) or tells the client the connection closes.
 */
export function registerUnreadBodyHandling(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw
    if (raw.complete || raw.method === 'GET' || raw.method === 'HEAD') return payload
    const declared = Number(raw.headers['content-length'])
    const received = raw.socket?.bytesRead ?? 0
    // Unknown length (chunked) or more left than is worth reading: close after this answer.
    if (!Number.isFinite(declared) || declared - Math.min(received, declared) > DRAIN_MAX_BYTES) {
      reply.header('connection', 'close')
      drain(request, Infinity)
      return payload
    }
    // Fastify marks every body it failed to parse (over the limit, malformed) `Connection: close`,
    // so Node ends the socket right after the answer while the client is still sending: Node's
    // fetch and curl then see EPIPE instead of the answer. The rest is read here, so the
    // connection can stay.
    reply.removeHeader('connection')
    drain(request, DRAIN_MAX_BYTES)
    return payload
  })
}

/** Reads and drops the rest of the body; over `limit` bytes the socket is ended after the answer. */
function drain(request: FastifyRequest, limit: number) {
  const raw = request.raw
  raw.unpipe()
  raw.removeAllListeners('data')
  let dropped = 0
  raw.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > limit) raw.socket?.destroy()
  })
  raw.on('error', () => {})
  raw.resume()
}
