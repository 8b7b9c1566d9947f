import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { storeSession } from './session'
import { enableTestHooks, readHook, waitForHook } from './test-hook'

export const STRONG_PASSWORD = 'Passw0rd!'
let counter = 0
export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${Date.now()}-${counter++}@example.com`

/**
 * Connects a test file to the shared Chromium. Every page it opens fails the test if it asks
 * for anything off this machine: the product must work offline.
 */
export function useBrowser() {
  const state: { browser?: Browser; offsite: string[]; pageErrors: string[] } = { offsite: [], pageErrors: [] }
  beforeAll(async () => {
    state.browser = await chromium.connect(inject('browserWsEndpoint'))
  })
  afterAll(async () => {
    await state.browser?.close()
    expect(state.offsite, 'requests that left this machine').toEqual([])
    expect(state.pageErrors, 'uncaught errors in the page').toEqual([])
  })
  const base = inject('baseUrl')
  return {
    base,
    url: (path: string) => `${base}${path}`,
    async newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
      const context = await state.browser!.newContext({ viewport: { width: 1280, height: 800 }, ...options })
      await enableTestHooks(context)
      context.on('request', (request) => {
        const url = new URL(request.url())
        if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
          state.offsite.push(request.url())
        }
      })
      const page = await context.newPage()
      page.on('pageerror', (error) => state.pageErrors.push(error.message))
      return { context, page }
    },
  }
}

/** Registers through the API (fast) and stores the session the way the app does. */
export async function signedInPage(page: Page, base: string, name = 'Eve Tester') {
  const email = uniqueEmail()
  const response = await fetch(`${base}/api/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: STRONG_PASSWORD }),
  })
  const { data } = await response.json()
  // Not the app (its scripts cost seconds to load in each fresh context, and every caller goes on
  // to open a page of its own): storeSession opens a small JSON answer of the origin.
  await storeSession(page, base, data)
  return { email, token: data.accessToken as string, user: data.user }
}

/** Waits until the editor's camera has stopped moving (the opening fit measures again as things draw). */
export async function cameraSettled(page: Page) {
  let view = ''
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(500)
    const now = JSON.stringify(await readHook(page, 'spatialEditor', (editor) => editor?.viewportProbe?.cameraState?.() ?? null))
    if (now === view) return
    view = now
  }
}

/** Opens the public viewer at `url` and waits until its scene is drawn and its probe is there, then `settleMs` more. */
export async function openViewer(page: Page, url: string, { settleMs = 400 } = {}) {
  await page.goto(url)
  await page.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 30_000 })
  await waitForHook(page, 'spatialViewer')
  if (settleMs) await page.waitForTimeout(settleMs)
}

/**
 * A new user's project, with `scene` saved (none: the new project as it is), published through
 * the API: its id, whose public page is /preview-page/{id}.
 */
export async function publishViaApi(url: (path: string) => string, scene?: object, kind: 'world' | 'surface' = 'world', name = 'Published') {
  const reg = await (await fetch(url('/api/v1/users/register'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Publisher', email: uniqueEmail('publisher'), password: STRONG_PASSWORD }) })).json()
  const auth = { authorization: `Bearer ${reg.data.accessToken}` }
  const created = await (await fetch(url(`/api/v1/experience/${kind}/create`), { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ project_name: name, comment: '' }) })).json()
  const id = created.data._id as string
  let revision = 0
  if (scene) {
    const saved = await fetch(url(`/api/v1/assets/project/${id}/scene`), { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene, baseRevision: 0 }) })
    if (!saved.ok) throw new Error(`save failed: ${saved.status} ${await saved.text()}`)
    revision = (await saved.json()).data.revision
  }
  const form = new FormData()
  form.append('revision', String(revision))
  const published = await fetch(url(`/api/v1/experience/${id}/publish`), { method: 'POST', headers: auth, body: form })
  if (published.status !== 201) throw new Error(`publish failed: ${published.status} ${await published.text()}`)
  return id
}
