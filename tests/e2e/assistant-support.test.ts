import { describe, expect, it } from 'vitest'
import { signedInPage, useBrowser } from '../support/e2e'
import { canvasPixels, diskLumas, meanLuma, percentile } from '../support/look'

const b = useBrowser()
const SLOW = { timeout: 15_000 }

interface StoredNode {
  id: string
  name: string
  parentId: string | null
}
type Bounds = { min: [number, number, number]; max: [number, number, number] } | null

describe('the assistant puts things where they belong', () => {
  it('"a fish tank with three orange fish on a table" shows three fish inside the tank, by their bounds in the page', async () => {
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 900 } })
    const { token } = await signedInPage(page, b.base, 'Finn Tank')
    await page.goto(b.url('/dashboard'))
    const prompt = page.getByLabel('Describe the experience to build')
    await prompt.fill('a fish tank with three orange fish on a table')
    await prompt.press('Enter')
    await page.getByText('The experience has been successfully created.', { exact: false }).waitFor(SLOW)
    const id = (await page.locator('.chat-id').last().textContent())!.trim()
    const res = await fetch(`${b.base}/api/v1/assets/project/${id}/assets`, { headers: { authorization: `Bearer ${token}` } })
    const nodes = ((await res.json()) as { data: { scene: { nodes: Record<string, StoredNode> } } }).data.scene.nodes
    const top = Object.values(nodes).filter((n) => n.parentId === null)
    const tank = top.find((n) => /^Fish Tank\d*$/.test(n.name))!
    const fish = top.filter((n) => /^Fish\d*$/.test(n.name))
    expect(tank).toBeTruthy()
    expect(fish).toHaveLength(3)

    await page.locator('[data-testid="assistant-preview-canvas"] canvas').waitFor()
    const boundsOf = (nodeId: string) => page.evaluate((x) => (window as unknown as { __assistantPreview: { bounds: (id: string) => Bounds } }).__assistantPreview.bounds(x), nodeId)
    await expect.poll(async () => (await Promise.all([tank, ...fish].map((n) => boundsOf(n.id)))).every(Boolean), SLOW).toBe(true)
    const t = (await boundsOf(tank.id))!
    for (const f of fish) {
      const box = (await boundsOf(f.id))!
      // Inside the tank's drawn bounds on every axis (a millimetre of rounding allowed).
      for (let i = 0; i < 3; i++) {
        expect(box.min[i], `${f.name} axis ${i}`).toBeGreaterThanOrEqual(t.min[i] - 0.001)
        expect(box.max[i], `${f.name} axis ${i}`).toBeLessThanOrEqual(t.max[i] + 0.001)
      }
    }
    await context.close()
  })

  it('"a village at night with torches" shows lit torches: the frame around each flame is far brighter than the frame', async () => {
    // A large page so a torch in the whole village is more than a few pixels tall.
    const { page, context } = await b.newPage({ viewport: { width: 1800, height: 1300 } })
    const { token } = await signedInPage(page, b.base, 'Tara Torch')
    await page.goto(b.url('/dashboard'))
    const prompt = page.getByLabel('Describe the experience to build')
    await prompt.fill('a village at night with torches')
    await prompt.press('Enter')
    await page.getByText('The experience has been successfully created.', { exact: false }).waitFor(SLOW)
    const id = (await page.locator('.chat-id').last().textContent())!.trim()
    const res = await fetch(`${b.base}/api/v1/assets/project/${id}/assets`, { headers: { authorization: `Bearer ${token}` } })
    const nodes = ((await res.json()) as { data: { scene: { nodes: Record<string, StoredNode> } } }).data.scene.nodes
    const torches = Object.values(nodes).filter((n) => n.parentId === null && /^Torch\d*$/.test(n.name))
    expect(torches.length).toBeGreaterThan(0)

    const canvas = '[data-testid="assistant-preview-canvas"] canvas'
    await page.locator(canvas).waitFor()
    await page.getByText('Generating Experience').waitFor({ state: 'hidden', timeout: 60_000 })
    type Rect = { id: string; left: number; right: number; top: number; bottom: number }
    const rects = () => page.evaluate(() => (window as unknown as { __assistantPreview: { rects: () => Rect[] } }).__assistantPreview.rects())
    await expect.poll(async () => (await rects()).filter((r) => torches.some((t) => t.id === r.id)).length, SLOW).toBe(torches.length)
    // The camera fit settles after the first frames.
    await page.waitForTimeout(3500)
    const shown = (await rects()).filter((r) => torches.some((t) => t.id === r.id))
    const pixels = await canvasPixels(page, canvas)
    const frame = meanLuma(pixels)
    for (const r of shown) {
      // The flame is the top eighth of a torch (a 1.7 m pole, a cup and a 0.26 m flame); a disk
      // round it, a fifth of the torch's height across, holds the flame and what it lights.
      const heightPx = (r.bottom - r.top) * pixels.height
      const lumas = diskLumas(pixels, (r.left + r.right) / 2, r.top + (r.bottom - r.top) * 0.065, Math.max(4, heightPx * 0.12))
      const mean = lumas.reduce((a, v) => a + v, 0) / lumas.length
      const peak = Math.max(...lumas)
      console.log(`torch ${r.id}: ${heightPx.toFixed(0)} px tall; around the flame mean ${mean.toFixed(1)}, 95th percentile ${percentile(lumas, 0.95).toFixed(1)}, peak ${peak.toFixed(1)}; frame mean ${frame.toFixed(1)}`)
      // A lit flame is a bright spot at night, far above the frame's mean (an unlit one is a dark cone).
      expect(peak).toBeGreaterThan(frame * 2 + 20)
    }
    await context.close()
  }, 150_000)
})
