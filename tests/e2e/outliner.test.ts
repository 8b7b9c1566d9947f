import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signedInPage, useBrowser } from '../support/e2e'
import { readHook, waitForHook } from '../support/test-hook'

const b = useBrowser()

/** Set OUTLINER_SHOTS_DIR to keep screenshots of the outliner at each size. */
const shotsDir = process.env.OUTLINER_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: false })
}

type Node = { id: string; name: string; kind: string; parentId: string | null }
const nodes = (page: Page) => readHook(page, 'spatialEditor', (editor) => editor.docStore.getState().doc.nodes) as Promise<Record<string, Node>>
const undoLabel = (page: Page) => readHook(page, 'spatialEditor', (editor) => editor.docStore.getState().undoLabel)
/** The outliner's rows as [node id, aria-level], top to bottom. */
const rows = (page: Page) =>
  page.locator('ul[aria-label="Assets"] li[data-node-id]').evaluateAll((items) => items.map((li) => [li.getAttribute('data-node-id')!, Number(li.getAttribute('aria-level'))] as const))

describe('the outliner', () => {
  it("shows the assistant's penguins as a tree, and a drag into a group reparents as one undo step", async () => {
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token } = await signedInPage(page, b.base)
    const res = await fetch(b.url('/api/v1/chat/query'), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: 'penguins on an iceberg' }) })
    expect(res.status).toBe(200)
    const { response } = await res.json()
    await page.goto(b.url(`/gridpage/${response.experienceId}`))
    await page.getByRole('list', { name: 'Assets' }).waitFor()
    await waitForHook(page, 'spatialEditor', (editor) => Object.keys(editor?.docStore?.getState().doc.nodes ?? {}).length > 0)
    const doc = await nodes(page)

    // Every row sits right under its parent's subtree: the nearest row one level up is its parent.
    const listed = await rows(page)
    expect(listed.map(([id]) => id).sort()).toEqual(Object.keys(doc).sort())
    listed.forEach(([id, level], i) => {
      const parent = level === 1 ? null : [...listed.slice(0, i)].reverse().find(([, l]) => l === level - 1)![0]
      expect(parent, `${doc[id].name} (${id})`).toBe(doc[id].parentId)
    })
    const penguins = Object.values(doc).filter((n) => n.kind === 'group' && /^Penguin/.test(n.name))
    expect(penguins.length).toBeGreaterThanOrEqual(2)
    for (const penguin of penguins) {
      const body = Object.values(doc).find((n) => n.parentId === penguin.id && n.name.startsWith('Body'))
      expect(body, `${penguin.name} has its own Body`).toBeDefined()
    }
    await shot(page, 'outliner-1280x800')

    // Drag a top-level object that is not a penguin into the first penguin's group.
    const mover = Object.values(doc).find((n) => n.parentId === null && !penguins.includes(n))!
    const target = penguins[penguins.length - 1]
    // Fold the other penguins, so the target and the dragged row are both in view of the list.
    for (const other of penguins.slice(0, -1)) await page.getByRole('button', { name: `Collapse ${other.name}`, exact: true }).click()
    const folded = await rows(page)
    expect(folded.length).toBeLessThan(listed.length)
    // Real pointer steps, so Chromium runs its own HTML drag and drop (dragstart, dragover, drop).
    const source = page.locator(`li[data-node-id="${mover.id}"] .asset-row`)
    await source.scrollIntoViewIfNeeded()
    const from = (await source.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 })
    const to = (await page.locator(`li[data-node-id="${target.id}"] .asset-row`).boundingBox())!
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
    await page.mouse.up()
    await expect.poll(async () => (await nodes(page))[mover.id].parentId).toBe(target.id)
    expect(await undoLabel(page)).toBe(`Move ${mover.name}`)
    const after = await rows(page)
    const targetRow = after.findIndex(([id]) => id === target.id)
    const moverRow = after.findIndex(([id]) => id === mover.id)
    expect(moverRow).toBeGreaterThan(targetRow)
    expect(after[moverRow][1]).toBe(after[targetRow][1] + 1)
    await shot(page, 'outliner-after-drag')

    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    await expect.poll(async () => (await nodes(page))[mover.id].parentId).toBeNull()
    expect(await rows(page)).toEqual(folded)
    for (const other of penguins.slice(0, -1)) await page.getByRole('button', { name: `Expand ${other.name}`, exact: true }).click()
    expect(await rows(page)).toEqual(listed)

    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(300)
    await shot(page, 'outliner-390x844')
    await context.close()
  }, 120_000)
})
