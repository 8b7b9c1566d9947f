import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { signedInPage, useBrowser } from '../support/e2e'
import { readHook } from '../support/test-hook'

const b = useBrowser()
/** Polls wait on the server and on a software-rendered canvas (vitest's default is 1 s). */
const SLOW = { timeout: 15_000 }
/** Set CHAT_SHOTS_DIR to keep screenshots of the home chat at each width. */
const shotsDir = process.env.CHAT_SHOTS_DIR
async function shot(page: Page, name: string) {
  if (!shotsDir) return
  fs.mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: false })
}

const CANVAS = '[data-testid="assistant-preview-canvas"] canvas'
/** The preview canvas downsampled to 48×36 RGBA (preserveDrawingBuffer is on). */
const pixels = (page: Page) =>
  page.evaluate((selector) => {
    const gl = document.querySelector(selector) as HTMLCanvasElement
    const c = document.createElement('canvas')
    c.width = 48
    c.height = 36
    const ctx = c.getContext('2d')!
    ctx.drawImage(gl, 0, 0, 48, 36)
    return Array.from(ctx.getImageData(0, 0, 48, 36).data)
  }, CANVAS)
/** How many distinct colours (quantised) the canvas shows: a blank or flat canvas shows one or two. */
const colours = (px: number[]) => {
  const seen = new Set<string>()
  for (let i = 0; i < px.length; i += 4) seen.add(`${px[i] >> 4},${px[i + 1] >> 4},${px[i + 2] >> 4}`)
  return seen.size
}
const difference = (a: number[], c: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - c[i]), 0) / a.length

