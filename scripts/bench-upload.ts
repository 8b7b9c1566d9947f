// Media upload bench: node --import tsx scripts/bench-upload.ts
//  1. A generated ~50 MB GLB uploaded to a real server (child process, PGlite, local storage):
//     the time, the server-timing split, and the server's peak RSS above idle (target: under
//     64 MB, i.e. streamed), with the model pipeline's own process shown apart.
//  2. The starter library's GLB models: original size, our optimized size, and the size from
//     the functions API run like `gltf-transform optimize` with its defaults (CLI 4.x).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Document, NodeIO } from '@gltf-transform/core'
import {
  dedup,
  flatten,
  instance,
  join,
  meshopt,
  palette,
  prune,
  resample,
  simplify,
  sparse,
  textureCompress,
  weld,
} from '@gltf-transform/functions'
import { MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer'
import sharp from 'sharp'
import { countTriangles, modelIO, optimizeModel } from '../src/server/services/media/model-pipeline'

const MB = 1024 * 1024
const RSS_TARGET_MB = 64
const SAMPLE_MS = 20
const GRID = Number(process.env.BENCH_GRID ?? 950)

/** A wavy N×N grid with positions, normals and uvs: about 50 MB at N = 950 (1.8 M triangles). */
async function makeBigGlb(file: string) {
  const n = GRID
  const positions = new Float32Array(n * n * 3)
  const normals = new Float32Array(n * n * 3)
  const uvs = new Float32Array(n * n * 2)
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const k = j * n + i
      const x = i / (n - 1) - 0.5
      const z = j / (n - 1) - 0.5
      positions.set([x * 10, Math.sin(x * 40) * Math.cos(z * 30) * 0.2, z * 10], k * 3)
      normals.set([0, 1, 0], k * 3)
      uvs.set([i / (n - 1), j / (n - 1)], k * 2)
    }
  }
  const indices = new Uint32Array((n - 1) * (n - 1) * 6)
  let o = 0
  for (let j = 0; j < n - 1; j++) {
    for (let i = 0; i < n - 1; i++) {
      const a = j * n + i
      indices.set([a, a + n, a + 1, a + 1, a + n, a + n + 1], o)
      o += 6
    }
  }
  const doc = new Document()
  const buffer = doc.createBuffer()
  const prim = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(normals).setBuffer(buffer))
    .setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(uvs).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
    .setMaterial(doc.createMaterial('terrain'))
  doc.getRoot().setDefaultScene(doc.createScene().addChild(doc.createNode('terrain').setMesh(doc.createMesh('terrain').addPrimitive(prim))))
  fs.writeFileSync(file, await new NodeIO().writeBinary(doc))
}

const rssKb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
  } catch {
    return 0
  }
}
const childrenOf = (pid: number): number[] => {
  try {
    const direct = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    return direct.flatMap((c) => [c, ...childrenOf(c)])
  } catch {
    return []
  }
}

/** Samples the server's RSS and its children's (the model pipeline) until stopped; answers the peaks in MB. */
function sampleRss(pid: number) {
  let server = 0
  let pipeline = 0
  const timer = setInterval(() => {
    server = Math.max(server, rssKb(pid))
    pipeline = Math.max(pipeline, childrenOf(pid).reduce((sum, c) => sum + rssKb(c), 0))
  }, SAMPLE_MS)
  return () => {
    clearInterval(timer)
    return { server: server / 1024, pipeline: pipeline / 1024 }
  }
}

async function idleRss(pid: number, ms = 1500) {
  const samples: number[] = []
  const end = Date.now() + ms
  while (Date.now() < end) {
    samples.push(rssKb(pid))
    await new Promise((r) => setTimeout(r, 50))
  }
  return Math.max(...samples) / 1024
}

async function startServer(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  const port = 3950 + Math.floor(Math.random() * 40)
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', HTTPS: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', S3_BUCKET: '' },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, child }
    } catch {}
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('bench server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function upload(base: string, token: string, projectId: string, file: string, name: string) {
  const form = new FormData()
  form.append('projectId', projectId)
  form.append('assets', JSON.stringify([{ tempId: 'temp-1', name, fileIndex: 0 }]))
  // openAsBlob reads from disk as the body is sent: the bench does not hold the file either.
  form.append('files', await fs.openAsBlob(file), name)
  const started = performance.now()
  const res = await fetch(`${base}/api/v1/assets/mesh/bulk`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })
  const body = await res.json()
  const ms = performance.now() - started
  if (res.status !== 201) throw new Error(`upload failed (${res.status}): ${JSON.stringify(body)}`)
  return { ms, item: body.data.data[0], timing: res.headers.get('server-timing') ?? '' }
}

