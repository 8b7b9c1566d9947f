// Frame cost: WebGL draw calls per drawn frame and frames drawn while idle, in the public viewer
// and the editor, for the six templates, five assistant scenes (the chat API's planner) and the
// 1,000-object bench scene, at 1280x800 on this machine's software GL. Counted from outside the
// app by an init script (tests/support/frame-probe.ts). Run by `npm run bench` (or alone with
// BENCH_ONLY=frames) against a server: node --import tsx scripts/bench-frames.ts BASE
// BENCH_FRAMES_SCENES=village,living-room limits the scenes; BENCH_FRAMES_PAGES=viewer the pages.
import type { BrowserContext } from 'playwright-core'
import type { SceneDocument } from '../src/shared/scene/schema'
import { TEMPLATES } from '../src/server/services/templates/templates'
import { launchChromium } from '../tests/support/browser'
import { FRAME_PROBE, idleFrames, median, orbitFrames, settled } from '../tests/support/frame-probe'
import { enableTestHooks } from '../tests/support/test-hook'
import { thousandShapes } from '../tests/support/thousand-shapes'

const base = process.argv[2]
const IDLE_MS = Number(process.env.BENCH_FRAMES_IDLE_MS ?? 10_000)
const BUDGET = 100
const BIG_BUDGET = 150

export const ASSISTANT_PROMPTS: Record<string, string> = {
  village: 'a small village at night with torches',
  'living-room': 'a cozy living room with a sofa, a lamp and a rug',
  park: 'a park with trees, benches and a fountain',
  beach: 'a beach with palm trees and a campfire',
  kitchen: 'a kitchen with a table and four chairs',
}

const json = async (res: Response) => {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<any>
}
const reg = await json(await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `frames-${Date.now()}@example.com`, password: 'Passw0rd!' }) }))
const token: string = reg.data.accessToken
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }

/** A project holding the scene (a prompt goes through the chat API), published: its id. */
async function publish(scene: SceneDocument | string, name: string): Promise<string> {
  let id: string
  if (typeof scene === 'string') {
    id = (await json(await fetch(`${base}/api/v1/chat/query`, { method: 'POST', headers: auth, body: JSON.stringify({ query: scene }) }))).response.experienceId
  } else {
    id = (await json(await fetch(`${base}/api/v1/experience/world/create`, { method: 'POST', headers: auth, body: JSON.stringify({ project_name: name, comment: '' }) }))).data._id
    await json(await fetch(`${base}/api/v1/assets/project/${id}/scene`, { method: 'PUT', headers: auth, body: JSON.stringify({ scene, baseRevision: 0 }) }))
  }
  const { revision } = (await json(await fetch(`${base}/api/v1/assets/project/${id}/assets`, { headers: auth }))).data
  const form = new FormData()
  form.set('revision', String(revision))
  await json(await fetch(`${base}/api/v1/experience/${id}/publish`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }))
  return id
}

interface Row {
  scene: string
  page: 'viewer' | 'editor'
  nodes: number
  idle: { frames: number; drawn: number }
  calls: { median: number; max: number; frames: number }
  quiet: boolean
}

async function measure(context: BrowserContext, page: Row['page'], id: string): Promise<Omit<Row, 'scene' | 'nodes'>> {
  const tab = await context.newPage()
  try {
    if (page === 'viewer') {
      await tab.goto(`${base}/preview-page/${id}`)
      await tab.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 60_000 })
    } else {
      await tab.goto(`${base}/gridpage/${id}`)
      await tab.locator('[data-testid="editor-canvas"] canvas').waitFor({ timeout: 60_000 })
    }
    const quiet = await settled(tab, { quietMs: 2000, maxMs: Number(process.env.BENCH_FRAMES_SETTLE_MS ?? 45_000) })
    const idle = await idleFrames(tab, IDLE_MS)
    const orbit = await orbitFrames(tab, `[data-testid="${page}-canvas"] canvas`)
    return { page, quiet, idle: { frames: idle.frames, drawn: idle.drawn }, calls: { median: median(orbit.calls), max: Math.max(0, ...orbit.calls), frames: orbit.drawn } }
  } finally {
    await tab.close()
  }
}

const only = process.env.BENCH_FRAMES_SCENES?.split(',')
const pages = (process.env.BENCH_FRAMES_PAGES?.split(',') ?? ['viewer', 'editor']) as Row['page'][]
const scenes: { name: string; scene: SceneDocument | string; nodes: number }[] = []
for (const [name, prompt] of Object.entries(ASSISTANT_PROMPTS)) scenes.push({ name, scene: prompt, nodes: 0 })
for (const t of TEMPLATES) scenes.push({ name: t.slug, scene: t.build(), nodes: 0 })
scenes.push({ name: 'bench-1000', scene: thousandShapes(), nodes: 1000 })

const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
await enableTestHooks(context)
await context.addInitScript({ content: FRAME_PROBE })
await context.addInitScript(({ token, user }) => {
  localStorage.setItem('token', token)
  localStorage.setItem('user', JSON.stringify(user))
}, { token, user: reg.data.user })
const rows: Row[] = []
try {
  console.log(`\nFrame cost at 1280x800 (software GL): draw calls per drawn frame while orbiting, frames drawn in ${IDLE_MS / 1000} s of idle`)
  console.log('scene'.padEnd(24) + 'page'.padEnd(8) + 'idle drawn'.padStart(14) + 'calls med'.padStart(11) + 'calls max'.padStart(11) + 'budget'.padStart(8) + '  verdict')
  for (const s of scenes) {
    if (only && !only.includes(s.name)) continue
    const id = await publish(s.scene, s.name)
    for (const page of pages) {
      const r = { scene: s.name, nodes: s.nodes, ...(await measure(context, page, id)) }
      rows.push(r)
      const budget = s.name === 'bench-1000' ? BIG_BUDGET : BUDGET
      const ok = r.calls.max <= budget
      console.log(
        s.name.padEnd(24) + page.padEnd(8) + `${r.idle.drawn} of ${r.idle.frames}`.padStart(14) + String(r.calls.median).padStart(11) + String(r.calls.max).padStart(11) + String(budget).padStart(8) + `  ${ok ? 'within' : 'OVER'}${r.quiet ? '' : ' (never went quiet)'}`,
      )
    }
  }
  if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(rows))
} finally {
  await browser.close()
}
