import https from 'node:https'
import type { FastifyInstance } from 'fastify'

/**
 * The https port serves the same app as Fastify's own http server. A second Node server sees
 * nothing Fastify set up on its own: requests, but also WebSocket upgrades (the live editing
 * socket: without them every `wss://` upgrade answered 404 and an editor on the https address
 * stayed offline), malformed-request answers and the timeouts. Each is handed to the app's server
 * as if it had arrived there.
 */
export async function listenHttps(app: FastifyInstance, tls: { cert: string; key: string }, port: number, host: string): Promise<https.Server> {
  const server = https.createServer({ cert: tls.cert, key: tls.key }, (req, res) => app.routing(req, res))
  server.on('upgrade', (req, socket, head) => app.server.emit('upgrade', req, socket, head))
  server.on('clientError', (error, socket) => app.server.emit('clientError', error, socket))
  server.keepAliveTimeout = app.server.keepAliveTimeout
  server.headersTimeout = app.server.headersTimeout
  server.requestTimeout = app.server.requestTimeout
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return server
}