async function uploadBench() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'))
  const glb = path.join(work, 'terrain.glb')
  await makeBigGlb(glb)
  const size = fs.statSync(glb).size
  const server = await startServer(path.join(work, 'data'))
  const pid = server.child.pid!
  try {
    const json = { 'content-type': 'application/json' }
    const reg = await (await fetch(`${server.base}/api/v1/users/register`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Bench', email: `bench-upload-${Date.now()}@example.com`, password: 'Passw0rd!' }) })).json()
    const token = reg.data.accessToken as string
    const project = await (await fetch(`${server.base}/api/v1/experience/world/create`, { method: 'POST', headers: { ...json, authorization: `Bearer ${token}` }, body: JSON.stringify({ project_name: 'Upload bench' }) })).json()
    const projectId = project.data._id as string

    const coldIdle = await idleRss(pid)
    // Warm-up: a small model loads the multipart and storage code paths once.
    await upload(server.base, token, projectId, path.resolve('public/library/models/cat.glb'), 'cat.glb')
    await new Promise((r) => setTimeout(r, 500))
    const idle = await idleRss(pid)

    const stop = sampleRss(pid)
    const { ms, item, timing } = await upload(server.base, token, projectId, glb, 'terrain.glb')
    const peak = stop()
    const above = peak.server - idle
    console.log(`\nUpload of a generated GLB (${(size / MB).toFixed(1)} MB, ${GRID}×${GRID} grid) to a local server`)
    console.log(`  total time                  ${(ms / 1000).toFixed(2)} s   (server-timing: ${timing})`)
    console.log(`  server RSS idle             ${idle.toFixed(1)} MB   (before any upload: ${coldIdle.toFixed(1)} MB)`)
    console.log(`  server peak RSS above idle  ${above.toFixed(1)} MB   target < ${RSS_TARGET_MB} MB: ${above < RSS_TARGET_MB ? 'within' : 'OVER'}`)
    console.log(`  model pipeline process peak ${peak.pipeline.toFixed(1)} MB   (a separate, short-lived process)`)
    console.log(`  result                      ${item.triangles.toLocaleString('en-US')} triangles, optimized ${(item.size / MB).toFixed(1)} MB from ${(item.originalSize / MB).toFixed(1)} MB`)
    for (const warning of item.warnings ?? []) console.log(`  warning                     ${warning}`)
  } finally {
    server.child.kill('SIGTERM')
    await new Promise((r) => (server.child.exitCode !== null ? r(null) : server.child.once('exit', r)))
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** `gltf-transform optimize in.glb out.glb` with every default of the 4.x CLI, through the functions API. */
async function cliDefaultOptimize(doc: Document) {
  await MeshoptSimplifier.ready
  await doc.transform(
    dedup(),
    instance({ min: 5 }),
    palette({ min: 5, keepAttributes: false }),
    flatten(),
    join({ keepNamed: false, keepMeshes: false }),
    weld(),
    simplify({ simplifier: MeshoptSimplifier, error: 0.0001, ratio: 0, lockBorder: false }),
    resample(),
    prune({ keepAttributes: false, keepIndices: false, keepLeaves: false, keepSolidTextures: false }),
    sparse(),
    textureCompress({ encoder: sharp, resize: [2048, 2048] }),
    meshopt({ encoder: MeshoptEncoder, level: 'high' }),
  )
}

async function libraryBench() {
  const io = await modelIO()
  const dir = path.resolve('public/library/models')
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.glb')).sort()
  console.log(`\nLibrary models (${files.length} GLB): original vs ours vs gltf-transform optimize defaults`)
  console.log('model'.padEnd(22) + 'orig KB'.padStart(9) + 'ours KB'.padStart(9) + 'ours %'.padStart(8) + 'cli KB'.padStart(9) + 'cli %'.padStart(8) + 'tris'.padStart(8) + 'cli tris'.padStart(10))
  const total = { original: 0, ours: 0, cli: 0 }
  for (const name of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(dir, name)))
    const ours = await io.readBinary(bytes)
    await optimizeModel(ours)
    const oursBytes = (await io.writeBinary(ours)).byteLength
    const cli = await io.readBinary(bytes)
    await cliDefaultOptimize(cli)
    const cliBytes = (await io.writeBinary(cli)).byteLength
    total.original += bytes.byteLength
    total.ours += oursBytes
    total.cli += cliBytes
    const kb = (n: number) => (n / 1024).toFixed(1)
    const pct = (n: number) => `${((100 * n) / bytes.byteLength).toFixed(0)}%`
    console.log(
      name.replace(/\.glb$/, '').padEnd(22) + kb(bytes.byteLength).padStart(9) + kb(oursBytes).padStart(9) + pct(oursBytes).padStart(8) + kb(cliBytes).padStart(9) + pct(cliBytes).padStart(8) + String(countTriangles(ours)).padStart(8) + String(countTriangles(cli)).padStart(10),
    )
  }
  const pct = (n: number) => `${((100 * n) / total.original).toFixed(1)}%`
  console.log(`total: original ${(total.original / 1024).toFixed(0)} KB, ours ${(total.ours / 1024).toFixed(0)} KB (${pct(total.ours)}), gltf-transform optimize defaults ${(total.cli / 1024).toFixed(0)} KB (${pct(total.cli)})`)
  console.log('ours keeps every triangle, node and vertex attribute and textures up to 4096 px; the CLI defaults also simplify, join, flatten and cap textures at 2048 px.')
}

await uploadBench()
await libraryBench()
