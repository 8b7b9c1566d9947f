// What a drawn frame costs the GPU process: its CPU time (software GL, so the GPU's work is CPU
// work here) per frame drawn while the camera orbits, for the public viewer against a plain three.js
// page drawing the same scene, exported by the product's own GLB export (the editor's Export), with
// one directional light and one 2048² shadow map over every mesh. Pages alternate, one at a time in
// one Chromium, so both share the machine's noise. Run by `npm run bench` (frame-cost section) or
// alone: node --import tsx scripts/bench-gpu-cost.ts BASE. BENCH_GPU_SCENES=village limits scenes;
// BENCH_GPU_QUERY=?look=plain opens the viewer without the studio look; BENCH_GPU_SHOTS=DIR keeps screenshots.
import fs from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from '../tests/support/browser'
import { FRAME_PROBE, readFrames, resetFrames, settled } from '../tests/support/frame-probe'
import { enableTestHooks } from '../tests/support/test-hook'
import { servePlainPage } from './bench-viewer/plain-page'

const base = process.argv[2]
const RUNS = Number(process.env.BENCH_GPU_RUNS ?? 3)
const LIMIT = 1.5
const PROMPTS: Record<string, string> = {
  village: 'a small village at night with torches',
  park: 'a park with trees, benches and a fountain',
  'living-room': 'a cozy living room with a sofa, a lamp and a rug',
}

const json = async (res: Response) => {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<any>
}

/** Clock ticks of user and system time a process has used (/proc/PID/stat fields 14 and 15). */
function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

const pids = () => fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number)
const cmdline = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  } catch {
    return []
  }
}
// Zygote children rewrite their argv into one string: match on the joined command line.
const gpuProcesses = () => new Set(pids().filter((pid) => cmdline(pid).join(' ').includes('--type=gpu-process')))

/**
 * This browser's GPU process: the one that appeared after it launched and drew. Other Chromiums on
 * the machine (test runs) have their own, present before ours.
 */
async function launchWithGpuPid(): Promise<{ browser: Browser; gpu: number }> {
  const before = gpuProcesses()
  const browser = await launchChromium()
  const page = await browser.newPage()
  await page.setContent('<canvas></canvas><script>document.querySelector("canvas").getContext("webgl2").clear(16384)</script>')
  await page.waitForTimeout(300)
  await page.close()
  const fresh = [...gpuProcesses()].filter((pid) => !before.has(pid))
  if (fresh.length !== 1) throw new Error(`expected one new GPU process, found ${fresh.length} (another Chromium started at the same moment?)`)
  return { browser, gpu: fresh[0] }
}

/** GPU-process CPU milliseconds per drawn frame during a 3 s orbit drag across the page. */
async function costPerFrame(page: Page, gpu: number, selector: string): Promise<{ ms: number; frames: number }> {
  const box = (await page.locator(selector).first().boundingBox())!
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  await page.mouse.move(x, y)
  await resetFrames(page)
  const start = cpuTicks(gpu)
  await page.mouse.down()
  for (let i = 1; i <= 30; i++) {
    await page.mouse.move(x + Math.sin(i / 5) * 200, y + i * 2)
    await page.waitForTimeout(100)
  }
  await page.mouse.up()
  const ticks = cpuTicks(gpu) - start
  const { drawn } = await readFrames(page)
  const tick = 1000 / 100 // USER_HZ is 100 on Linux
  return { ms: drawn ? (ticks * tick) / drawn : Infinity, frames: drawn }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const reg = await json(await fetch(`${base}/api/v1/users/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench', email: `gpu-${Date.now()}@example.com`, password: 'Passw0rd!' }) }))
const token: string = reg.data.accessToken
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }

async function publish(prompt: string): Promise<string> {
  const id: string = (await json(await fetch(`${base}/api/v1/chat/query`, { method: 'POST', headers: auth, body: JSON.stringify({ query: prompt }) }))).response.experienceId
  const { revision } = (await json(await fetch(`${base}/api/v1/assets/project/${id}/assets`, { headers: auth }))).data
  const form = new FormData()
  form.set('revision', String(revision))
  await json(await fetch(`${base}/api/v1/experience/${id}/publish`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }))
  return id
}

/** The editor's Export: its GLB download. */
async function exportGlb(context: BrowserContext, id: string): Promise<Buffer> {
  const tab = await context.newPage()
  try {
    await tab.goto(`${base}/gridpage/${id}`)
    await tab.locator('[data-testid="editor-canvas"] canvas').waitFor({ timeout: 60_000 })
    await settled(tab, { quietMs: 1500, maxMs: 30_000 })
    const downloads = [tab.waitForEvent('download', { predicate: (d) => d.suggestedFilename().endsWith('.glb'), timeout: 60_000 })]
    await tab.getByRole('button', { name: 'Export', exact: true }).first().click()
    const file = await (await downloads[0]).path()
    return fs.readFileSync(file)
  } finally {
    await tab.close()
  }
}

const only = process.env.BENCH_GPU_SCENES?.split(',')
const { browser, gpu } = await launchWithGpuPid()
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  await enableTestHooks(context)
  await context.addInitScript({ content: FRAME_PROBE })
  await context.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token)
    localStorage.setItem('user', JSON.stringify(user))
  }, { token, user: reg.data.user })
  console.log(`\nGPU-process CPU per drawn frame while orbiting, 1280x800 software GL: the viewer against plain three.js (the product's GLB, one sun, 2048² shadow map), medians of ${RUNS} alternating runs`)
  console.log('scene'.padEnd(14) + 'viewer ms'.padStart(11) + 'plain ms'.padStart(10) + 'frames v/p'.padStart(13) + 'ratio'.padStart(8) + '  verdict')
  for (const [name, prompt] of Object.entries(PROMPTS)) {
    if (only && !only.includes(name)) continue
    const id = await publish(prompt)
    const plain = await servePlainPage(await exportGlb(context, id), '#000000', { shadowMapSize: 2048, sunOnly: true })
    const viewer: number[] = []
    const reference: number[] = []
    const frames = { viewer: 0, plain: 0 }
    try {
      for (let run = 0; run < RUNS; run++) {
        for (const which of run % 2 ? (['plain', 'viewer'] as const) : (['viewer', 'plain'] as const)) {
          const tab = await context.newPage()
          if (which === 'viewer') {
            await tab.goto(`${base}/preview-page/${id}${process.env.BENCH_GPU_QUERY ?? ""}`)
            await tab.getByText('Generating Experience').waitFor({ state: 'detached', timeout: 60_000 })
            await settled(tab, { quietMs: 1500, maxMs: 30_000 })
          } else {
            await tab.goto(plain.url)
            await tab.waitForTimeout(3000)
          }
          const r = await costPerFrame(tab, gpu, 'canvas')
          if (process.env.BENCH_GPU_SHOTS && run === 0) await tab.screenshot({ path: `${process.env.BENCH_GPU_SHOTS}/${name}-${which}.png` })
          ;(which === 'viewer' ? viewer : reference).push(r.ms)
          frames[which] += r.frames
          await tab.close()
        }
      }
    } finally {
      await plain.close()
    }
    const ratio = median(viewer) / median(reference)
    console.log(name.padEnd(14) + median(viewer).toFixed(1).padStart(11) + median(reference).toFixed(1).padStart(10) + `${frames.viewer}/${frames.plain}`.padStart(13) + `${ratio.toFixed(2)}x`.padStart(8) + `  ${ratio <= LIMIT ? 'within' : 'OVER'} ${LIMIT}x`)
  }
} finally {
  await browser.close()
}