interface StoredNode {
  id: string
  name: string
  kind: string
  parentId: string | null
  order: number
}
async function stored(token: string, id: string) {
  const res = await fetch(`${b.base}/api/v1/assets/project/${id}/assets`, { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as { data: { project_name: string; scene: { nodes: Record<string, StoredNode> } } }).data
}
/** The objects the chips stand for, in chip order. */
const topLevel = (nodes: Record<string, StoredNode>) =>
  Object.values(nodes)
    .filter((n) => n.parentId === null && n.kind !== 'light')
    .sort((a, b) => a.order - b.order)
const drawnIds = (page: Page) => readHook(page, 'assistantPreview', (preview) => preview.nodeIds())

async function waitForPreview(page: Page) {
  await page.locator(CANVAS).waitFor()
  await page.getByText('Generating Experience').waitFor({ state: 'hidden' })
  // The camera frames the scene again as fonts and models arrive (up to 2.5 s).
  await page.waitForTimeout(2800)
}

describe('the AI assistant on the home page', () => {
  it('builds an experience from a prompt, previews it, renames it, removes an object and opens it in the editor', async () => {
    const { page, context } = await b.newPage({ viewport: { width: 1280, height: 900 } })
    const { token } = await signedInPage(page, b.base, 'Ada Builder')
    await page.goto(b.url('/dashboard'))
    await page.getByRole('heading', { name: 'Hi Ada, what shall we build today?' }).waitFor()
    await shot(page, 'home-1280-empty')
    const prompt = page.getByLabel('Describe the experience to build')

    // Blank text is not sent; Shift+Enter breaks the line instead of sending.
    await prompt.fill('   ')
    await prompt.press('Enter')
    await prompt.fill('a red cube')
    await prompt.press('Shift+Enter')
    expect(await prompt.inputValue()).toBe('a red cube\n')
    expect(await page.locator('.chat-bubble.user').count()).toBe(0)

    await prompt.fill('a red cube')
    await prompt.press('Enter')
    await page.locator('.chat-bubble.user', { hasText: 'a red cube' }).waitFor()
    await page.getByText('The experience has been successfully created. you can look at the preview on the right section and also this is the id for the experience:-').waitFor()
    const id = (await page.locator('.chat-id').last().textContent())!.trim()
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    expect(await prompt.inputValue()).toBe('')

    await waitForPreview(page)
    const drawn = await pixels(page)
    expect(colours(drawn), 'the preview shows a shaded scene, not a flat canvas').toBeGreaterThan(6)
    await shot(page, 'home-1280-preview')

    // Rename: Escape cancels, Enter saves.
    const before = (await stored(token, id)).project_name
    await page.getByRole('button', { name: /^Project name:/ }).click()
    await page.getByLabel('Project name', { exact: true }).fill('Not this one')
    await page.getByLabel('Project name', { exact: true }).press('Escape')
    expect(await page.getByRole('button', { name: /^Project name:/ }).getAttribute('aria-label')).toContain(before)
    await page.getByRole('button', { name: /^Project name:/ }).click()
    await page.getByLabel('Project name', { exact: true }).fill('Red Cube Garden')
    await page.getByLabel('Project name', { exact: true }).press('Enter')
    await page.getByRole('button', { name: 'Project name: Red Cube Garden. Click to rename' }).waitFor()
    await expect.poll(async () => (await stored(token, id)).project_name, SLOW).toBe('Red Cube Garden')

    // A follow-up in the same thread changes the same experience, and the preview draws it.
    const chips = page.getByTestId('scene-chip')
    const firstCount = await chips.count()
    expect(firstCount).toBe(topLevel((await stored(token, id)).scene.nodes).length)
    await prompt.fill('add a sphere')
    await prompt.press('Enter')
    await expect.poll(() => page.locator('.chat-id').count(), SLOW).toBe(2)
    expect((await page.locator('.chat-id').last().textContent())!.trim()).toBe(id)
    await expect.poll(() => chips.count(), SLOW).toBeGreaterThan(firstCount)
    await waitForPreview(page)
    const nodes = (await stored(token, id)).scene.nodes
    expect((await drawnIds(page)).sort()).toEqual(Object.keys(nodes).sort())
    const tops = topLevel(nodes)
    expect(await chips.locator('.scene-chip-main span').allTextContents()).toEqual(tops.map((n) => n.name))
    const withSphere = await pixels(page)

    // A chip alone, then all again.
    await chips.first().locator('.scene-chip-main').click()
    expect(await chips.first().locator('.scene-chip-main').getAttribute('aria-pressed')).toBe('true')
    await expect.poll(async () => (await drawnIds(page)).filter((nid) => tops.some((t) => t.id === nid)), SLOW).toEqual([tops[0].id])
    await chips.first().locator('.scene-chip-main').click()
    expect(await chips.first().locator('.scene-chip-main').getAttribute('aria-pressed')).toBe('false')
    await expect.poll(async () => (await drawnIds(page)).length, SLOW).toBe(Object.keys(nodes).length)

    // The chip's X removes that object from the stored scene and from the preview.
    await page.getByRole('button', { name: `Remove ${tops[0].name}`, exact: true }).click()
    await expect.poll(() => chips.count(), SLOW).toBe(tops.length - 1)
    await expect.poll(async () => Boolean((await stored(token, id)).scene.nodes[tops[0].id]), SLOW).toBe(false)
    await expect.poll(async () => (await drawnIds(page)).includes(tops[0].id), SLOW).toBe(false)
    await page.waitForTimeout(2800)
    expect(difference(await pixels(page), withSphere), 'the removed object is gone from the preview').toBeGreaterThan(0.5)
    await shot(page, 'home-1280-after-remove')

    // The conversation points at the experience; the editor opens it.
    await page.getByRole('link', { name: 'Open in editor' }).click()
    await page.waitForURL(b.url(`/gridpage/${id}`))
    await page.locator('[data-testid="editor-canvas"] canvas').waitFor()
    const editorNames = await readHook(page, 'spatialEditor', (editor) => Object.values(editor.docStore.getState().doc.nodes).map((n) => n.name))
    const storedNames = Object.values((await stored(token, id)).scene.nodes).map((n) => n.name)
    expect(editorNames.sort()).toEqual(storedNames.sort())

    // The assistant's last step ('add a sphere') is one undoable step in the editor's history.
    const editor = () => readHook(page, 'spatialEditor', (e) => {
      const state = e.docStore.getState()
      return { undoLabel: state.undoLabel, names: Object.values(state.doc.nodes).filter((n) => !n.parentId).map((n) => n.name) }
    })
    // The editor takes the assistant's steps into its history just after the document: wait for them.
    await expect.poll(async () => (await editor()).undoLabel ?? '', SLOW).toMatch(/sphere/i)
    const beforeUndo = await editor()
    expect(beforeUndo.undoLabel ?? '').toMatch(/sphere/i)
    await page.getByRole('button', { name: 'Undo', exact: true }).click()
    const after = await editor()
    expect(after.names.length).toBe(beforeUndo.names.length - 1)
    expect(after.names.some((n) => /sphere/i.test(n))).toBe(false)
    await context.close()
  }, 180_000)

  it('keeps past chats: New Chat clears, a past chat reopens with its preview, and one is deleted after confirming', async () => {
    const { page, context } = await b.newPage({ viewport: { width: 768, height: 1000 } })
    await signedInPage(page, b.base, 'Tom Threads')
    await page.goto(b.url('/dashboard'))
    const prompt = page.getByLabel('Describe the experience to build')
    await prompt.fill('three trees next to a red house')
    await prompt.press('Enter')
    await page.locator('.chat-id').waitFor()
    const firstId = (await page.locator('.chat-id').textContent())!.trim()
    await waitForPreview(page)
    await shot(page, 'home-768-preview')

    await page.getByRole('button', { name: 'New Chat' }).click()
    expect(await page.locator('.chat-bubble').count()).toBe(0)
    expect(await page.getByTestId('assistant-preview').count()).toBe(0)
    await prompt.fill('qwxz vbnm plokij')
    await prompt.press('Enter')
    await expect.poll(() => page.locator('.chat-bubble.ai').count(), SLOW).toBe(1)
    expect(await page.getByTestId('assistant-preview').count()).toBe(0)

    await page.getByRole('button', { name: /History/ }).click()
    const panel = page.locator('.assistant-history-panel')
    await expect.poll(() => panel.locator('.thread-title').allTextContents(), SLOW).toEqual(['Qwxz vbnm plokij', 'Three trees next to a red house'])
    await panel.getByRole('button', { name: /Three trees next to a red house/ }).first().click()
    await page.locator('.chat-bubble.user', { hasText: 'three trees next to a red house' }).waitFor()
    await page.getByTestId('assistant-preview').waitFor()
    expect((await page.locator('.chat-id').textContent())!.trim()).toBe(firstId)

    await page.getByRole('button', { name: /History/ }).click()
    await panel.getByRole('button', { name: 'Delete chat Three trees next to a red house' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirmation Delete?' })
    await dialog.getByText('Are you sure you want to delete this chat?').waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('The selected chat has been removed').waitFor()
    // It was the open chat: the page starts afresh.
    expect(await page.locator('.chat-bubble').count()).toBe(0)
    await page.getByRole('button', { name: /History/ }).click()
    await expect.poll(() => panel.locator('.thread-title').allTextContents(), SLOW).toEqual(['Qwxz vbnm plokij'])
    await context.close()
  })

  it('shows the assistant at phone width, and a chat failure as an error message', async () => {
    const { page, context } = await b.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })
    await signedInPage(page, b.base, 'Mo Bile')
    await page.goto(b.url('/dashboard'))
    await page.getByRole('heading', { name: 'Hi Mo, what shall we build today?' }).waitFor()
    await shot(page, 'home-375-empty')
    const prompt = page.getByLabel('Describe the experience to build')
    await prompt.fill('a table with a lamp on it at night')
    await prompt.press('Enter')
    await page.locator('.chat-id').waitFor()
    await waitForPreview(page)
    await shot(page, 'home-375-conversation')
    await page.getByTestId('assistant-preview').scrollIntoViewIfNeeded()
    await shot(page, 'home-375-preview')
    const box = await page.getByTestId('assistant-preview').boundingBox()
    expect(box!.width).toBeLessThanOrEqual(375)

    // While the assistant works: the box is disabled with a spinner, the preview says it is generating.
    await page.route('**/api/v1/chat/query', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000))
      await route.continue()
    })
    await prompt.fill('add a torus')
    await prompt.press('Enter')
    await page.getByRole('status', { name: 'Sending' }).waitFor()
    expect(await prompt.isDisabled()).toBe(true)
    await page.getByText('Generating Experience').waitFor()
    await page.getByRole('status', { name: 'The assistant is working' }).waitFor()
    await page.getByTestId('assistant-preview').scrollIntoViewIfNeeded()
    await shot(page, 'home-375-generating')
    await expect.poll(() => page.locator('.chat-id').count(), SLOW).toBe(2)
    expect(await prompt.isDisabled()).toBe(false)
    await page.unrouteAll()

    // A failed call shows as the assistant's error message, and the box is usable again.
    await page.route('**/api/v1/chat/query', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal server error' }) }))
    await prompt.fill('add a lamp')
    await prompt.press('Enter')
    await page.locator('.chat-bubble.is-error', { hasText: 'Error: Internal server error' }).waitFor()
    expect(await prompt.isDisabled()).toBe(false)
    await context.close()
  })
})

