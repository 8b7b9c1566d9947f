import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pct, runChains, runPrompts, shares, type Outcome, type SetV2 } from '../../../../tests/support/assistant/run-set'

/**
 * The third held-out set (issues 25 and 30), written without reading the planner: uncommon
 * nouns, colours on parts and per item, holders, rows, "each", night with rain, numbered and
 * hanging signs, fliers over groups, spans, composed sets, side by side, front and back. The
 * floors sit a little under what the planner met when the set was written, to be raised as it
 * improves (a ratchet). 'In front of' is the judge's: along the reference object's own front.
 */
const SET: SetV2 = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/assistant/prompts-v3.json', import.meta.url), 'utf8'))
// Measured on the planner at 19f9e64: prompts 83.3 % (514/617), 132/139 plausible; chains
// 81.3 % (117/144), 35/40 steps plausible. Raised on the planner branch (issue 30) after its
// general rules: prompts 97.6 % (609/624), 139/139 plausible; chains 97.2 % (140/144), 40/40.
// Raised again on the prompts branch (issues 25 and 30: proportions, flush packing, spans either
// way, side-on fronts, fliers after the ground, ways as long as their rows, crowns over corners,
// banks of the scene's water, rows carried on): prompts 100 % (624/624), chains 100 % (144/144),
// every class 100 %, every scene and step plausible. The floors are those figures (a ratchet):
// a change that loses a constraint here must say why.
const PROMPT_FLOOR = 1
const PROMPT_PLAUSIBLE_FLOOR = 1
const CHAIN_FLOOR = 1
const CHAIN_PLAUSIBLE_FLOOR = 1
const CLASS_FLOOR: Record<string, number> = {
  uncommon: 1, 'part-colours': 1, 'list-colours': 1, holders: 1, rows: 1, each: 1, 'night-rain-text': 1,
  hanging: 1, fliers: 1, spans: 1, composed: 1, 'side-by-side': 1, 'front-back': 1,
}

function report(title: string, outcomes: Outcome[], classOf: (o: Outcome) => string): string[] {
  const s = shares(outcomes)
  const lines = [title]
  const classes = new Map<string, Outcome[]>()
  for (const o of outcomes) classes.set(classOf(o), [...(classes.get(classOf(o)) ?? []), o])
  for (const [c, list] of classes) {
    const cs = shares(list)
    const full = list.filter((o) => o.verdicts.every((v) => v.ok)).length
    lines.push(`  ${c.padEnd(16)} ${pct(cs.overall).padEnd(20)} prompts fully met ${full}/${list.length}`)
  }
  for (const [c, v] of s.byCategory) lines.push(`  [${c}]`.padEnd(19) + pct(v))
  lines.push(`  overall          ${pct(s.overall)}`)
  lines.push(`  plausible        ${pct(s.plausible)}`)
  for (const o of outcomes.filter((x) => x.verdicts.some((v) => !v.ok) || x.problems.length)) {
    const why = [...o.verdicts.filter((v) => !v.ok).map((v) => v.what), ...o.problems.map((p) => `${p.kind} ${p.a}${p.b ? ` / ${p.b}` : ''}`)]
    lines.push(`  ✗ ${o.id} ${o.prompt}\n      ${why.join('; ')}\n      reply: ${o.reply.slice(0, 160)}`)
  }
  return lines
}

describe('held-out prompt set v3, judged on geometry and colours', () => {
  it('prints the share met per class and per category, and holds its floor', () => {
    const outcomes = runPrompts(SET)
    const domain = new Map(SET.prompts.map((p) => [p.id, p.domain]))
    console.log(report(`prompts-v3: ${outcomes.length} prompts`, outcomes, (o) => domain.get(o.id) ?? '?').join('\n'))
    expect(outcomes.length).toBeGreaterThanOrEqual(120)
    expect(new Set(SET.prompts.map((p) => p.prompt)).size).toBe(SET.prompts.length)
    const s = shares(outcomes)
    expect(s.overall[0] / s.overall[1]).toBeGreaterThanOrEqual(PROMPT_FLOOR)
    expect(s.plausible[0] / s.plausible[1]).toBeGreaterThanOrEqual(PROMPT_PLAUSIBLE_FLOOR)
    const below: string[] = []
    for (const [c, floor] of Object.entries(CLASS_FLOOR)) {
      const [met, total] = shares(outcomes.filter((o) => domain.get(o.id) === c)).overall
      if (!total || met / total < floor) below.push(`${c} ${met}/${total} < ${floor}`)
    }
    expect(below).toEqual([])
    // Every class of the brief has its prompts (about ten each).
    expect(Object.keys(CLASS_FLOOR).every((c) => SET.prompts.filter((p) => p.domain === c).length >= 9)).toBe(true)
  }, 120_000)

  it('follow-up chains: colours per item survive removals and recolours, each step judged', () => {
    const outcomes = runChains(SET)
    console.log(report(`prompts-v3 chains: ${SET.chains?.length ?? 0} chains, ${outcomes.length} steps`, outcomes, (o) => o.id.split('#')[0]).join('\n'))
    const s = shares(outcomes)
    expect(s.overall[0] / s.overall[1]).toBeGreaterThanOrEqual(CHAIN_FLOOR)
    expect(s.plausible[0] / s.plausible[1]).toBeGreaterThanOrEqual(CHAIN_PLAUSIBLE_FLOOR)
  }, 120_000)
})
