import { emptyScene } from '@shared/scene/defaults'
import { indexKey } from '@shared/scene/order-keys'
import type { SceneDocument } from '@shared/scene/schema'

/**
 * The worst shape for a tree check: n groups, each the parent of the next (the attack
 * document). Small nodes, so 30,000 of them fit under the 8 MB body cap (about 6 MB).
 */
export function parentChainScene(n: number): SceneDocument {
  const doc = emptyScene()
  const nodes: Record<string, unknown> = {}
  for (let i = 0; i < n; i++) {
    const id = `n${i}`
    nodes[id] = { id, name: 'G', parentId: i ? `n${i - 1}` : null, order: indexKey(0), visible: true, transform: { position: [0, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1] }, events: [], kind: 'group' }
  }
  return { ...doc, nodes } as SceneDocument
}

/**
 * Runs `work` while asking /health over and over on a real socket; answers the slowest /health
 * round trip seen, in ms, with what `work` answered.
 */
export async function whileProbingHealth<T>(baseUrl: string, work: () => Promise<T>): Promise<{ result: T; worstHealthMs: number }> {
  let done = false
  let worst = 0
  const probe = (async () => {
    while (!done) {
      const started = performance.now()
      await fetch(`${baseUrl}/api/v1/health`).then((r) => r.arrayBuffer())
      worst = Math.max(worst, performance.now() - started)
    }
  })()
  let result: T
  try {
    result = await work()
  } finally {
    done = true
    await probe
  }
  return { result, worstHealthMs: worst }
}

/**
 * Sends a JSON body from a separate process, so the upload's own work does not run on the event
 * loop of the probe (or of the server under test): fetch copies and encodes a 6 MB body
 * synchronously, 60-90 ms here, which a probe in the sending process counts as the server's.
 * `ms` is timed in that process from the request to the whole answer; a connection the server
 * drops before answering gives status 0 and the error's text.
 */
export async function sendFromAnotherProcess(
  url: string,
  body: Buffer,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown; ms: number }> {
  const { spawn } = await import('node:child_process')
  const fs = await import('node:fs')
  const os = await import('node:os')
  const path = await import('node:path')
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'post-')), 'body.json')
  fs.writeFileSync(file, body)
  const init = { method: options.method ?? 'POST', headers: { 'content-type': 'application/json', ...options.headers } }
  const script = `const b = require('fs').readFileSync(${JSON.stringify(file)});
const s = performance.now();
const done = (r) => process.stdout.write(JSON.stringify({ ...r, ms: performance.now() - s }));
fetch(${JSON.stringify(url)}, { ...${JSON.stringify(init)}, body: b })
  .then(async (r) => { const text = await r.text(); let json = text; try { json = JSON.parse(text) } catch {} done({ status: r.status, json }) })
  .catch((e) => done({ status: 0, json: String(e.cause ?? e) }))`
  try {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    await new Promise((resolve) => child.on('close', resolve))
    return JSON.parse(out)
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  }
}


/**
 * Sends a request over a raw socket in two parts with a pause between, as a slow client would,
 * and reads the answer only once it has sent everything (as many clients do). A server that
 * answers and closes after the first part makes the second write meet a closed socket:
 * `socketError` names what the client saw (EPIPE or a reset), and the answer may be lost with it.
 */
export async function uploadInTwoParts(
  baseUrl: string,
  request: { method: string; path: string; headers: Record<string, string>; body: Buffer; splitAt: number; pauseMs: number },
): Promise<{ status: number; text: string; socketError?: string }> {
  const net = await import('node:net')
  const { hostname, port } = new URL(baseUrl)
  const head = [`${request.method} ${request.path} HTTP/1.1`, `Host: ${hostname}`, `Content-Length: ${request.body.length}`, ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`)]
  const socket = net.connect(Number(port), hostname)
  let received = ''
  let socketError: string | undefined
  socket.on('error', (error: NodeJS.ErrnoException) => (socketError ??= error.code ?? error.message))
  const closed = new Promise((resolve) => socket.on('close', resolve))
  const write = (data: string | Buffer) => new Promise<void>((resolve) => socket.write(data, () => resolve()))
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  socket.pause()
  await write(`${head.join('\r\n')}\r\n\r\n`)
  await write(request.body.subarray(0, request.splitAt))
  await new Promise((resolve) => setTimeout(resolve, request.pauseMs))
  await write(request.body.subarray(request.splitAt))
  socket.on('data', (chunk) => (received += chunk))
  socket.resume()
  // Until the server closes (a refused body ends its connection), so a reset cannot slip past.
  const timer = setTimeout(() => socket.destroy(), 10_000)
  await closed
  clearTimeout(timer)
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(received)?.[1] ?? 0)
  return { status, text: received.slice(received.indexOf('\r\n\r\n') + 4), socketError }
}
