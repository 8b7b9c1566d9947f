// Where an edit's time to screen goes, in the editor with 1,000 objects (bench-editor's scene):
// each edit's phases timed inside the page (the store's commit, React and the scene core until the
// render loop's frame, the frame's callbacks, each gl.render with the shadow map apart, the frame
// after it), and a CPU profile over the edits, its self time summed by function.
// node --import tsx scripts/profile-edit.ts BASE [edits]   (a server already up; see bench.mjs)
import fs from 'node:fs'
import { launchChromium } from '../tests/support/browser'
import { enableTestHooks, waitForHook } from '../tests/support/test-hook'
import { thousandShapes } from '../tests/support/thousand-shapes'

const base = process.argv[2]
const EDITS = Number(process.argv[3] ?? 10)
const COUNT = 1000
const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
  (await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json()
const reg = await post('/api/v1/users/register', { name: 'Prof', email: `prof-${Date.now()}@example.com`, password: 'Passw0rd!' })
const auth = { authorization: `Bearer ${reg.data.accessToken}` }
const id = (await post('/api/v1/experience/world/create', { project_name: 'Prof 1000', comment: '' }, auth)).data._id
const doc = thousandShapes(COUNT)
await fetch(`${base}/api/v1/assets/project/${id}/scene`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: doc, baseRevision: 0 }) })

const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
await enableTestHooks(context)
const page = await context.newPage()
await page.addInitScript({ content: 'window.__name = (f) => f' })
if (process.env.PROF_NO_MSAA)
  await page.addInitScript({
    content: `(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      HTMLCanvasElement.prototype.getContext = function (kind, options) {
        return getContext.call(this, kind, String(kind).startsWith('webgl') ? { ...(options || {}), antialias: false } : options)
      }
    })()`,
  })
// Every animation-frame callback timed: the render loop's frame is the one that calls gl.render.
await page.addInitScript({
  content: `(() => {
    const log = (window.__profLog = [])
    const raf = window.requestAnimationFrame.bind(window)
    window.requestAnimationFrame = (cb) => raf((ts) => {
      const start = performance.now()
      cb(ts)
      log.push(['raf', start, performance.now()])
    })
  })()`,
})
await page.goto(`${base}/welcome`)
await page.evaluate(({ token, user }) => {
  localStorage.setItem('token', token)
  localStorage.setItem('user', JSON.stringify(user))
}, { token: reg.data.accessToken, user: reg.data.user })
await page.goto(`${base}/gridpage/${id}`)
await waitForHook(page, 'spatialEditor', (e, n) => {
  const three = e?.viewportProbe?.three?.()
  if (!three) return false
  let count = 0
  three.scene.traverse((o: any) => o.userData.nodeId && count++)
  return count >= n
}, COUNT, { timeout: 120_000 })
await page.waitForTimeout(5000)

