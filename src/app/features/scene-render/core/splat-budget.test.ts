import { describe, expect, it } from 'vitest'
import { SPLAT_BUDGET } from '@shared/api/assets'
import { createSplatLedger } from './splat-budget'

describe('the splat budget of a scene', () => {
  it('draws small files whole until they would pass the headset budget, then asks for a LoD tree', () => {
    const ledger = createSplatLedger(false)
    const a = ledger.reserve(300_000)
    expect(a.lod).toBe(false)
    const b = ledger.reserve(300_000)
    expect(b.lod).toBe(true)
    expect(ledger.whole).toBe(300_000)
    // The LoD files share what is left: the desktop budget on a desktop, the headset's in a session.
    expect(ledger.lodShare(false)).toBe(SPLAT_BUDGET.desktop - 300_000)
    expect(ledger.lodShare(true)).toBe(SPLAT_BUDGET.mobile - 300_000)
    a.release()
    a.release()
    expect(ledger.whole).toBe(0)
    expect(ledger.reserve(300_000).lod).toBe(false)
  })

  it('gives phones and headsets the smaller budget whatever the session', () => {
    const ledger = createSplatLedger(true)
    expect(ledger.budget(false)).toBe(SPLAT_BUDGET.mobile)
    expect(ledger.budget(true)).toBe(SPLAT_BUDGET.mobile)
    expect(createSplatLedger(false).budget(false)).toBe(SPLAT_BUDGET.desktop)
    expect(createSplatLedger(false).budget(true)).toBe(SPLAT_BUDGET.mobile)
  })

  it('lets Spark decide after decoding when the count is unknown, within the headroom left', () => {
    const ledger = createSplatLedger(false)
    ledger.reserve(400_000)
    expect(ledger.reserve(undefined)).toMatchObject({ lod: true, lodAbove: SPLAT_BUDGET.mobile - 400_000 })
    expect(ledger.reserve(SPLAT_BUDGET.mobile)).toMatchObject({ lod: true, lodAbove: 0 })
  })
})
