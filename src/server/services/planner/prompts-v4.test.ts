import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pct, shares, type Outcome } from '../../../../tests/support/assistant/run-set'
import { runChainsV4, runPromptsV4, type SetV4 } from '../../../../tests/support/assistant/run-set-v4'

/**
 * The fourth held-out set, written without reading the planner and harder than v3: placement
 * chains, 'between' two things, circles and facing, stacks, left and right as the default view
 * shows them, things inside containers, quantity words and counts split over colours, size words
 * against the noun's own default, materials read as colours, glass and metal, things left out on
 * purpose, chat-style typos, several sentences per prompt, and follow-ups (move, replace, add
 * more, recolour all or one by position, bigger and smaller, stack, remove some). Size words are
 * judged against the same noun asked for alone, one rule for all: 'tall' at least 1.25 times its
 * height, 'huge', 'giant', 'enormous' at least twice its largest side, 'small' and 'short' at most
 * 0.8 times, 'tiny' and 'miniature' at most 0.3 times. Negation ('no benches', 'without a tv') is
 * one constraint per prompt: none of the named things anywhere, not even as a part. Expectations
 * follow from the prompt's words; in a chain, from the words and what the author already sees.
 */
const SET: SetV4 = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/assistant/prompts-v4.json', import.meta.url), 'utf8'))
// Measured on the planner at c729845 (main) when the set was written: prompts 86.6 % (654/755),
// 137/140 scenes plausible, 78/140 prompts fully met; chains 94.4 % (218/231), 48/59 steps fully
// met, 59/59 plausible. The floors are those figures rounded down a little (a ratchet): raise them
// as the planner improves; a change that lowers one must say why.
// Raised after issue 30's fourth round (holders opened, cages and cribs, rings facing in, rows,
// 'as big as', a creature's back, shelters, spans over floaters, stacks lidded or laid flat,
// 'between them', a farmhouse, a pair apart for what goes between, a sentence of arrangement
// alone, a kind that has the part asked for, a pair facing each other): prompts 99.7 % (753/755), chains 100 % (231/231).
const PROMPT_FLOOR = 0.99
const PROMPT_PLAUSIBLE_FLOOR = 1
const CHAIN_FLOOR = 0.99
const CHAIN_PLAUSIBLE_FLOOR = 1
const CLASS_FLOOR: Record<string, number> = {
  nested: 1, between: 1, circle: 1, stacked: 1, 'left-right': 1, inside: 1, quantities: 1, sizes: 1, materials: 1, negation: 1,
  'chat-style': 1, sentences: 0.98,
}

function report(title: string, outcomes: Outcome[], classOf: (o: Outcome) => string): string[] {
  const s = shares(outcomes)
  const lines = [title]
  const classes = new Map<string, Outcome[]>()
  for (const o of outcomes) classes.set(classOf(o), [...(classes.get(classOf(o)) ?? []), o])
  for (const [c, list] of classes) {
    const cs = shares(list)
    const full = list.filter((o) => o.verdicts.every((v) => v.ok)).length
    const plausible = list.filter((o) => !o.problems.length).length
    lines.push(`  ${c.padEnd(16)} ${pct(cs.overall).padEnd(20)} prompts fully met ${full}/${list.length}, plausible ${plausible}/${list.length}`)
  }
  for (const [c, v] of s.byCategory) lines.push(`  [${c}]`.padEnd(19) + pct(v))
  lines.push(`  overall          ${pct(s.overall)}, prompts fully met ${outcomes.filter((o) => o.verdicts.every((v) => v.ok)).length}/${outcomes.length}`)
  lines.push(`  plausible        ${pct(s.plausible)}`)
  for (const o of outcomes.filter((x) => x.verdicts.some((v) => !v.ok) || x.problems.length)) {
    const why = [...o.verdicts.filter((v) => !v.ok).map((v) => v.what), ...o.problems.map((p) => `${p.kind} ${p.a}${p.b ? ` / ${p.b}` : ''}`)]
    lines.push(`  ✗ ${o.id} ${o.prompt}\n      ${why.join('; ')}\n      reply: ${o.reply.slice(0, 160)}`)
  }
  return lines
}

describe('held-out prompt set v4, judged on geometry and colours', () => {
  it('prints the share met per class and per category, and holds its floor', () => {
    const outcomes = runPromptsV4(SET)
    const domain = new Map(SET.prompts.map((p) => [p.id, p.domain]))
    console.log(report(`prompts-v4: ${outcomes.length} prompts`, outcomes, (o) => domain.get(o.id) ?? '?').join('\n'))
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
    // Every class has its prompts (about a dozen each), and no class is missing from the floors.
    expect(Object.keys(CLASS_FLOOR).every((c) => SET.prompts.filter((p) => p.domain === c).length >= 10)).toBe(true)
    expect(new Set(SET.prompts.map((p) => p.domain))).toEqual(new Set(Object.keys(CLASS_FLOOR)))
  }, 120_000)

  it('follow-up chains: move, replace, add more, recolour, resize, stack, remove some; each step judged', () => {
    const outcomes = runChainsV4(SET)
    console.log(report(`prompts-v4 chains: ${SET.chains?.length ?? 0} chains, ${outcomes.length} steps`, outcomes, (o) => o.id.split('#')[0]).join('\n'))
    const s = shares(outcomes)
    expect(s.overall[0] / s.overall[1]).toBeGreaterThanOrEqual(CHAIN_FLOOR)
    expect(s.plausible[0] / s.plausible[1]).toBeGreaterThanOrEqual(CHAIN_PLAUSIBLE_FLOOR)
  }, 120_000)
})
