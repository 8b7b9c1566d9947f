import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { SetV2 } from '../../../tests/support/assistant/run-set'
import { emptyScene } from '../scene/defaults'
import { applyOps } from '../scene/ops'
import type { SceneDocument } from '../scene/schema'
import { planPrompt, type PlannerMemory } from './planner'

const SET: SetV2 = JSON.parse(readFileSync(new URL('../../../tests/fixtures/assistant/prompts-v2.json', import.meta.url), 'utf8'))

/** Milliseconds planPrompt alone takes (applying its ops is the editor's work, not timed). */
function timed(prompt: string, doc: SceneDocument, memory: PlannerMemory) {
  const t0 = performance.now()
  const r = planPrompt(prompt, doc, memory)
  return { ms: performance.now() - t0, r }
}

describe('planner latency (issue 17: p95 at most 30 ms)', () => {
  it('plans every v2 prompt and every chain step with a p95 of at most 30 ms', () => {
    // One untimed pass first: the first calls pay for module set-up and the JIT, not the planner.
    for (const p of SET.prompts.slice(0, 20)) planPrompt(p.prompt, emptyScene())
    const times: number[] = []
    for (const p of SET.prompts) times.push(timed(p.prompt, emptyScene(), {}).ms)
    for (const chain of SET.chains ?? []) {
      let doc = emptyScene()
      let memory: PlannerMemory = {}
      for (const step of chain.steps) {
        const { ms, r } = timed(step.prompt, doc, memory)
        times.push(ms)
        doc = applyOps(doc, r.ops).doc
        memory = r.memory
      }
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]
    console.log(`planner latency over ${times.length} plans: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`)
    expect(at(0.95)).toBeLessThanOrEqual(30)
  }, 60_000)
})
