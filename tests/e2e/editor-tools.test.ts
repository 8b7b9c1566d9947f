import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { boxesOverlap, childrenIndex, nodeBounds } from '@shared/scene/bounds'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument } from '@shared/scene/schema'
import { cameraSettled, signedInPage, useBrowser } from '../support/e2e'
import { readHook, waitForHook } from '../support/test-hook'

const b = useBrowser()

type Node = { id: string; name: string; transform: { position: number[] } }
const editor = (page: Page) => ({
  nodes: () => readHook(page, 'spatialEditor', (editor) => editor.docStore.getState().doc.nodes) as Promise<Record<string, Node>>,
  selection: () => readHook(page, 'spatialEditor', (editor) => editor.sessionStore.getState().selection),
  project: async (id: string) => (await readHook(page, 'spatialEditor', (editor, nid) => editor.viewportProbe.project!(nid), id))!,
  camera: async () => (await readHook(page, 'spatialEditor', (editor) => editor.viewportProbe.cameraState!()))!,
  undoLabel: () => readHook(page, 'spatialEditor', (editor) => editor.docStore.getState().undoLabel),
})
const menu = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  // An entry's name is its label then its shortcut: 'Paste Ctrl+V', not 'Paste Over Selection …'.
  await page.getByRole('menuitem', { name: new RegExp(`^${item}\\s*(Ctrl|Alt|F\\d)`) }).click()
}

