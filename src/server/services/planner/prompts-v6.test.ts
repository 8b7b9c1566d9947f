import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { shares } from '../../../../tests/support/assistant/run-set'
import { reportV5, runChainsV5, runPromptsV5, type SetV5 } from '../../../../tests/support/assistant/run-set-v5'

/**
 * The sixth held-out set, written for the same classes as the fifth (which the planner had
 * saturated, 98.6 %) by a helper that never opened the planner: 92 prompts and 22 follow-up chains,
 * harder phrasing (parts moving while the whole stays, sizes in feet and centimetres, things on
 * each of several holders, taps that open and reveal at once). Judged by the fifth set's judge.
 */
const SET: SetV5 = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/assistant/prompts-v6.json', import.meta.url), 'utf8'))
// Measured on the planner at 663542a when the set arrived ("before"): prompts 77.6 % (349/450),
// 34/92 fully met, 91/92 plausible; per class verbs 70.2 %, taps 60.5 %, motion 74.5 %, sizes
// 90.6 %, references 85.9 %, text 74.6 %, typos-counts 81.7 %, project 70.7 %. Chains 85.1 %
// (148/174), 36/55 fully met, 54/55 plausible. The floors sit just under (a ratchet: raise them as
// the planner improves on this set).
// After the assistant4 branch: prompts 85.1 % (383/450), 54/92 fully met, 91/92 plausible; per
// class verbs 74.5 %, taps 72.1 %, motion 83.0 %, sizes 90.6 %, references 85.9 %, text 89.8 %,
// typos-counts 86.6 %, project 95.1 %. Chains 90.2 % (157/174), 41/55 fully met, 54/55 plausible.
const PROMPT_FLOOR = 0.845
const CHAIN_FLOOR = 0.895

describe('held-out prompt set v6: the fifth set\'s classes, harder', () => {
  it('prints the share met per class, and holds its floor', () => {
    const outcomes = runPromptsV5(SET)
    const domain = new Map(SET.prompts.map((p) => [p.id, p.domain]))
    console.log(reportV5(`prompts-v6: ${outcomes.length} prompts`, outcomes, (o) => domain.get(o.id) ?? '?').join('\n'))
    expect(new Set(SET.prompts.map((p) => p.prompt)).size).toBe(SET.prompts.length)
    expect(shares(outcomes).overall[0] / shares(outcomes).overall[1]).toBeGreaterThanOrEqual(PROMPT_FLOOR)
  }, 180_000)

  it('follow-up chains: each step judged against the scene before it', () => {
    const outcomes = runChainsV5(SET)
    console.log(reportV5(`prompts-v6 chains: ${SET.chains?.length ?? 0} chains, ${outcomes.length} steps`, outcomes, (o) => o.id.split('#')[0]).join('\n'))
    expect(shares(outcomes).overall[0] / shares(outcomes).overall[1]).toBeGreaterThanOrEqual(CHAIN_FLOOR)
  }, 180_000)
})
