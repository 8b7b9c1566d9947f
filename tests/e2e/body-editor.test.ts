import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cameraSettled, signedInPage, useBrowser } from '../support/e2e'
import { readHook, waitForHook } from '../support/test-hook'
import { createShape } from '@shared/scene/defaults'

/**
 * Body Tracking is chosen in the new-project dialog (no longer Coming Soon); its editor frames the
 * reference body with its attachment points, outside the document, and a shape is pinned to the
 * head through the scene document.
 */
const b = useBrowser()
const shots = path.resolve(import.meta.dirname, '../../.tmp/shots-body')

describe('Body Tracking in the editor', () => {
  it('creates a body project in the dialog, frames the reference body and pins an object to a point', async () => {
    const { page } = await b.newPage({ viewport: { width: 1280, height: 800 } })
    await signedInPage(page, b.base, 'Bo Body')
    await page.goto(b.url('/dashboard/myprojects'))
    await page.getByRole('button', { name: 'New Project' }).first().click()
    const dialog = page.getByRole('dialog')
    const body = dialog.getByRole('button', { name: 'Body Tracking', exact: true })
    expect(await body.isDisabled()).toBe(false)
    expect(await body.textContent()).not.toContain('Coming Soon')
    await body.click()
    await dialog.getByLabel('Project name').fill('Crown')
    await dialog.getByRole('button', { name: 'Create Project' }).click()
    await page.waitForURL(/\/gridpage\/[0-9a-f]{24}$/, { timeout: 30_000 })

    await waitForHook(page, 'spatialEditor', (e) => e?.viewportProbe?.three?.().scene.getObjectByName('body-reference'), undefined, { timeout: 30_000 })
    const points = await readHook(page, 'spatialEditor', (e) => {
      const { scene } = e.viewportProbe.three!()
      const names: string[] = []
      scene.getObjectByName('body-reference')!.traverse((o) => o.name.startsWith('body-point-') && names.push(o.name.slice('body-point-'.length)))
      return { names, nodes: Object.keys(e.docStore.getState().doc.nodes).length, body: e.docStore.getState().doc.settings.bodyTracking }
    })
    expect(points.names.sort()).toEqual(['head', 'leftFoot', 'leftHand', 'leftHip', 'leftShoulder', 'rightFoot', 'rightHand', 'rightHip', 'rightShoulder'])
    expect(points.nodes).toBe(0)
    expect(points.body).toEqual({ camera: 'environment' })

    // A gold cone placed above the head, then pinned to it in the panel: the document says so.
    const doc = await readHook(page, 'spatialEditor', (e) => e.docStore.getState().doc)
    const cone = createShape(doc, 'cone', [0, 1.8, 0], '#FFC400')
    const crown = { ...cone, name: 'Crown', transform: { ...cone.transform, scale: [0.2, 0.14, 0.2] as [number, number, number] } }
    await readHook(page, 'spatialEditor', (e, node) => e.docStore.getState().commit('Add crown', [{ op: 'add', node }]), crown)
    await readHook(page, 'spatialEditor', (e, id) => e.sessionStore.getState().select([id]), crown.id)
    const pin = page.getByLabel('Pinned to')
    await pin.waitFor({ timeout: 15_000 })
    expect(await pin.inputValue()).toBe('hips')
    await pin.selectOption('head')
    await expect.poll(() => readHook(page, 'spatialEditor', (e, id) => e.docStore.getState().doc.nodes[id]?.bodyPoint ?? null, crown.id)).toBe('head')
    // F with nothing selected frames the whole scene: the reference body with what it wears.
    await readHook(page, 'spatialEditor', (e) => e.sessionStore.getState().select([]))
    await page.locator('canvas').first().hover()
    await page.keyboard.press('f')
    await page.waitForTimeout(800)
    await readHook(page, 'spatialEditor', (e, id) => e.sessionStore.getState().select([id]), crown.id)
    await cameraSettled(page)
    await page.screenshot({ path: path.join(shots, 'editor-1280.png') })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(1500)
    await page.screenshot({ path: path.join(shots, 'editor-390.png') })
  })
})
