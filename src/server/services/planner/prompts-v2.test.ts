import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pct, runChains, runPrompts, shares, type SetV2 } from '../../../../tests/support/assistant/run-set'

const CHAIN_BAR = 0.98
const SET: SetV2 = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/assistant/prompts-v2.json', import.meta.url), 'utf8'))

describe('independent prompt set (v2), judged on geometry', () => {
  it('prints the share of constraints met per category, and plausibility', () => {
    const outcomes = runPrompts(SET)
    const s = shares(outcomes)
    const lines = [`prompts-v2: ${outcomes.length} prompts`]
    for (const [c, v] of s.byCategory) lines.push(`  ${c.padEnd(12)} ${pct(v)}`)
    lines.push(`  overall      ${pct(s.overall)}`)
    lines.push(`  plausible    ${pct(s.plausible)} of scenes`)
    const bad = outcomes.filter((o) => o.verdicts.some((v) => !v.ok) || o.problems.length)
    for (const o of bad) lines.push(`  ✗ ${o.id} ${o.prompt}\n      ${[...o.verdicts.filter((v) => !v.ok).map((v) => v.what), ...o.problems.map((p) => `${p.kind} ${p.a}${p.b ? ` / ${p.b}` : ''}`)].join('; ')}`)
    console.log(lines.join('\n'))
    // The issue asks for a set of at least 300 prompts.
    expect(outcomes.length).toBeGreaterThanOrEqual(300)
    // Issue 17's bar: at least 97 % of the constraints met, and every scene plausible.
    expect(s.overall[0] / s.overall[1]).toBeGreaterThanOrEqual(0.97)
    expect(s.plausible[0]).toBe(s.plausible[1])
  }, 120_000)
})

describe('independent follow-up chains (v2), each step judged the same way', () => {
  it('meets the bar over every step (printed per category), every step plausible', () => {
    const outcomes = runChains(SET)
    const s = shares(outcomes)
    const lines = [`prompts-v2 chains: ${SET.chains?.length ?? 0} chains, ${outcomes.length} steps`]
    for (const [c, v] of s.byCategory) lines.push(`  ${c.padEnd(12)} ${pct(v)}`)
    lines.push(`  overall      ${pct(s.overall)}`)
    lines.push(`  plausible    ${pct(s.plausible)} of steps`)
    for (const o of outcomes.filter((x) => x.verdicts.some((v) => !v.ok) || x.problems.length)) lines.push(`  ✗ ${o.id} ${o.prompt}\n      ${[...o.verdicts.filter((v) => !v.ok).map((v) => v.what), ...o.problems.map((p) => `${p.kind} ${p.a}${p.b ? ` / ${p.b}` : ''}`)].join('; ')}`)
    console.log(lines.join('\n'))
    expect(SET.chains?.length ?? 0).toBeGreaterThanOrEqual(20)
    // Raised with the planner (was print-only at 94.2 %); the bar sits at the level reached.
    expect(s.overall[0] / s.overall[1]).toBeGreaterThanOrEqual(CHAIN_BAR)
    expect(s.plausible[0]).toBe(s.plausible[1])
  }, 120_000)
})
