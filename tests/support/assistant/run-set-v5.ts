import { planPrompt, type PlannerMemory } from '../../../src/server/services/planner/planner'
import { emptyScene } from '../../../src/shared/scene/defaults'
import { applyOps } from '../../../src/shared/scene/ops'
import type { SceneDocument } from '../../../src/shared/scene/schema'
import { judge } from './judge'
import { judgeV4 } from './judge-v4'
import { judgeV5, type ExpectV5 } from './judge-v5'
import { pct, shares, type Outcome } from './run-set'
import { baseline } from './run-set-v4'

/** The fifth set: prompts and chains judged by the v2/v3 judge, the v4 additions and the v5 ones together. */
export interface PromptV5 {
  id: string
  domain: string
  prompt: string
  expect: ExpectV5
}
export interface ChainV5 {
  id: string
  domain?: string
  steps: { prompt: string; expect: ExpectV5 }[]
}
export interface SetV5 {
  version: number
  prompts: PromptV5[]
  chains?: ChainV5[]
}

type Plan = ReturnType<typeof planPrompt>

export function judged(expect: ExpectV5, doc: SceneDocument, r: Plan, before?: SceneDocument, history?: SceneDocument[]) {
  const base = judge(expect, { doc, reply: r.reply, before })
  const { ops: _ops, reply: _reply, memory: _memory, ...plan } = r
  return {
    verdicts: [...base.verdicts, ...judgeV4(expect, { doc, before, baseline }), ...judgeV5(expect, { doc, reply: r.reply, plan: plan as Record<string, unknown>, before, history })],
    // A line of text may hang in the air like any label or sign in AR (the earlier sets had no free text to judge).
    problems: base.problems.filter((p) => !(p.kind === 'floating' && Object.values(doc.nodes).some((n) => n.kind === 'text' && n.parentId === null && n.name === p.a))),
  }
}

export function runPromptsV5(set: SetV5): Outcome[] {
  return set.prompts.map((p) => {
    const r = planPrompt(p.prompt, emptyScene())
    const doc = applyOps(emptyScene(), r.ops).doc
    return { id: p.id, prompt: p.prompt, reply: r.reply, ...judged(p.expect, doc, r) }
  })
}

export function runChainsV5(set: SetV5): Outcome[] {
  const out: Outcome[] = []
  for (const chain of set.chains ?? []) {
    const history: SceneDocument[] = [emptyScene()]
    let memory: PlannerMemory = {}
    chain.steps.forEach((step, i) => {
      const doc = history[history.length - 1]
      const r = planPrompt(step.prompt, doc, memory)
      const next = applyOps(doc, r.ops).doc
      out.push({ id: `${chain.id}#${i + 1}`, prompt: step.prompt, reply: r.reply, ...judged(step.expect, next, r, doc, [...history]) })
      history.push(next)
      memory = r.memory
    })
  }
  return out
}

/** Per class and per category shares, then every failure with its reasons and the reply. */
export function reportV5(title: string, outcomes: Outcome[], classOf: (o: Outcome) => string): string[] {
  const lines = [title]
  const classes = new Map<string, Outcome[]>()
  for (const o of outcomes) classes.set(classOf(o), [...(classes.get(classOf(o)) ?? []), o])
  const full = (list: Outcome[]) => list.filter((o) => o.verdicts.every((v) => v.ok)).length
  for (const [c, list] of classes) lines.push(`  ${c.padEnd(16)} ${pct(shares(list).overall).padEnd(20)} fully met ${full(list)}/${list.length}, plausible ${list.filter((o) => !o.problems.length).length}/${list.length}`)
  const s = shares(outcomes)
  for (const [c, v] of s.byCategory) lines.push(`  [${c}]`.padEnd(19) + pct(v))
  lines.push(`  overall          ${pct(s.overall)}, fully met ${full(outcomes)}/${outcomes.length}`, `  plausible        ${pct(s.plausible)}`)
  for (const o of outcomes.filter((x) => x.verdicts.some((v) => !v.ok) || x.problems.length)) {
    const why = [...o.verdicts.filter((v) => !v.ok).map((v) => v.what), ...o.problems.map((p) => `${p.kind} ${p.a}${p.b ? ` / ${p.b}` : ''}`)]
    lines.push(`  ✗ ${o.id} ${o.prompt}\n      ${why.join('; ')}\n      reply: ${o.reply.slice(0, 160)}`)
  }
  return lines
}
