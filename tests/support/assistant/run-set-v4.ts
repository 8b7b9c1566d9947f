import { planPrompt, type PlannerMemory } from '../../../src/server/services/planner/planner'
import { emptyScene } from '../../../src/shared/scene/defaults'
import { applyOps } from '../../../src/shared/scene/ops'
import type { SceneDocument } from '../../../src/shared/scene/schema'
import { judge, names } from './judge'
import { heightOf, judgeV4, sizeOf, type ExpectV4 } from './judge-v4'
import type { Outcome } from './run-set'
import { objectsOf } from './scene-geometry'

/** The fourth set: prompts and chains judged by the v2/v3 judge and the v4 additions together. */
export interface PromptV4 {
  id: string
  domain: string
  prompt: string
  expect: ExpectV4
}
export interface ChainV4 {
  id: string
  steps: { prompt: string; expect: ExpectV4 }[]
}
export interface SetV4 {
  version: number
  prompts: PromptV4[]
  chains?: ChainV4[]
}

const baselines = new Map<string, { height: number; size: number } | null>()
/** The noun asked for alone ('a lamp') on an empty scene: what 'a tall lamp' is measured against. */
export function baseline(noun: string): { height: number; size: number } | null {
  if (!baselines.has(noun)) {
    const r = planPrompt(`${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`, emptyScene())
    const found = objectsOf(applyOps(emptyScene(), r.ops).doc).filter((o) => !o.light && names(o.node.name, noun))
    baselines.set(noun, found.length ? { height: Math.max(...found.map(heightOf)), size: Math.max(...found.map(sizeOf)) } : null)
  }
  return baselines.get(noun)!
}

function judged(expect: ExpectV4, doc: SceneDocument, reply: string, before?: SceneDocument) {
  const base = judge(expect, { doc, reply, before })
  return { verdicts: [...base.verdicts, ...judgeV4(expect, { doc, before, baseline })], problems: base.problems }
}

export function runPromptsV4(set: SetV4): Outcome[] {
  return set.prompts.map((p) => {
    const r = planPrompt(p.prompt, emptyScene())
    const doc = applyOps(emptyScene(), r.ops).doc
    return { id: p.id, prompt: p.prompt, reply: r.reply, ...judged(p.expect, doc, r.reply) }
  })
}

export function runChainsV4(set: SetV4): Outcome[] {
  const out: Outcome[] = []
  for (const chain of set.chains ?? []) {
    let doc: SceneDocument = emptyScene()
    let memory: PlannerMemory = {}
    chain.steps.forEach((step, i) => {
      const r = planPrompt(step.prompt, doc, memory)
      const next = applyOps(doc, r.ops).doc
      out.push({ id: `${chain.id}#${i + 1}`, prompt: step.prompt, reply: r.reply, ...judged(step.expect, next, r.reply, doc) })
      doc = next
      memory = r.memory
    })
  }
  return out
}
