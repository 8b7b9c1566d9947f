// The 3D gallery: the six templates and ten assistant scenes, each in the editor and in the
// public viewer, at 1280×800 and 390×844. Run through screenshots.mjs:
//   flock /tmp/browser.lock node --import tsx scripts/screenshots.mjs --scenes [out-dir]
// SCENES (comma list of file-name prefixes) and VIEWS (editor,viewer) narrow the run; LOOK=plain
// shoots the old look for comparison.
import path from 'node:path'
import { launchChromium } from '../tests/support/browser.ts'
import { enableTestHooks, readHook } from '../tests/support/test-hook.ts'

export const PROMPTS = [
  'a medieval village at night with torches and lanterns',
  'a product display with a gold trophy on a pedestal',
  'a cozy living room with a sofa, a lamp and a rug',
  'a park with trees, a bench and a fountain',
  'a row of five colourful cubes',
  'a tall lighthouse by the sea',
  'a beach with palm trees at sunset',
  'a robot standing in a city street',
  'a snowy cabin in the forest',
  'a glass vase and a chrome sphere on a table',
]

const SIZES = [
  [1280, 800],
  [390, 844],
]

/** A busy software-GL page can miss a screenshot's deadline: say so and go on with the rest. */
async function snap(page, file) {
  try {
    await page.screenshot({ path: file, timeout: 60_000 })
    console.log(file)
  } catch (error) {
    console.log(`${file}  FAILED: ${error.message.split('\n')[0]}`)
  }
}

/**
 * Waits until what `probe` answers from the page holds still for a second (models and fonts arrive
 * late on a busy machine, and the camera fit follows them), at least `min` ms and at most 20 s.
 */
async function settled(page, probe, min = 2000) {
  // Models and fonts first (no request for 500 ms), then the same framing three times, 1 s apart:
  // on a loaded machine a scene's plane alone can hold still while its models still parse.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined)
  await page.waitForTimeout(min)
  let last = ''
  let same = 0
  for (let i = 0; i < 25 && same < 2; i++) {
    const now = JSON.stringify(await probe().catch(() => null))
    same = now === last ? same + 1 : 0
    last = now
    await page.waitForTimeout(1000)
  }
}

const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40)

export async function shootScenes(base, out) {
  const email = `gallery-${Date.now()}@example.com`
  const reg = await (await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Gallery', email, password: 'Passw0rd!' }) })).json()
  const token = reg.data.accessToken
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const scenes = []
  const only = process.env.SCENES?.split(',')
  const wanted = (name) => !only || only.some((p) => name.startsWith(p))
  const templates = (await (await fetch(`${base}/api/v1/experience/get-industry-templates`, { headers: auth })).json()).data
  for (const t of templates) {
    if (!wanted(`template-${slug(t.name ?? t._id)}`)) continue
    const used = await (await fetch(`${base}/api/v1/experience/templates/${t._id}/use`, { method: 'POST', headers: { authorization: auth.authorization } })).json()
    if (!used.data) throw new Error(`template ${t.name}: ${JSON.stringify(used)}`)
    scenes.push({ name: `template-${slug(t.name ?? t.project_name ?? t._id)}`, id: used.data._id })
  }
  for (const query of PROMPTS) {
    if (!wanted(`assistant-${slug(query)}`)) continue
    const res = await (await fetch(`${base}/api/v1/chat/query`, { method: 'POST', headers: auth, body: JSON.stringify({ query }) })).json()
    const id = res.response?.experienceId
    if (!id) throw new Error(`the assistant made no experience for "${query}": ${JSON.stringify(res).slice(0, 300)}`)
    scenes.push({ name: `assistant-${slug(query)}`, id })
  }
  const views = (process.env.VIEWS ?? 'editor,viewer').split(',')
  const look = process.env.LOOK === 'plain' ? '?look=plain' : ''
  const browser = await launchChromium()
  try {
    for (const scene of scenes) {
      if (views.includes('viewer')) {
        const { revision } = (await (await fetch(`${base}/api/v1/assets/project/${scene.id}/assets`, { headers: auth })).json()).data
        const form = new FormData()
        form.set('revision', String(revision))
        const published = await fetch(`${base}/api/v1/experience/${scene.id}/publish`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
        if (!published.ok) throw new Error(`publish failed for ${scene.name}: ${await published.text()}`)
      }
      for (const [width, height] of SIZES) {
        const context = await browser.newContext({ viewport: { width, height } })
        // The app's probes (camera, frame rects) are exposed only to pages opened by tests and tools.
        await enableTestHooks(context)
        const page = await context.newPage()
        await page.goto(`${base}/welcome`)
        await page.evaluate(({ token, user }) => {
          localStorage.setItem('token', token)
          localStorage.setItem('user', JSON.stringify({ ...user, accessToken: token }))
        }, { token, user: reg.data.user })
        if (views.includes('editor')) {
          await page.goto(`${base}/gridpage/${scene.id}${look}`)
          await page.locator('[data-testid="editor-canvas"] canvas').waitFor({ timeout: 30_000 })
          await settled(page, () => readHook(page, 'spatialEditor', (editor) => [editor?.viewportProbe?.cameraState?.(), document.querySelector('[data-testid="status-line"]')?.textContent]))
          const file = path.join(out, `${scene.name}-editor-${width}.png`)
          await snap(page, file)
        }
        if (views.includes('viewer')) {
          await page.goto(`${base}/preview-page/${scene.id}${look}`)
          await page.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 30_000 }).catch(() => {})
          await settled(page, () => readHook(page, 'spatialViewerFrame', (frame) => [frame?.lookComplete?.() ?? true, frame?.rects?.().map((r) => [r.left, r.right, r.top, r.bottom].map((v) => v.toFixed(3)))]))
          const file = path.join(out, `${scene.name}-viewer-${width}.png`)
          await snap(page, file)
        }
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
}
