import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShape } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { uniqueEmail, STRONG_PASSWORD, useBrowser } from '../support/e2e'
import { writeBodyClips } from '../support/body-clips'
import { cameraBrowser } from '../support/face-clips'
import { readHook, waitForHook } from '../support/test-hook'
import type { Clip } from '../support/y4m-clips'

/**
 * A Body Tracking project in the public viewer on Chromium's fake rear camera (a clip of a rendered
 * figure from @vladmandic/human's package), found by MoveNet on software GL, a crown pinned to the
 * head and a sword to the right hand, with nothing fetched off the origin.
 */
const b = useBrowser()
const shots = path.resolve(import.meta.dirname, '../../.tmp/shots-body')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'body-tracking-'))
let clips: { body: Clip; empty: Clip }
let projectId = ''
let crownId = ''

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true })
  clips = await writeBodyClips(work)
  const reg = (await (await fetch(b.url('/api/v1/users/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bo Body', email: uniqueEmail('body'), password: STRONG_PASSWORD }) })).json()).data
  const auth = { authorization: `Bearer ${reg.accessToken}` }
  const created = await fetch(b.url('/api/v1/experience/body/create'), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: 'Crowned', comment: '' }) })
  expect(created.status).toBe(201)
  projectId = (await created.json()).data._id
  const loaded = (await (await fetch(b.url(`/api/v1/assets/project/${projectId}/assets`), { headers: auth })).json()).data
  const scene = loaded.scene as SceneDocument
  // A gold crown 18 cm above the head's centre, pinned to the head; a sword in the right hand.
  const crown = createShape(scene, 'cone', [0, 1.8, 0], '#FFC400')
  crownId = crown.id
  const sword = createShape(scene, 'cube', [-0.3, 1.05, 0.05], '#C0C8D0')
  const ops = [
    { op: 'add' as const, node: { ...crown, name: 'Crown', bodyPoint: 'head', transform: { ...crown.transform, scale: [0.2, 0.14, 0.2] } } as SceneNode },
    { op: 'add' as const, node: { ...sword, name: 'Sword', bodyPoint: 'rightHand', transform: { ...sword.transform, scale: [0.03, 0.5, 0.06] } } as SceneNode },
  ]
  const withPins = applyOps(scene, ops).doc
  const saved = await fetch(b.url(`/api/v1/assets/project/${projectId}/scene`), { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: withPins, baseRevision: loaded.revision }) })
  expect(saved.status, await saved.clone().text()).toBe(200)
  const form = new FormData()
  form.set('revision', String((await saved.json()).data.revision))
  expect((await fetch(b.url(`/api/v1/experience/${projectId}/publish`), { method: 'POST', headers: auth, body: form })).status).toBe(201)
})
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe('Body Tracking in the public viewer', () => {
  it('finds the body on the fake rear camera in 80 % of frames, the crown above the head point, nothing off the origin', async () => {
    const { browser, page, offsite, errors } = await cameraBrowser(clips.body.path, b.base)
    try {
      await page.goto(b.url(`/preview-page/${projectId}`))
      const start = page.getByRole('button', { name: 'Start', exact: true })
      await start.waitFor({ timeout: 60_000 })
      await expect.poll(() => start.isEnabled(), { timeout: 90_000 }).toBe(true)
      await start.click()
      await waitForHook(page, 'bodyTracking', (h) => h && h.poses() > 0, undefined, { timeout: 60_000 })
      expect(await readHook(page, 'bodyTracking', (h) => h.facing())).toBe('environment')
      expect(await readHook(page, 'bodyTracking', (h) => h.backend())).toBe('webgl')
      const steps = await readHook(page, 'bodyTracking', (h) => h.timings())

      const checks: { dx: number; above: number }[] = []
      const until = Date.now() + 20_000
      while (Date.now() < until) {
        if (checks.length >= 8 && (await readHook(page, 'bodyTracking', (h) => h.frames())) >= 6) break
        const sample = await readHook(page, 'bodyTracking', (h, id) => ({ head: h.pointScreen('head'), crown: h.screenOf(id) }), crownId)
        if (sample.head && sample.crown) checks.push({ dx: sample.crown.x - sample.head.x, above: sample.head.y - sample.crown.y })
        await page.waitForTimeout(250)
      }
      const { frames, poses, processed } = await readHook(page, 'bodyTracking', (h) => ({ frames: h.frames(), poses: h.poses(), processed: h.processed() }))
      await page.screenshot({ path: path.join(shots, 'viewer-body-390.png') })
      console.log(`body tracking: first pose ${steps.firstPose! - (steps.tap ?? 0)} ms after the tap (steps ${JSON.stringify(steps)}); ${poses}/${frames} frames posed (${processed} processed); crown vs head point dx ${checks.map((c) => c.dx.toFixed(0)).join(',')}, above ${checks.map((c) => c.above.toFixed(0)).join(',')}`)
      expect(frames).toBeGreaterThanOrEqual(5)
      expect(poses / frames).toBeGreaterThanOrEqual(0.8)
      expect(checks.length).toBeGreaterThanOrEqual(6)
      for (const check of checks) {
        // 18 cm above the head's centre on a figure about 250 px tall on screen: well over 10 px up, and over it.
        expect(check.above).toBeGreaterThan(10)
        expect(Math.abs(check.dx)).toBeLessThan(Math.max(12, 0.6 * check.above))
      }
      // The switch turns to the front camera (the fake device serves both).
      await page.getByRole('button', { name: 'Use the front camera' }).click()
      await expect.poll(() => page.locator('[role="dialog"][aria-label="Body AR"]').getAttribute('data-facing')).toBe('user')
      expect(offsite, 'requests that left the origin').toEqual([])
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })

  it('finds no body on a clip without one (on a 1280x800 screen)', async () => {
    const { browser, page, offsite, errors } = await cameraBrowser(clips.empty.path, b.base, { width: 1280, height: 800 })
    try {
      await page.goto(b.url(`/preview-page/${projectId}`))
      const start = page.getByRole('button', { name: 'Start', exact: true })
      await start.waitFor({ timeout: 60_000 })
      await expect.poll(() => start.isEnabled(), { timeout: 90_000 }).toBe(true)
      await page.screenshot({ path: path.join(shots, 'viewer-page-1280.png') })
      await start.click()
      await waitForHook(page, 'bodyTracking', (h) => h && h.processed() >= 6, undefined, { timeout: 60_000 })
      const { processed, poses, first } = await readHook(page, 'bodyTracking', (h) => ({ processed: h.processed(), poses: h.poses(), first: h.firstPoseMs() }))
      console.log(`body tracking, negative clip: ${processed} frames processed, ${poses} poses`)
      expect(poses).toBe(0)
      expect(first).toBeNull()
      expect(await page.getByTestId('ar-hint').textContent()).toContain('Point the camera at a person')
      await page.screenshot({ path: path.join(shots, 'viewer-empty-1280.png') })
      expect(offsite).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
