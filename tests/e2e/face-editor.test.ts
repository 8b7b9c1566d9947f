import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cameraSettled, signedInPage, useBrowser } from '../support/e2e'
import { readHook, waitForHook } from '../support/test-hook'

/**
 * Issue 29: Face Tracking is chosen in the new-project dialog (no longer Coming Soon), and its
 * editor shows the reference head at a real head's size, framed by the camera, outside the document.
 */
const b = useBrowser()
const shots = path.resolve(import.meta.dirname, '../../.tmp/shots-face')

describe('Face Tracking in the editor', () => {
  it('creates a face project in the dialog and frames the reference head, which is not an object of the scene', async () => {
    const { page } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    await signedInPage(page, b.base, 'Fay Face')
    await page.goto(b.url('/dashboard/myprojects'))
    await page.getByRole('button', { name: 'New Project' }).first().click()
    const dialog = page.getByRole('dialog')
    const face = dialog.getByRole('button', { name: 'Face Tracking', exact: true })
    expect(await face.isDisabled()).toBe(false)
    await face.click()
    await dialog.getByLabel('Project name').fill('Sunglasses')
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await page.waitForURL(/\/gridpage\/[0-9a-f]{24}$/, { timeout: 30_000 })

    await waitForHook(page, 'spatialEditor', (e) => e?.viewportProbe?.three?.().scene.getObjectByName('face-reference-head'), undefined, { timeout: 30_000 })
    await cameraSettled(page)
    const seen = await readHook(page, 'spatialEditor', (e) => {
      const { scene, camera, gl } = e.viewportProbe.three!()
      const head = scene.getObjectByName('face-reference-head') as unknown as { geometry: { boundingBox: { min: { x: number; y: number; z: number }; max: { x: number; y: number; z: number } } | null; computeBoundingBox: () => void } }
      head.geometry.computeBoundingBox()
      const { min, max } = head.geometry.boundingBox!
      // The head's box corners on screen (the camera's own matrices: no three import in the page).
      const m = (camera as unknown as { projectionMatrix: { elements: number[] }; matrixWorldInverse: { elements: number[] } })
      const mul = (e: number[], v: number[]) => [0, 1, 2, 3].map((r) => e[r] * v[0] + e[4 + r] * v[1] + e[8 + r] * v[2] + e[12 + r] * v[3])
      const ys: number[] = []
      for (const x of [min.x, max.x]) for (const y of [min.y, max.y]) for (const z of [min.z, max.z]) {
        const clip = mul(m.projectionMatrix.elements, mul(m.matrixWorldInverse.elements, [x, y, z, 1]))
        ys.push(clip[1] / clip[3])
      }
      const height = gl.domElement.clientHeight
      return { size: [max.x - min.x, max.y - min.y, max.z - min.z], screenFraction: ((Math.max(...ys) - Math.min(...ys)) / 2), height, nodes: Object.keys(e.docStore.getState().doc.nodes).length, face: e.docStore.getState().doc.settings.faceTracking }
    })
    console.log('face editor:', JSON.stringify(seen))
    // A real head: about 19 cm across with the ears, 23 cm chin to crown plus the neck.
    expect(seen.size[0]).toBeGreaterThan(0.16)
    expect(seen.size[0]).toBeLessThan(0.22)
    expect(seen.size[1]).toBeGreaterThan(0.25)
    expect(seen.size[1]).toBeLessThan(0.45)
    // Framed: the head takes a good part of the viewport's height, and is wholly in it.
    expect(seen.screenFraction).toBeGreaterThan(0.35)
    expect(seen.screenFraction).toBeLessThanOrEqual(1)
    expect(seen.nodes).toBe(0)
    expect(seen.face).toEqual({ occlude: true })
    await page.screenshot({ path: path.join(shots, 'editor-1280.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(1500)
    await page.screenshot({ path: path.join(shots, 'editor-390.png') })
  })
})
