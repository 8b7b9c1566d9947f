import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { shares } from '../../../../tests/support/assistant/run-set'
import { reportV5, runChainsV5, runPromptsV5, type SetV5 } from '../../../../tests/support/assistant/run-set-v5'

/**
 * The fifth held-out set, written without reading the planner: verbs and settings that are not
 * objects, taps in words (what is hidden, shown, opened or started by what), motion in words
 * (an orbit around the named centre, a spin on the right axis, a swing, a bob), stated sizes and
 * distances in metres, references (pronouns, 'on top of', material words, different heights),
 * text exactly as asked and where asked, typos and counts (rows of things, long prompts), and the
 * project type (face filter, a picture that comes alive), plus follow-up chains that change what
 * is there (face another, swap colours, move closer, twice as big, 'I meant three', 'put it
 * back', 'actually, no trees', a part that spins, remove the leftmost). Judged on the document's
 * geometry, events, motions, text and settings (judge-v5.ts states each key); the reply is read
 * only where an expectation says 'the reply says'. Expectations follow from the prompt's words.
 */
const SET: SetV5 = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/assistant/prompts-v5.json', import.meta.url), 'utf8'))
// Measured on the planner at 4abd947 (main) when the set was written ("before"): prompts 70.7 %
// (350/495), 44/133 prompts fully met, 130/133 plausible; per class verbs 76.7 %, taps 50.9 %,
// motion 66.7 %, sizes 82.0 %, references 86.8 %, text 64.6 %, typos-counts 81.7 %, project
// 42.9 %; per category events 10.0 %, motion 16.7 %, project 18.8 %, text 46.3 %, sizes 56.0 %,
// reply 0 %. Chains 74.6 % (106/142), 35/61 steps fully met, 60/61 plausible (changes 47.4 %).
// Measured after the assistant2 branch (face and image projects asked for in more ways, taps
// in words): prompts 85.1 % (421/495), 82/133 fully met, 132/133 plausible (the reference head
// holds what is worn on it); per class verbs 88.3 %, taps 75.5 %, motion 71.9 %, sizes 86.9 %,
// references 92.6 %, text 75.4 %, typos-counts 89.0 %, project 100 %. Chains 88.0 % (125/142),
// 60/61 plausible. Planner CPU p95 over the set 4.0-7.1 ms (planner-latency.test.ts).
// Measured after the assistant3 branch (from 85.7 % (424/495), 85/133 fully met, 132/133
// plausible and chains 88.0 % (125/142), 60/61 plausible at its start): prompts 98.6 %
// (488/495), 128/133 fully met, 133/133 plausible; per class verbs 98.3 %, taps 100 %, motion
// 98.2 %, sizes 95.1 %, references 100 %, text 96.9 %, typos-counts 100 %, project 100 %; per
// category motion 95.8 %, events 100 %, text 97.6 %, sizes 92.0 %, relations 98.3 %. Chains
// 98.6 % (140/142), 59/61 fully met, 61/61 plausible. Planner CPU p95 over the set 5.9-7.1 ms
// (the start of the branch 6.4-8.4 ms on the same shared machine in the same hour).
// The floors sit a little under those figures (a ratchet): raise them as the planner improves; a
// change that lowers one must say why. (Plausibility is held at every scene.)
const PROMPT_FLOOR = 0.98
const PROMPT_PLAUSIBLE_FLOOR = 1
const CHAIN_FLOOR = 0.97
const CHAIN_PLAUSIBLE_FLOOR = 1
const CLASS_FLOOR: Record<string, number> = {
  verbs: 0.97, taps: 0.98, motion: 0.97, sizes: 0.94, references: 0.98, text: 0.95, 'typos-counts': 0.98, project: 0.97,
}

describe('held-out prompt set v5: behaviour, sizes, references, text and project type', () => {
  it('prints the share met per class and per category, and holds its floor', () => {
    const outcomes = runPromptsV5(SET)
    const domain = new Map(SET.prompts.map((p) => [p.id, p.domain]))
    console.log(reportV5(`prompts-v5: ${outcomes.length} prompts`, outcomes, (o) => domain.get(o.id) ?? '?').join('\n'))
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
    // Every class has its dozen-plus prompts, and no class is missing from the floors.
    expect(Object.keys(CLASS_FLOOR).every((c) => SET.prompts.filter((p) => p.domain === c).length >= 12)).toBe(true)
    expect(new Set(SET.prompts.map((p) => p.domain))).toEqual(new Set(Object.keys(CLASS_FLOOR)))
  }, 180_000)

  it('follow-up chains that change what is there: each step judged against the scene before it', () => {
    const outcomes = runChainsV5(SET)
    console.log(reportV5(`prompts-v5 chains: ${SET.chains?.length ?? 0} chains, ${outcomes.length} steps`, outcomes, (o) => o.id.split('#')[0]).join('\n'))
    expect(SET.chains?.length ?? 0).toBeGreaterThanOrEqual(20)
    const s = shares(outcomes)
    expect(s.overall[0] / s.overall[1]).toBeGreaterThanOrEqual(CHAIN_FLOOR)
    expect(s.plausible[0] / s.plausible[1]).toBeGreaterThanOrEqual(CHAIN_PLAUSIBLE_FLOOR)
  }, 180_000)
})
