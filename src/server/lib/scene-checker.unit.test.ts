import { afterAll, expect, it } from 'vitest'
import { SCENE_MAX_NODES } from '@shared/scene/load'
import { parentChainScene } from '../../../tests/support/scene-chain'
import { createSceneChecker, WORKER_FROM_NODES } from './scene-checker'
import { loadRequestScene } from './stored-scene'

const checker = createSceneChecker()
afterAll(() => checker.close())

/** The longest the event loop went without running a 1 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>) {
  let last = performance.now()
  let worst = 0
  const timer = setInterval(() => {
    const now = performance.now()
    worst = Math.max(worst, now - last)
    last = now
  }, 1)
  try {
    await work()
    await new Promise((resolve) => setTimeout(resolve, 5))
  } finally {
    clearInterval(timer)
  }
  return Math.max(worst, performance.now() - last)
}

it('answers big scenes from the worker exactly as the check in place does', async () => {
  await checker.whenReady()
  const big = parentChainScene(WORKER_FROM_NODES + 100)
  expect(JSON.parse(await checker.check(big))).toEqual(loadRequestScene(big))
  // A missing parent, a node over the cap: the same 422 (with its issues) and 413.
  const broken = parentChainScene(WORKER_FROM_NODES + 100)
  broken.nodes.n7 = { ...broken.nodes.n7, parentId: 'gone' }
  const inPlace = (() => {
    try {
      return loadRequestScene(broken)
    } catch (error) {
      return error
    }
  })()
  await expect(checker.check(broken)).rejects.toEqual(inPlace)
  await expect(checker.check(broken)).rejects.toMatchObject({ statusCode: 422, message: expect.stringContaining('n7 has a missing parent gone') })
  await expect(checker.check(parentChainScene(SCENE_MAX_NODES + 1))).rejects.toMatchObject({ statusCode: 413 })
  // Also as a JSON string (the snapshot form).
  expect(JSON.parse(await checker.check(JSON.stringify(big)))).toEqual(loadRequestScene(big))
})

// Starts a worker thread twice (one dies under a check): seconds on a loaded machine.
it('checks in place while its worker starts, and when the worker dies under a check', { timeout: 30_000 }, async () => {
  const own = createSceneChecker()
  const big = parentChainScene(WORKER_FROM_NODES + 100)
  // The first big scene starts the worker and is answered at once, in place.
  expect(JSON.parse(await own.check(big))).toEqual(loadRequestScene(big))
  await own.whenReady()
  const long = parentChainScene(SCENE_MAX_NODES) // tens of ms on the worker: it is stopped before it answers
  const answer = own.check(long)
  await own.close()
  expect(JSON.parse(await answer)).toEqual(loadRequestScene(long))
})

it('keeps the event loop free while it checks a 10,000-node scene', async () => {
  const scene = parentChainScene(SCENE_MAX_NODES)
  await checker.whenReady()
  await checker.check(scene) // warm
  // Best of three each (this machine is shared): in place, the whole check is one stall; on the
  // worker only copying the document to it is left here.
  let inPlace = Infinity
  let offThread = Infinity
  for (let i = 0; i < 3; i++) {
    inPlace = Math.min(inPlace, await longestStall(async () => loadRequestScene(scene)))
    offThread = Math.min(offThread, await longestStall(() => checker.check(scene)))
  }
  console.log(`10,000-node scene check: the event loop stalled ${inPlace.toFixed(0)} ms in place, ${offThread.toFixed(0)} ms with the worker`)
  expect(offThread).toBeLessThan(inPlace / 2)
}, 60_000)
