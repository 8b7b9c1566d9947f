import { describe, expect, it } from 'vitest'
import { fuzzStartScene, sameDoc, seeded, treeProblems } from '../../../tests/support/sync-fuzz'
import { childrenOf } from '../scene/ops'
import { simulate } from '../../../tests/support/sync-sim'

/**
 * Issue 28, convergence: three clients on one server-ordered op log, random latency per message,
 * messages of different clients interleaved at random, connections dropped and resumed (resent
 * batches must apply once). 500 seeded sequences of add, remove, update, reparent and reorder,
 * with scripted collisions: opposite reparents of one pair, a parent removed while its child is
 * edited. Every document any party held along the way must be a valid tree.
 */
describe('convergence of the live op log (simulated network)', () => {
  it('500 seeded sequences settle with every client equal to the server', () => {
    const totals = { committed: 0, duplicates: 0, dropped: 0, conflicts: 0, reconnects: 0, docsChecked: 0 }
    for (let seed = 1; seed <= 500; seed++) {
      const run = simulate(seeded(seed), fuzzStartScene(), { clients: 3, steps: 24, dropRate: 0.03 })
      expect(run.problems, `seed ${seed}`).toEqual([])
      for (const client of run.clients) {
        expect(client.pending, `seed ${seed}: ${client.clientId} still waits`).toEqual([])
        expect(client.seq).toBe(run.server.seq)
        expect(sameDoc(client.doc, run.server.doc), `seed ${seed}: ${client.clientId} differs from the server`).toBe(true)
      }
      for (const [k, v] of Object.entries(run.stats)) totals[k as keyof typeof totals] += v
    }
    // The fuzz did what it claims: collisions, resends answered as duplicates, ops dropped as no longer fitting.
    expect(totals.conflicts).toBeGreaterThan(300)
    expect(totals.duplicates).toBeGreaterThan(20)
    expect(totals.dropped).toBeGreaterThan(100)
    expect(totals.docsChecked).toBeGreaterThan(50_000)
    console.log('convergence fuzz totals', totals)
  }, 60_000)

  /**
   * Sibling order by fractional-index keys: two clients only move nodes (reorders and reparents
   * the outliner's way, parent and key in one op, opposite reparents of a pair among them), each
   * on its own picture of the scene, through the server's order and the clients' rebase.
   */
  it('concurrent reorders and reparents from two clients converge on one order, with no cycle', () => {
    const totals = { committed: 0, duplicates: 0, dropped: 0, conflicts: 0, reconnects: 0, docsChecked: 0, equalKeys: 0 }
    for (let seed = 1; seed <= 300; seed++) {
      const run = simulate(seeded(10_000 + seed), fuzzStartScene(), { clients: 2, steps: 30, dropRate: 0.02, only: 'moves' })
      expect(run.problems, `seed ${seed}`).toEqual([])
      const order = (doc: typeof run.server.doc) => [...childrenOf(doc.nodes)].map(([parent, list]) => [parent, list.map((n) => n.id)])
      for (const client of run.clients) {
        expect(client.pending).toEqual([])
        expect(sameDoc(client.doc, run.server.doc), `seed ${seed}: ${client.clientId} differs from the server`).toBe(true)
        expect(order(client.doc)).toEqual(order(run.server.doc))
      }
      expect(treeProblems(run.server.doc)).toEqual([])
      // Two keys made at once in one gap are equal; the id breaks the tie the same way everywhere.
      for (const list of childrenOf(run.server.doc.nodes).values()) for (let i = 1; i < list.length; i++) if (list[i].order === list[i - 1].order) totals.equalKeys++
      for (const [k, v] of Object.entries(run.stats)) totals[k as keyof typeof totals] += v
    }
    expect(totals.committed).toBeGreaterThan(5000)
    expect(totals.conflicts).toBeGreaterThan(50)
    console.log('reorder/reparent convergence totals', totals)
  }, 60_000)
})
