import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestCluster, type TestCluster } from '../../../../tests/support/cluster'

// Two nodes need one shared database: PostgreSQL. PGlite is one process, its counters in memory.
describe.runIf(process.env.TEST_DB === 'postgres')('auth rate limits on two nodes of one PostgreSQL', () => {
  let cluster: TestCluster
  beforeAll(async () => {
    cluster = await createTestCluster(2, { AUTH_RATE_PER_EMAIL: '4', AUTH_RATE_PER_IP: '6' })
  })
  afterAll(async () => {
    await cluster?.close()
  })
  const post = (node: number, url: string, payload: object) =>
    cluster.nodes[node].app.inject({ method: 'POST', url: `/api/v1${url}`, payload })

  it('counts wrong passwords for one e-mail across both nodes', async () => {
    const email = `victim-${Date.now()}@example.com`
    expect((await post(0, '/users/register', { name: 'Victim', email, password: 'Passw0rd!' })).statusCode).toBe(201)
    const codes: number[] = []
    // Alternating nodes: a per-node counter would allow 4 on each.
    for (let i = 0; i < 5; i += 1) codes.push((await post(i % 2, '/users/login', { email, password: `wrong-${i}` })).statusCode)
    expect(codes).toEqual([401, 401, 401, 401, 429])
  })

  it('counts sign-ups from one address across both nodes', async () => {
    const codes: number[] = []
    for (let i = 0; i < 7; i += 1) {
      codes.push((await post(i % 2, '/users/register', { name: 'N', email: `many-${Date.now()}-${i}@example.com`, password: 'Passw0rd!' })).statusCode)
    }
    // The first test's sign-up was this address's first of 6 a minute; per node, none would be refused.
    expect(codes).toEqual([201, 201, 201, 201, 201, 429, 429])
  })
})
