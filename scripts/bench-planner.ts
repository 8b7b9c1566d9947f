// Planner time per prompt: every prompt of the prompt set (on an empty scene) and every step of
// the follow-up chains (on the scene the earlier steps made), old and independent (v2) sets, each planned many times.
// Run: node --import tsx scripts/bench-planner.ts [rounds]
import { CHAINS } from '../tests/support/assistant/chains'
import { planPrompt, type PlannerMemory } from '../src/server/services/planner/planner'
import { PROMPT_SET } from '../tests/support/assistant/prompt-set'
import { emptyScene } from '../src/shared/scene/defaults'
import { applyOps } from '../src/shared/scene/ops'
import type { SceneDocument } from '../src/shared/scene/schema'
import { readFileSync } from 'node:fs'

const ROUNDS = Number(process.argv[2] ?? 20)
const TARGET_P95_MS = 30

interface Case {
  label: string
  prompt: string
  doc: SceneDocument
  memory: PlannerMemory
}

const cases: Case[] = PROMPT_SET.map((c) => ({ label: c.prompt, prompt: c.prompt, doc: emptyScene(), memory: {} }))
for (const chain of CHAINS) {
  let doc = emptyScene()
  let memory: PlannerMemory = {}
  for (const step of chain.steps) {
    if (doc !== undefined && Object.keys(doc.nodes).length) cases.push({ label: `… ${step}`, prompt: step, doc, memory })
    const r = planPrompt(step, doc, memory)
    doc = applyOps(doc, r.ops).doc
    memory = r.memory
  }
}

// The independent set (prompts written by someone who never read the planner) and its chains.
const v2 = JSON.parse(readFileSync(new URL('../tests/fixtures/assistant/prompts-v2.json', import.meta.url), 'utf8')) as { prompts: { prompt: string }[]; chains?: { steps: { prompt: string }[] }[] }
for (const p of v2.prompts) cases.push({ label: p.prompt, prompt: p.prompt, doc: emptyScene(), memory: {} })
for (const chain of v2.chains ?? []) {
  let doc = emptyScene()
  let memory: PlannerMemory = {}
  for (const step of chain.steps) {
    if (Object.keys(doc.nodes).length) cases.push({ label: `… ${step.prompt}`, prompt: step.prompt, doc, memory })
    const r = planPrompt(step.prompt, doc, memory)
    doc = applyOps(doc, r.ops).doc
    memory = r.memory
  }
}

// Warm up the JIT so the figures are the steady state a running server sees.
for (const c of cases) planPrompt(c.prompt, c.doc, c.memory)

const times: number[] = []
const perCase = new Map<string, number[]>()
for (let round = 0; round < ROUNDS; round++) {
  for (const c of cases) {
    const t = performance.now()
    planPrompt(c.prompt, c.doc, c.memory)
    const ms = performance.now() - t
    times.push(ms)
    const list = perCase.get(c.label) ?? []
    list.push(ms)
    perCase.set(c.label, list)
  }
}

const sorted = [...times].sort((a, b) => a - b)
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const mean = times.reduce((s, v) => s + v, 0) / times.length
const fmt = (v: number) => `${v.toFixed(2)} ms`
console.log(`Planner time per prompt (${cases.length} prompts × ${ROUNDS} rounds = ${times.length} plans, Node ${process.version})`)
console.log(`  mean ${fmt(mean)}   p50 ${fmt(pct(50))}   p95 ${fmt(pct(95))}   max ${fmt(sorted[sorted.length - 1])}`)
const slowest = [...perCase.entries()].map(([label, t]) => [label, t.reduce((s, v) => s + v, 0) / t.length] as const).sort((a, b) => b[1] - a[1]).slice(0, 5)
console.log('  slowest prompts (mean):')
for (const [label, ms] of slowest) console.log(`    ${fmt(ms).padStart(9)}  ${label}`)
const ok = pct(95) <= TARGET_P95_MS
console.log(`  p95 target ≤ ${TARGET_P95_MS} ms: ${ok ? 'met' : 'NOT met'}`)
if (!ok) process.exitCode = 1
