import { planPrompt, type PlannerMemory } from '../../../src/server/services/planner/planner'
import { emptyScene } from '../../../src/shared/scene/defaults'
import { applyOps } from '../../../src/shared/scene/ops'
import type { SceneDocument } from '../../../src/shared/scene/schema'
import { judge, type Category, type ExpectV2, type Verdict } from './judge'
import type { Problem } from './plausibility'

/** Runs the independent prompt set and its chains through the planner and the judge. */
export interface PromptV2 {
  id: string
  domain: string
  prompt: string
  expect: ExpectV2
  fixedBy?: string
}
export interface ChainV2 {
  id: string
  steps: { prompt: string; expect: ExpectV2 }[]
}
export interface SetV2 {
  version: number
  prompts: PromptV2[]
  chains?: ChainV2[]
}
export interface Outcome {
  id: string
  prompt: string
  reply: string
  verdicts: Verdict[]
  problems: Problem[]
}

export function runPrompts(set: SetV2): Outcome[] {
  return set.prompts.map((p) => {
    const r = planPrompt(p.prompt, emptyScene())
    const doc = applyOps(emptyScene(), r.ops).doc
    return { id: p.id, prompt: p.prompt, reply: r.reply, ...judge(p.expect, { doc, reply: r.reply }) }
  })
}

export function runChains(set: SetV2): Outcome[] {
  const out: Outcome[] = []
  for (const chain of set.chains ?? []) {
    let doc: SceneDocument = emptyScene()
    let memory: PlannerMemory = {}
    chain.steps.forEach((step, i) => {
      const r = planPrompt(step.prompt, doc, memory)
      const next = applyOps(doc, r.ops).doc
      out.push({ id: `${chain.id}#${i + 1}`, prompt: step.prompt, reply: r.reply, ...judge(step.expect, { doc: next, before: doc, reply: r.reply }) })
      doc = next
      memory = r.memory
    })
  }
  return out
}

export function shares(outcomes: Outcome[]): { byCategory: Map<Category, [number, number]>; overall: [number, number]; plausible: [number, number] } {
  const byCategory = new Map<Category, [number, number]>()
  let met = 0
  let total = 0
  for (const o of outcomes) {
    for (const v of o.verdicts) {
      const c = byCategory.get(v.category) ?? [0, 0]
      c[0] += v.ok ? 1 : 0
      c[1]++
      byCategory.set(v.category, c)
      met += v.ok ? 1 : 0
      total++
    }
  }
  const plausible: [number, number] = [outcomes.filter((o) => !o.problems.length).length, outcomes.length]
  return { byCategory, overall: [met, total], plausible }
}

export const pct = ([a, b]: [number, number]) => (b ? `${((100 * a) / b).toFixed(1)} % (${a}/${b})` : 'n/a')
