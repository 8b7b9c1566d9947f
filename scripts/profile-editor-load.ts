// What the editor draws while 1,000 objects load, and what the first edits wait for: every
// animation frame that drew, with its draw calls and the viewport sizes it drew at (a 2048x2048
// pass is the sun's shadow map; 512/256 the contact shadow), then edits at SETTLE ms after load,
// each timed until its pixels exist, with the programs linked meanwhile.
// node --import tsx scripts/profile-editor-load.ts BASE   (a server already up; SETTLE=3000 by default)
import { launchChromium } from '../tests/support/browser'
import { PROGRAM_PROBE, type LinkedProgram } from '../tests/support/frame-probe'
import { enableTestHooks, readHook, waitForHook } from '../tests/support/test-hook'
import { storeSession } from '../tests/support/session'
import { thousandShapes } from '../tests/support/thousand-shapes'

const base = process.argv[2]
const SETTLE = Number(process.env.SETTLE ?? 3000)
const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
  (await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })).json()
const reg = await post('/api/v1/users/register', { name: 'Prof', email: `prof-load-${Date.now()}@example.com`, password: 'Passw0rd!' })
const auth = { authorization: `Bearer ${reg.data.accessToken}` }
const id = (await post('/api/v1/experience/world/create', { project_name: 'Prof 1000', comment: '' }, auth)).data._id
await fetch(`${base}/api/v1/assets/project/${id}/scene`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ scene: thousandShapes(), baseRevision: 0 }) })

const browser = await launchChromium()
const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
await enableTestHooks(context)
const page = await context.newPage()
// tsx keeps function names with a __name() helper that the page does not have.
await page.addInitScript({ content: 'window.__name = (f) => f' })
await page.addInitScript(PROGRAM_PROBE)
await page.addInitScript({
  content: `(() => {
    const log = (window.__drawLog = []); let current = null
    const proto = WebGL2RenderingContext.prototype
    for (const k of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const f = proto[k]
      proto[k] = function (...a) {
        if (!current) log.push((current = { t: Math.round(performance.now()), calls: 0, sizes: [] }))
        current.calls++
        const v = this.getParameter(this.VIEWPORT), size = v[2] + 'x' + v[3]
        if (!current.sizes.includes(size)) current.sizes.push(size)
        return f.apply(this, a)
      }
    }
    const roll = () => { current = null; requestAnimationFrame(roll) }
    requestAnimationFrame(roll)
  })()`,
})
await storeSession(page, base, reg.data)
await page.goto(`${base}/gridpage/${id}`)
await waitForHook(page, 'spatialEditor', (e) => {
  const three = e?.viewportProbe?.three?.()
  if (!three) return false
  let n = 0
  three.scene.traverse((o) => void (o.userData.nodeId && n++))
  return n >= 1000 && three.gl.info.render.frame > 2
}, undefined, { timeout: 120_000 })
await page.waitForTimeout(SETTLE)
const edits = await readHook(page, 'spatialEditor', async ({ docStore, viewportProbe }) => {
  const { gl } = viewportProbe.three!()
  const ids = Object.keys(docStore.getState().doc.nodes)
  const programs = (window as unknown as { __programs: LinkedProgram[] }).__programs
  const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)))
  const lines: string[] = []
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 400))
    const node = docStore.getState().doc.nodes[ids[i * 37]]
    const cost = viewportProbe.workingQuality?.().cost ?? 0
    const [frame, linked, start] = [gl.info.render.frame, programs.length, performance.now()]
    docStore.getState().commit('Move', [{ op: 'update', id: node.id, patch: { transform: { ...node.transform, position: [i, 1, 1] } } }])
    while (gl.info.render.frame === frame && performance.now() - start < 10_000) await nextFrame()
    const ctx = gl.getContext()
    ctx.readPixels(0, 0, 1, 1, ctx.RGBA, ctx.UNSIGNED_BYTE, new Uint8Array(4))
    const fresh = programs.slice(linked).map((p) => p.name).join(', ') || 'none'
    lines.push(`edit ${i}: ${(performance.now() - start).toFixed(0)} ms to its pixels (frame cost known before it: ${cost ? cost.toFixed(0) + ' ms' : 'not yet'}); programs linked: ${fresh}`)
  }
  return lines
})
const log = await page.evaluate(() => (window as unknown as { __drawLog: { t: number; calls: number; sizes: string[] }[] }).__drawLog)
console.log('frames that drew, from navigation (ms, draw calls, viewport sizes):')
for (const f of log) console.log(`  ${String(f.t).padStart(6)}  ${String(f.calls).padStart(4)}  ${f.sizes.join(' ')}`)
console.log(`edits from ${SETTLE} ms after the objects were drawn:`)
for (const line of edits) console.log(`  ${line}`)
await context.close()
await browser.close()