describe('editor tools', () => {
  it('box-selects three cubes, moves them with one gizmo as one undo step, and copies, pastes, renames, zooms, focuses and hides the UI', async () => {
    // Three cubes in a row and a sphere high above them, out of the box.
    let doc = emptyScene()
    const cubes = [-2, 0, 2].map((x) => {
      const node = createShape(doc, 'cube', [x, 0.5, 0], '#4F8DFF')
      doc = applyOps(doc, [{ op: 'add', node }]).doc
      return node
    })
    const sphere = createShape(doc, 'sphere', [0, 4.5, 0], '#FF0000')
    doc = applyOps(doc, [{ op: 'add', node: sphere }]).doc
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    const { token } = await signedInPage(page, b.base)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const { data } = await (await fetch(b.url('/api/v1/experience/world/create'), { method: 'POST', headers: auth, body: JSON.stringify({ project_name: 'Tools', comment: '' }) })).json()
    expect((await fetch(b.url(`/api/v1/assets/project/${data._id}/scene`), { method: 'PUT', headers: auth, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })).status).toBe(200)
    await page.goto(b.url(`/gridpage/${data._id}`))
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor()
    await waitForHook(page, 'spatialEditor', (editor) => editor?.viewportProbe?.cameraState?.())
    // The editor frames the opened content as it finishes drawing: project once the camera is still.
    await cameraSettled(page)
    const e = editor(page)
    const canvas = (await page.getByTestId('editor-canvas').boundingBox())!

    // Shift+drag around the cubes (from empty space) selects exactly them.
    // The opened project is framed from an elevated three-quarter view, so the row runs at a slant:
    // the box spans every cube's centre and stops halfway up to the sphere's.
    const points = await Promise.all(cubes.map((c) => e.project(c.id)))
    const top = await e.project(sphere.id)
    const x0 = Math.min(...points.map((p) => p.x)) - 60
    const x1 = Math.max(...points.map((p) => p.x)) + 60
    const y0 = (top.y + Math.min(...points.map((p) => p.y))) / 2
    const y1 = Math.max(...points.map((p) => p.y)) + 60
    await page.keyboard.down('Shift')
    await page.mouse.move(canvas.x + x0, canvas.y + y0)
    await page.mouse.down()
    for (let i = 1; i <= 8; i++) await page.mouse.move(canvas.x + x0 + (i / 8) * (x1 - x0), canvas.y + y0 + (i / 8) * (y1 - y0))
    await page.mouse.up()
    await page.keyboard.up('Shift')
    await expect.poll(async () => (await e.selection()).sort()).toEqual(cubes.map((c) => c.id).sort())

    // One gizmo at the selection's centre (the middle cube): dragging it moves all three.
    const pivot = await e.project(cubes[1].id)
    await page.mouse.move(canvas.x + pivot.x, canvas.y + pivot.y)
    await page.mouse.down()
    for (let i = 1; i <= 10; i++) await page.mouse.move(canvas.x + pivot.x + i * 12, canvas.y + pivot.y - i * 3)
    await page.mouse.up()
    await expect.poll(async () => (await e.nodes())[cubes[0].id].transform.position.join()).not.toBe(cubes[0].transform.position.join())
    const moved = await e.nodes()
    const delta = (id: string, i: number) => moved[id].transform.position[i] - cubes.find((c) => c.id === id)!.transform.position[i]
    for (const axis of [0, 1, 2]) for (const c of cubes) expect(delta(c.id, axis)).toBeCloseTo(delta(cubes[0].id, axis), 3)
    expect(moved[sphere.id].transform.position).toEqual(sphere.transform.position)
    expect(await e.undoLabel()).toBe('Move 3 objects')
    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    await expect.poll(async () => (await e.nodes())[cubes[2].id].transform.position).toEqual(cubes[2].transform.position)
    expect((await e.nodes())[cubes[0].id].transform.position).toEqual(cubes[0].transform.position)

    // Copy and paste through the menu: one new cube, on the ground and clear of every other object.
    await page.getByRole('list', { name: 'Assets' }).getByRole('button', { name: cubes[0].name, exact: true }).click()
    await menu(page, 'Copy')
    await menu(page, 'Paste')
    const pasted = Object.values(await e.nodes()).filter((n) => !doc.nodes[n.id])
    expect(pasted).toHaveLength(1)
    // The page's nodes are the document's own (the probe's type names only a few fields).
    const after = (await e.nodes()) as unknown as SceneDocument['nodes']
    const children = childrenIndex({ ...doc, nodes: after })
    const pastedBox = nodeBounds(after[pasted[0].id], children)!
    expect(pastedBox.min[1]).toBeCloseTo(0, 3)
    for (const other of Object.values(after)) if (other.id !== pasted[0].id) expect(boxesOverlap(pastedBox, nodeBounds(other, children)!)).toBe(false)
    expect(await e.selection()).toEqual([pasted[0].id])

    // Inline rename in the Assets list: Enter commits, as one undo step.
    await page.getByRole('list', { name: 'Assets' }).getByRole('button', { name: pasted[0].name, exact: true }).dblclick()
    await page.keyboard.press('Control+a')
    await page.keyboard.type('Hero')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await e.nodes())[pasted[0].id].name).toBe('Hero')
    expect(await e.undoLabel()).toBe(`Rename ${pasted[0].name}`)

    // Zoom In from the menu brings the camera closer; F frames the selection.
    const before = await e.camera()
    await menu(page, 'Zoom In')
    await expect.poll(() => page.locator('output[aria-label="Zoom"]').textContent()).toBe('110%')
    await expect.poll(async () => (await e.camera()).distance).toBeLessThan(before.distance * 0.95)
    await readHook(page, 'spatialEditor', (editor, id) => editor.sessionStore.getState().select([id]), sphere.id)
    await page.keyboard.press('f')
    await expect.poll(async () => (await e.camera()).target.map((v) => Math.round(v * 10) / 10)).toEqual([0, 4.5, 0])

    // Toggle UI hides the panels; Show UI brings them back.
    await page.keyboard.press('Control+/')
    await expect.poll(() => page.getByRole('list', { name: 'Assets' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Show UI' }).click()
    await expect.poll(() => page.getByRole('list', { name: 'Assets' }).isVisible()).toBe(true)
    await context.close()
  })
})

/** The stub below records the anti-aliasing of each WebGL context the page asked for. */
type WebglAsked = { __webglAsked: unknown[] }

describe('without WebGL', () => {
  it('says why nothing draws, in the editor and in the public viewer, after retrying without anti-aliasing', async () => {
    const { page, context } = await b.newPage({ viewport: { width: 1024, height: 700 } })
    // A browser whose GPU is blocklisted: every WebGL context request fails.
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      const asked: unknown[] = ((window as unknown as WebglAsked).__webglAsked = [])
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, options?: any) {
        if (kind.startsWith('webgl')) {
          asked.push(options?.antialias)
          return null
        }
        return (getContext as (this: HTMLCanvasElement, kind: string, options?: unknown) => RenderingContext | null).call(this, kind, options)
      } as typeof getContext
    })
    const { token } = await signedInPage(page, b.base)
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const { data } = await (await fetch(b.url('/api/v1/experience/world/create'), { method: 'POST', headers: auth, body: JSON.stringify({ project_name: 'No GL', comment: '' }) })).json()
    await page.goto(b.url(`/gridpage/${data._id}`))
    const alert = page.getByRole('alert').filter({ hasText: '3D is not available in this browser' })
    await alert.waitFor()
    const asked = await page.evaluate(() => (window as unknown as WebglAsked).__webglAsked)
    expect(asked).toContain(true)
    expect(asked).toContain(false)
    // The rest of the editor still works: the panels are there and the project can be saved.
    await expect(page.getByRole('list', { name: 'Assets' }).isVisible()).resolves.toBe(true)

    const { data: saved } = await (await fetch(b.url(`/api/v1/assets/project/${data._id}/assets`), { headers: auth })).json()
    const form = new FormData()
    form.set('revision', String(saved.revision))
    const published = await fetch(b.url(`/api/v1/experience/${data._id}/publish`), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
    expect(published.status, await published.clone().text()).toBe(201)
    await page.goto(b.url(`/preview-page/${data._id}`))
    await page.getByRole('alert').filter({ hasText: '3D is not available in this browser' }).waitFor()
    // The loading overlay gives way to the message instead of spinning forever.
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 10_000 })
    await context.close()
  })
})
