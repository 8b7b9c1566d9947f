import { afterEach, describe, expect, it } from 'vitest'
import { createTestCluster, type TestCluster } from '../../../tests/support/cluster'
import { startTestS3 } from '../../../tests/support/s3-server'
import { registerServerNode } from './server-nodes'

/** What a node logs at start, kept. */
const logged = () => {
  const warnings: string[] = []
  return { warnings, log: { warn: (message: string) => warnings.push(message) } }
}

describe.runIf(process.env.TEST_DB === 'postgres')('the start-up check of where several nodes keep their files', () => {
  let cluster: TestCluster | undefined
  afterEach(async () => {
    await cluster?.close()
    cluster = undefined
  })

  it('warns a node with local storage when another node shares its database, and names what to set', async () => {
    cluster = await createTestCluster(2)
    const [first, second] = cluster.nodes
    // Both started (buildApp registered them); a restart of the second sees the first.
    const { warnings, log } = logged()
    await registerServerNode(second.db.kysely, second.env, log)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(first.env.DATA_DIR)
    expect(warnings[0]).toContain('S3_BUCKET')
  })

  it('says nothing for a single node, nor for nodes that share a bucket', async () => {
    cluster = await createTestCluster(1)
    const alone = logged()
    await registerServerNode(cluster.nodes[0].db.kysely, cluster.nodes[0].env, alone.log)
    expect(alone.warnings).toEqual([])
    await cluster.close()
    const s3 = await startTestS3()
    try {
      cluster = await createTestCluster(2, s3.env)
      const shared = logged()
      await registerServerNode(cluster.nodes[1].db.kysely, cluster.nodes[1].env, shared.log)
      expect(shared.warnings).toEqual([])
    } finally {
      await cluster?.close()
      cluster = undefined
      await s3.stop()
    }
  })
})