// The edit frame's parts, GPU included: each variant drawn and drained (a one-pixel read back
// waits for software GL to finish), in alternating rounds, at full and at half the pixel ratio.
// PROF_NO_MSAA=1 in the script's environment makes the page's WebGL contexts without multisampling
// (a context attribute, fixed at creation), to time it all without.
if (process.env.PROF_SPLIT) {
  const split = await page.evaluate(async () => {
    const { viewportProbe } = (window as any).__spatialEditor
    const { gl, scene, advance } = viewportProbe.three()
    const ctx = gl.getContext()
    const px = new Uint8Array(4)
    const drain = () => ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, px)
    const shadow = scene.getObjectByName('contact-shadow')
    const env = scene.environment
    const variants: Record<string, () => void> = {
      'frame, nothing redrawn': () => advance(performance.now()),
      'frame + shadow map': () => { gl.shadowMap.needsUpdate = true; advance(performance.now()) },
      'frame + contact shadow': () => { if (shadow) shadow.dirty = true; advance(performance.now()) },
      'frame, no image light': () => { scene.environment = null; advance(performance.now()); scene.environment = env },
      'frame, no shadows received': () => { gl.shadowMap.enabled = false; advance(performance.now()); gl.shadowMap.enabled = true },
      'clear only': () => { gl.setRenderTarget(null); gl.clear() },
    }
    const times: Record<string, number[]> = {}
    drain()
    // The same rounds again at half the pixel ratio (a quarter of the pixels), in a block of their
    // own (a resize between variants would be timed with them): what shrinks is the shading, what
    // stays is the triangles' setup, whatever the size.
    const ratio = gl.getPixelRatio()
    for (const scale of [1, 0.5]) {
      if (scale !== 1) {
        gl.setPixelRatio(ratio * scale)
        advance(performance.now())
        drain()
      }
      for (let round = 0; round < 5; round++)
        for (const [name, fn] of Object.entries(variants)) {
          drain()
          const start = performance.now()
          fn()
          drain()
          ;(times[scale === 1 ? name : `half size: ${name}`] ??= []).push(performance.now() - start)
        }
    }
    gl.setPixelRatio(ratio)
    return { times, canvas: [ctx.drawingBufferWidth, ctx.drawingBufferHeight], antialias: ctx.getContextAttributes().antialias, samples: ctx.getParameter(ctx.SAMPLES), shadowType: gl.shadowMap.type, dpr: gl.getPixelRatio() }
  })
  for (const [k, v] of Object.entries(split.times)) console.log(`${k.padEnd(42)} median ${[...v].sort((a, b) => a - b)[2].toFixed(1)} ms  (${v.map((x) => x.toFixed(0)).join(', ')})`)
  console.log(JSON.stringify({ ...split, times: undefined }))
}
const cdp = await context.newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
const edits = await page.evaluate(async (edits) => {
  const { docStore, viewportProbe } = (window as any).__spatialEditor
  const { gl } = viewportProbe.three()
  const log: any[] = (window as any).__profLog
  const render = gl.render
  gl.render = function (scene: any, camera: any) {
    const start = performance.now()
    const target = gl.getRenderTarget()
    render.call(gl, scene, camera)
    log.push([target ? 'target' : 'screen', start, performance.now(), gl.info.render.calls])
  }
  const shadows = gl.shadowMap.render
  gl.shadowMap.render = function (...args: unknown[]) {
    const start = performance.now()
    const would = gl.shadowMap.needsUpdate || gl.shadowMap.autoUpdate
    shadows.apply(gl.shadowMap, args)
    if (would) log.push(['shadowmap', start, performance.now()])
  }
  const ids = Object.keys(docStore.getState().doc.nodes)
  const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)))
  const out: any[] = []
  for (let i = 0; i < edits; i++) {
    await new Promise((r) => setTimeout(r, 400))
    log.length = 0
    const node = docStore.getState().doc.nodes[ids[i]]
    const before = gl.info.render.frame
    const start = performance.now()
    docStore.getState().commit('Move', [{ op: 'update', id: node.id, patch: { transform: { ...node.transform, position: [i, 1, 1] } } }])
    const committed = performance.now()
    await Promise.resolve()
    const micro = performance.now()
    while (gl.info.render.frame === before && performance.now() - start < 10_000) await nextFrame()
    const drawn = performance.now()
    await nextFrame()
    const shown = performance.now()
    const rel = (t: number) => +(t - start).toFixed(1)
    out.push({ total: rel(shown), commit: rel(committed), micro: rel(micro), drawn: rel(drawn), events: log.map(([k, a, b, c]) => [k, rel(a), rel(b), c ?? '']) })
  }
  return out
}, EDITS)
const { profile } = await cdp.send('Profiler.stop')
await browser.close()

for (const e of edits) {
  console.log(`edit: shown ${e.total} ms; commit returned ${e.commit}, microtasks ${e.micro}, frame seen ${e.drawn}`)
  console.log('   ' + e.events.map(([k, a, b, c]: any) => `${k} ${a}-${b}${c !== '' ? ` (${c} calls)` : ''}`).join(' | '))
}
const totals = edits.map((e) => e.total).sort((a, b) => a - b)
console.log(`shown: median ${totals[totals.length >> 1]} ms, p90 ${totals[Math.ceil(totals.length * 0.9) - 1]} ms, all ${totals.join(', ')}`)

// Self time by function over the whole run of edits (idle included, then left out of the top).
const self = new Map<string, number>()
const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]))
const dt = profile.timeDeltas as number[]
profile.samples!.forEach((sid: number, i: number) => {
  const n = byId.get(sid)
  const f = n.callFrame
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000)
})
const total = [...self.values()].reduce((a, b) => a + b, 0)
console.log(`\nCPU profile, ${total.toFixed(0)} ms sampled; top self time:`)
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`)
// Inclusive time by function (a recursive one counted once per sample).
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const keyOf = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`
const inclusive = new Map<string, number>()
profile.samples!.forEach((sid: number, i: number) => {
  const seen = new Set<string>()
  for (let id: number | undefined = sid; id !== undefined; id = parent.get(id)) seen.add(keyOf(byId.get(id)))
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + (dt[i] ?? 0) / 1000)
})
console.log('\ntop inclusive time:')
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`)
if (process.env.PROFILE_OUT) fs.writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile))
