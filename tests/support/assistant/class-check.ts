import { planPrompt, type PlannerMemory } from '../../../src/server/services/planner/planner'
import { emptyScene } from '../../../src/shared/scene/defaults'
import { applyOps } from '../../../src/shared/scene/ops'
import type { SceneDocument } from '../../../src/shared/scene/schema'
import type { ExpectV5 } from './judge-v5'
import { judged } from './run-set-v5'

/**
 * A chat planned step by step from an empty scene, its last step judged as the fifth set judges
 * (geometry, events, motions, text, settings; the reply only where a key says so), with the
 * plausibility of the scene it leaves. Returns what failed, in words: [] when all is met.
 */
export function unmet(steps: string | string[], expect: ExpectV5): string[] {
  const list = [steps].flat()
  const history: SceneDocument[] = [emptyScene()]
  let memory: PlannerMemory = {}
  let out: string[] = []
  list.forEach((prompt, i) => {
    const doc = history[history.length - 1]
    const r = planPrompt(prompt, doc, memory)
    const next = applyOps(doc, r.ops).doc
    if (i === list.length - 1) {
      const j = judged(expect, next, r, list.length > 1 ? doc : undefined, [...history])
      out = [...j.verdicts.filter((v) => !v.ok).map((v) => v.what), ...j.problems.map((p) => `${p.kind} ${p.a}${p.b ? ` / ${p.b}` : ''}`)]
    }
    history.push(next)
    memory = r.memory
  })
  return out
}
