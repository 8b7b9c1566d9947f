import { describe, expect, it } from 'vitest'
import { signedInPage, useBrowser } from '../support/e2e'
import { readHook } from '../support/test-hook'

const b = useBrowser()
const SLOW = { timeout: 15_000 }

interface StoredNode {
  id: string
  name: string
  parentId: string | null
}

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
    const boundsOf = (nodeId: string) => readHook(page, 'assistantPreview', (preview, x) => preview.bounds(x), nodeId)
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
})
