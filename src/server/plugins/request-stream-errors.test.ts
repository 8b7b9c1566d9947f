import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/support/test-app'

/**
 * Each stream the server puts on a request (the scene-size guard piped from the body, the drain
 * of a refused body) must have an error path: a client that resets the connection mid-body makes
 * the request stream fail, and an 'error' nobody listens to ends the whole process. A crashed
 * server shows here as the test run's unhandled error and as the health check that follows
 * going unanswered.
 */
let t: TestApp
let port: number
const unhandled: unknown[] = []
const onUncaught = (error: unknown) => unhandled.push(error)

beforeAll(async () => {
  t = await createTestApp()
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port)
  process.on('uncaughtException', onUncaught)
})
afterAll(async () => {
  process.off('uncaughtException', onUncaught)
  await t?.close()
})

const login = JSON.stringify({ email: 'nobody@example.com', password: 'not the password 1A!' })

/** Writes `head` on one connection and resets it after `ms`; resolves with what the server had answered by then. */
function resetAfter(head: string, ms: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let seen = ''
    socket.on('error', () => {})
    socket.on('close', () => resolve(seen))
    socket.on('data', (chunk) => (seen += chunk.toString('latin1')))
    socket.write(head)
    setTimeout(() => socket.resetAndDestroy(), ms)
  })
}

function request(method: string, path: string, body: string, headers: Record<string, string | number> = {}) {
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: keep-alive', 'content-type: application/json', `content-length: ${headers['content-length'] ?? Buffer.byteLength(body)}`]
  for (const [k, v] of Object.entries(headers)) if (k !== 'content-length') lines.push(`${k}: ${v}`)
  return lines.join('\r\n') + '\r\n\r\n' + body
}

async function stillUp() {
  await new Promise((resolve) => setTimeout(resolve, 100))
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`)
  expect(res.status).toBe(200)
  expect(unhandled).toEqual([])
}

describe('a connection reset while the server holds a stream on the request body', () => {
  it('a failed login, then a pipelined JSON body declared at 2 MB, then a reset: the server stays up', async () => {
    // Reset at once (before the slow login is answered) and after its answer.
    for (const ms of [5, 5, 600, 600]) await resetAfter(request('POST', '/api/v1/users/login', login) + request('POST', '/api/v1/users/login', '', { 'content-length': 2 * 1024 * 1024 }) + '{"email":"', ms)
    await stillUp()
  })

  it('a body over the route limit reset after its 413 was sent: the server stays up', async () => {
    const big = '{"scene":"' + 'parentId'.repeat(40_000)
    for (let i = 0; i < 4; i++) {
      const seen = await resetAfter(request('POST', '/api/v1/users/login', big, { 'content-length': 8 * 1024 * 1024 }), 300)
      expect(seen).toMatch(/^HTTP\/1\.1 413/)
    }
    await stillUp()
  })

  it('a scene-sized JSON body reset part-way while the guard counts it: the server stays up', async () => {
    const part = '{"scene":{"nodes":{' + '"a":{"parentId":null},'.repeat(20_000)
    for (let i = 0; i < 4; i++) {
      await resetAfter(request('PUT', '/api/v1/assets/project/x/scene', part, { 'content-length': 4 * 1024 * 1024, authorization: 'Bearer nothing' }), 200)
    }
    await stillUp()
  })
})
