import { emptyScene } from '@shared/scene/defaults'
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
    nodes[id] = { id, name: 'G', parentId: i ? `n${i - 1}` : null, order: 0, visible: true, transform: { position: [0, 0, 0], rotation: [0, 0, 0], scale: [1, 1, 1] }, events: [], kind: 'group' }
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
 * POSTs a JSON body from a separate process, so the upload's own work does not run on the
 * event loop of the server under test (which would blur what the probe measures).
 */
export async function postFromAnotherProcess(url: string, body: Buffer): Promise<{ status: number; json: unknown; ms: number }> {
  const { spawn } = await import('node:child_process')
  const fs = await import('node:fs')
  const os = await import('node:os')
  const path = await import('node:path')
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'post-')), 'body.json')
  fs.writeFileSync(file, body)
  const script = `const b = require('fs').readFileSync(${JSON.stringify(file)});
const s = performance.now();
fetch(${JSON.stringify(url)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: b })
  .then(async (r) => { const json = await r.json(); process.stdout.write(JSON.stringify({ status: r.status, json, ms: performance.now() - s })) })`
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
