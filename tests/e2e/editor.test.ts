import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cameraSettled as settled, signedInPage, useBrowser } from '../support/e2e'
import { readHook } from '../support/test-hook'

const b = useBrowser()

interface Node { id: string; name: string; kind: string; transform: { position: number[] }; material?: { albedo: string } }
const nodes = (page: Page) =>
  readHook(page, 'spatialEditor', (editor) => Object.values(editor.docStore.getState().doc.nodes)) as Promise<Node[]>
const byName = async (page: Page, name: string) => (await nodes(page)).find((n) => n.name === name)!

/** The canvas downsampled to 48×32 RGB, read back through a 2D canvas (preserveDrawingBuffer is on). */
const pixels = (page: Page) =>
  page.evaluate(() => {
    const gl = document.querySelector('[data-testid="editor-canvas"] canvas') as HTMLCanvasElement
    const c = document.createElement('canvas')
    c.width = 48
    c.height = 32
    const ctx = c.getContext('2d')!
    ctx.drawImage(gl, 0, 0, 48, 32)
    return Array.from(ctx.getImageData(0, 0, 48, 32).data)
  })
/** The mean colour of a 7×7 patch of the canvas around a point (canvas pixels). */
const colourAt = (page: Page, at: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => {
    const gl = document.querySelector('[data-testid="editor-canvas"] canvas') as HTMLCanvasElement
    const scale = gl.width / gl.clientWidth
    const c = document.createElement('canvas')
    c.width = 7
    c.height = 7
    const ctx = c.getContext('2d')!
    ctx.drawImage(gl, x * scale - 3, y * scale - 3, 7, 7, 0, 0, 7, 7)
    const d = ctx.getImageData(0, 0, 7, 7).data
    const sum = [0, 0, 0]
    for (let i = 0; i < d.length; i += 4) for (let k = 0; k < 3; k++) sum[k] += d[i + k]
    return sum.map((v) => v / 49)
  }, at)
const spread = (px: number[]) => {
  const lum = px.filter((_, i) => i % 4 === 0)
  const mean = lum.reduce((a, v) => a + v, 0) / lum.length
  return Math.sqrt(lum.reduce((a, v) => a + (v - mean) ** 2, 0) / lum.length)
}
const difference = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length

async function addFromMenu(page: Page, entry: string, item?: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await page.getByRole('menuitem', { name: entry, exact: true }).click()
  if (item) await page.getByRole('menuitem', { name: item, exact: true }).click()
}