describe('voice input', () => {
  it('says so when the browser has no speech recognition, instead of a dead button', async () => {
    const { page, context } = await b.newPage()
    await context.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition
      delete (window as unknown as Record<string, unknown>).SpeechRecognition
    })
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard'))
    const mic = page.getByRole('button', { name: 'Voice input' })
    expect(await mic.isDisabled()).toBe(false)
    await mic.click()
    await page.getByText('Speech recognition is not supported in your browser.').waitFor()
    await context.close()
  })

  it('writes what is heard into the prompt, and typing stops listening', async () => {
    const { page, context } = await b.newPage()
    // A stand-in recognizer and microphone: real recognition needs a speech service and a device.
    await context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>
      class FakeRecognition {
        lang = ''
        continuous = false
        interimResults = false
        onresult: ((e: unknown) => void) | null = null
        onerror: ((e: unknown) => void) | null = null
        onend: (() => void) | null = null
        start() {
          w.__recognition = this
          setTimeout(() => this.onresult?.({ results: [Object.assign([{ transcript: 'a blue cone' }], { isFinal: false })] }), 50)
        }
        stop() {
          w.__stopped = true
          this.onend?.()
        }
        abort() {
          this.stop()
        }
      }
      w.SpeechRecognition = FakeRecognition
      w.webkitSpeechRecognition = FakeRecognition
      Object.defineProperty(navigator, 'mediaDevices', {
        value: {
          enumerateDevices: async () => [{ kind: 'audioinput', deviceId: 'fake', label: '', groupId: '' }],
          getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }),
        },
      })
    })
    await signedInPage(page, b.base)
    await page.goto(b.url('/dashboard'))
    const prompt = page.getByLabel('Describe the experience to build')
    await prompt.fill('please add')
    await page.getByRole('button', { name: 'Voice input' }).click()
    await page.getByRole('button', { name: 'Stop voice input' }).waitFor()
    await expect.poll(() => prompt.inputValue(), SLOW).toBe('please add a blue cone')
    const settings = await page.evaluate(() => {
      const r = (window as unknown as { __recognition: { lang: string; continuous: boolean; interimResults: boolean } }).__recognition
      return { lang: r.lang, continuous: r.continuous, interimResults: r.interimResults }
    })
    expect(settings).toEqual({ lang: 'en-US', continuous: true, interimResults: true })
    await prompt.press('End')
    await page.getByRole('button', { name: 'Voice input' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __stopped?: boolean }).__stopped)).toBe(true)

    // An outside click stops it too.
    await page.getByRole('button', { name: 'Voice input' }).click()
    await page.getByRole('button', { name: 'Stop voice input' }).waitFor()
    await page.getByRole('heading', { name: 'Recent' }).click()
    await page.getByRole('button', { name: 'Voice input' }).waitFor()
    await context.close()
  })
})
