import { describe, expect, it } from 'vitest'
import { publishViaApi, useBrowser } from '../support/e2e'
import { scriptsWithin } from '../support/first-load'

const b = useBrowser()
const LOGIN_BUDGET_KB = 150
const PREVIEW_BUDGET_KB = 250

describe('JavaScript a visitor downloads in the first 6 s (gzip -9 of each fetched script)', () => {
  it(`the login page: at most ${LOGIN_BUDGET_KB} KB, three.js and zod not among it`, async () => {
    const { page, context } = await b.newPage()
    const { scripts, totalKb } = await scriptsWithin(page, b.url('/'))
    console.log(`login: ${scripts.length} scripts, ${totalKb.toFixed(1)} KB gzip`)
    expect(totalKb).toBeLessThanOrEqual(LOGIN_BUDGET_KB)
    expect(scripts.length).toBeGreaterThan(0)
    await context.close()
  })

  it(`a new project's public preview: at most ${PREVIEW_BUDGET_KB} KB, the React and XR layers only after a tap`, async () => {
    const id = await publishViaApi(b.url, undefined, 'world', 'Fresh')
    const { page, context } = await b.newPage()
    const { scripts, totalKb } = await scriptsWithin(page, b.url(`/preview-page/${id}`))
    console.log(`preview: ${scripts.map((s) => `${s.path.replace('/assets/', '')} ${(s.gzip / 1024).toFixed(1)}`).join(', ')}; ${totalKb.toFixed(1)} KB gzip`)
    expect(totalKb).toBeLessThanOrEqual(PREVIEW_BUDGET_KB)
    // The page is usable meanwhile: its title and an AR control are there without React.
    await expect.poll(() => page.getByRole('heading', { name: 'Fresh' }).count()).toBe(1)
    const phone = page.getByRole('button', { name: 'View in AR on your phone' })
    await phone.waitFor()
    // A tap brings the React page, which shows the QR card.
    await phone.click()
    await page.getByRole('dialog', { name: 'Open on your phone' }).waitFor({ timeout: 15_000 })
    await context.close()
  })
})