describe('the scene editor', () => {
  it('adds, moves, colours, undoes, duplicates, deletes and saves a scene that comes back after a reload', async () => {
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const t0 = Date.now()
    if (process.env.E2E_DEBUG) {
      page.on('framenavigated', (f) => f === page.mainFrame() && console.log('NAV', f.url()))
      page.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 300)))
    }
    const step = (label: string) => process.env.E2E_DEBUG && console.log(`${Date.now() - t0} ms: ${label}`)
    const { token } = await signedInPage(page, b.base)
    const created = await fetch(b.url('/api/v1/experience/world/create'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ project_name: 'Editor journey', comment: '' }),
    }).then((r) => r.json())
    const id = created.data._id
    await page.goto(b.url(`/gridpage/${id}`))
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor()
    await page.waitForTimeout(1000)
    const empty = await pixels(page)

    const shapes = ['Plane', 'Cube', 'Sphere', 'Cylinder', 'Cone', 'Pyramid', 'Capsule', 'Torus', 'Rectangle', 'Ellipse', 'Triangle', 'Pentagon', 'Star']
    step('loaded')
    for (const shape of shapes) await addFromMenu(page, 'Shapes', shape)
    step('shapes added')
    await addFromMenu(page, 'Shapes', 'Cube') // a second cube is named Cube1
    await addFromMenu(page, 'Lights', 'Point')
    await addFromMenu(page, 'Text', '3D Text')
    let all = await nodes(page)
    expect(all.map((n) => n.name)).toEqual(expect.arrayContaining([...shapes, 'Cube1', 'Point Light', 'Text']))
    expect(all).toHaveLength(shapes.length + 3)
    await expect.poll(() => page.getByTestId('status-line').textContent()).toMatch(/^Objects: 15 \| Poly Count: [1-9]\d*$/)
    await expect.poll(async () => difference(await pixels(page), empty), { timeout: 15_000 }).toBeGreaterThan(1)
    const full = await pixels(page)
    expect(spread(full)).toBeGreaterThan(spread(empty))

    // Numeric input: select the Cube in the list and type a position.
    step('Numeric input: select the Cube in the')
    await page.getByRole('list', { name: 'Assets' }).getByRole('button', { name: 'Cube', exact: true }).click({ timeout: 10_000 }).catch(async (e) => {
      await page.screenshot({ path: '.tmp/editor-fail.png' })
      throw e
    })
    await expect.poll(() => page.getByTestId('selected-name').textContent()).toBe('Cube')
    await page.getByTestId('position-x').fill('3.25')
    await page.getByTestId('position-x').press('Enter')
    expect((await byName(page, 'Cube')).transform.position[0]).toBe(3.25)

    // Gizmo: drag the centre handle of the selected Sphere.
    step('Gizmo: drag the centre handle of the ')
    await page.getByRole('list', { name: 'Assets' }).getByRole('button', { name: 'Sphere', exact: true }).click()
    const sphere = await byName(page, 'Sphere')
    await page.waitForTimeout(300)
    const box = (await page.getByTestId('editor-canvas').boundingBox())!
    const at = (await readHook(page, 'spatialEditor', (editor, sid) => editor.viewportProbe.project!(sid), sphere.id))!
    await page.mouse.move(box.x + at.x, box.y + at.y)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + at.x + i * 12, box.y + at.y - i * 4)
    await page.mouse.up()
    await expect.poll(async () => (await byName(page, 'Sphere')).transform.position.join()).not.toBe(sphere.transform.position.join())
    expect(await page.getByRole('button', { name: 'Undo' }).getAttribute('title')).toMatch(/Move Sphere/)

    // Colour, then undo and redo.
    step('Colour, then undo and redo.')
    await expect.poll(() => page.getByTestId('selected-name').textContent()).toBe('Sphere')
    // Put the sphere where nothing else can cover it (in front of and above every spawn), then
    // look at it with the gizmo hidden, before and after the colour change.
    for (const [axis, value] of [['y', '4'], ['z', '3']]) {
      await page.getByTestId(`position-${axis}`).fill(value)
      await page.getByTestId(`position-${axis}`).press('Enter')
    }
    const moved = await byName(page, 'Sphere')
    const select = (ids: string[]) => readHook(page, 'spatialEditor', (editor, ids) => editor.sessionStore.getState().select(ids), ids)
    const centre = (await readHook(page, 'spatialEditor', (editor, sid) => editor.viewportProbe.project!(sid), moved.id))!
    const redness = async () => { const [r, g, bl] = await colourAt(page, centre); return r - Math.max(g, bl) }
    await select([])
    await page.waitForTimeout(500)
    const before = await redness()
    await select([moved.id])
    await page.getByTestId('albedo').fill('#f00')
    await expect.poll(async () => (await byName(page, 'Sphere')).material!.albedo).toBe('#FF0000')
    await select([])
    // Where the sphere is drawn, red rises well above green and blue.
    await expect.poll(redness, { timeout: 10_000 }).toBeGreaterThan(before + 40)
    await page.locator('body').click({ position: { x: 5, y: 790 } })
    await page.keyboard.press('Control+z')
    await expect.poll(async () => (await byName(page, 'Sphere')).material!.albedo).toBe('#FFFFFF')
    await page.keyboard.press('Control+Shift+z')
    await expect.poll(async () => (await byName(page, 'Sphere')).material!.albedo).toBe('#FF0000')

    // Duplicate (+0.5 in x and z), then delete the copy with the confirmation.
    step('Duplicate (+0.5 in x and z), then del')
    await page.getByRole('list', { name: 'Assets' }).getByRole('button', { name: 'Cube', exact: true }).click()
    await page.keyboard.press('Control+d')
    const copy = await byName(page, 'Cube_copy')
    expect(copy.transform.position[0]).toBeCloseTo(3.75)
    await page.keyboard.press('Delete')
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(async () => (await nodes(page)).some((n) => n.name === 'Cube_copy')).toBe(false)

    // Save, reload, and find the same scene, drawn again.
    step('Save, reload, and find the same scene')
    all = await nodes(page)
    await page.getByRole('button', { name: /^Save/ }).click()
    await page.getByText('Editor journey, Your Project saved successfully.').waitFor()
    // A project opens framed by the shared camera fit; Reset camera gives that same view now.
    await page.keyboard.press('Alt+r')
    await settled(page)
    const saved = await pixels(page)
    await page.reload()
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor()
    await expect.poll(async () => (await nodes(page)).length).toBe(all.length)
    const reloaded = await nodes(page)
    expect(reloaded.map((n) => [n.name, n.transform.position.join(), n.material?.albedo]).sort()).toEqual(all.map((n) => [n.name, n.transform.position.join(), n.material?.albedo]).sort())
    await expect.poll(async () => difference(await pixels(page), empty), { timeout: 15_000 }).toBeGreaterThan(1)
    await settled(page)
    const after = await pixels(page)
    expect(spread(after)).toBeGreaterThan(spread(empty))
    // The same scene from the same camera: much closer to what was saved than to the empty scene.
    step('The same scene from the same camera: ')
    expect(difference(after, saved)).toBeLessThan(difference(after, empty))
    await context.close()
  })

  it('adds a library model and a text preset from the Library menu, as undoable steps', async () => {
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token } = await signedInPage(page, b.base)
    const created = await fetch(b.url('/api/v1/experience/surface/create'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ project_name: 'Library pick', comment: '' }),
    }).then((r) => r.json())
    await page.goto(b.url(`/gridpage/${created.data._id}`))
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor()
    await addFromMenu(page, 'Library')
    await page.getByRole('button', { name: 'Add Sofa' }).click()
    await page.getByRole('tab', { name: 'Text' }).click()
    await page.getByRole('button', { name: 'Add Neon Sign' }).click()
    await page.getByRole('button', { name: 'Done' }).click()
    const kinds = (await nodes(page)).map((n) => `${n.kind}:${n.name}`).sort()
    expect(kinds).toEqual(['model:Sofa', 'text:Neon Sign'])
    const assets = await readHook(page, 'spatialEditor', (editor) => Object.values(editor.docStore.getState().doc.assets).map((a) => a.url))
    expect(assets).toEqual(['/library/models/sofa.glb'])
    await expect.poll(async () => Number((await page.getByTestId('status-line').textContent())!.split('Poly Count: ')[1]), { timeout: 20_000 }).toBeGreaterThan(1000)
    await page.locator('body').click({ position: { x: 5, y: 790 } })
    await page.keyboard.press('Control+z')
    await page.keyboard.press('Control+z')
    await expect.poll(async () => (await nodes(page)).length).toBe(0)
    await context.close()
  })
})
