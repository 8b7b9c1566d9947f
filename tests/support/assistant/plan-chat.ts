import { planPrompt, type PlanResult, type PlannerMemory } from '../../../src/server/services/planner/planner'
import { emptyScene } from '../../../src/shared/scene/defaults'
import { applyOps } from '../../../src/shared/scene/ops'
import type { SceneDocument } from '../../../src/shared/scene/schema'

/** Prompts planned one after another from an empty scene, as a chat: the document, and each step's answer. */
export function planChat(steps: readonly string[]): { doc: SceneDocument; results: PlanResult[] } {
  let doc = emptyScene()
  let memory: PlannerMemory = {}
  const results: PlanResult[] = []
  for (const step of steps) {
    const r = planPrompt(step, doc, memory)
    doc = applyOps(doc, r.ops).doc
    memory = r.memory
    results.push(r)
  }
  return { doc, results }
}
