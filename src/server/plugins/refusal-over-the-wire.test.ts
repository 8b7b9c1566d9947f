import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerNode } from '../../../tests/support/server-process'

/**
 * A refused body seen from a client in another process, as people's clients are: in the same
 * process as the server, the client's writes and the server's close interleave too politely to
 * show a broken pipe. The built server on its own PGlite (the database plays no part here).
 */
describe.runIf(process.env.TEST_DB === 'pglite')('a body over the route limit, from another process', () => {
  let node: Awaited<ReturnType<typeof startServerNode>>
  beforeAll(async () => {
    node = await startServerNode('')
  }, 90_000)
  afterAll(() => node?.stop())

  it("Node's fetch posting 2 and 8 MB to a 1 MB JSON route reads the 413 and its message every time (no broken pipe)", async () => {
    const outcomes: string[] = []
    for (const mb of [2, 8]) {
      const body = '{"email":"' + 'a'.repeat(mb * 1024 * 1024) + '"}'
      for (let i = 0; i < 12; i++) {
        try {
          const res = await fetch(`${node.url}/api/v1/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
          outcomes.push(`${res.status} ${(await res.json()).message}`)
        } catch (error) {
          outcomes.push(`${mb} MB: ${(error as { cause?: { code?: string } }).cause?.code ?? error}`)
        }
      }
    }
    expect([...new Set(outcomes)]).toEqual(['413 The request body is too large'])
    expect(node.process.exitCode).toBeNull()
  })
})
