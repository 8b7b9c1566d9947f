import { describe, expect, it } from 'vitest'
import { emptyScene } from '../scene/defaults'
import { applyOps } from '../scene/ops'
import { evaluate } from '../../../tests/support/assistant/evaluate'
import { planPrompt } from './planner'
import { PROMPT_SET } from '../../../tests/support/assistant/prompt-set'

describe('planner prompt set', () => {
  it('has at least 100 varied prompts', () => {
    expect(PROMPT_SET.length).toBeGreaterThanOrEqual(100)
    expect(new Set(PROMPT_SET.map((c) => c.prompt)).size).toBe(PROMPT_SET.length)
  })

  it('satisfies at least 95 % of the prompts (and of the individual checks)', () => {
    let promptsOk = 0
    let checks = 0
    let checksOk = 0
    const failures: string[] = []
    for (const c of PROMPT_SET) {
      const result = planPrompt(c.prompt, emptyScene())
      const doc = applyOps(emptyScene(), result.ops).doc
      const outcome = evaluate(doc, c.expect, result.changed)
      const bad = outcome.filter((o) => !o.ok)
      checks += outcome.length
      checksOk += outcome.length - bad.length
      if (bad.length) failures.push(`${c.prompt}: ${bad.map((b) => b.what).join('; ')}`)
      else promptsOk++
    }
    const share = promptsOk / PROMPT_SET.length
    const checkShare = checksOk / checks
    console.log(`planner prompt set: ${promptsOk}/${PROMPT_SET.length} prompts fully satisfied (${(share * 100).toFixed(1)} %), ${checksOk}/${checks} checks (${(checkShare * 100).toFixed(1)} %)`)
    if (failures.length) console.log(`unsatisfied:\n  ${failures.join('\n  ')}`)
    expect(share).toBeGreaterThanOrEqual(0.95)
    // The old set is the regression check: at least 99 % of its checks.
    expect(checkShare).toBeGreaterThanOrEqual(0.99)
  })
})
