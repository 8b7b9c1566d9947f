import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { separateEntry } from '../../lib/entry-points'
import type { WorkerResult } from './model-worker'

const WORKER = separateEntry('model-worker', new URL('./model-worker.ts', import.meta.url))
// From source the worker is TypeScript, which tsx (a dependency) loads. Resolved here so the child's cwd does not matter.
const TSX_LOADER = WORKER.needsTsx ? ['--import', pathToFileURL(path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'loader.mjs')).href] : []
/** V8 heap for the worker; typed arrays (the geometry) live outside it. */
const WORKER_HEAP_MB = 3072
const MAX_STDOUT = 64 * 1024

export type ModelJobResult = WorkerResult | { ok: false; code: 'failed'; detail: string }

let queue: Promise<unknown> = Promise.resolve()

/**
 * Runs the model pipeline on one file in a child process, one job at a time (the machine is
 * small and each job can use several times the model's size in memory). Writes the optimized
 * GLB to `output`. A timeout, a crash or an out-of-memory exit answers `failed`.
 */
export function runModelJob(input: string, format: 'glb' | 'obj', output: string, timeoutMs: number): Promise<ModelJobResult> {
  const job = queue.then(() => spawnWorker(input, format, output, timeoutMs))
  queue = job.catch(() => undefined)
  return job
}

function spawnWorker(input: string, format: string, output: string, timeoutMs: number): Promise<ModelJobResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${WORKER_HEAP_MB}`, ...TSX_LOADER, WORKER.file, input, format, output], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '' },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < MAX_STDOUT) stdout += chunk.toString('utf8')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < MAX_STDOUT) stderr += chunk.toString('utf8')
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      resolve({ ok: false, code: 'failed', detail: error.message })
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      const line = stdout.trim().split('\n').pop() ?? ''
      if (code === 0) {
        try {
          resolve(JSON.parse(line) as WorkerResult)
          return
        } catch {
          // fall through: an exit 0 without its line is a failure too
        }
      }
      const why = signal === 'SIGKILL' ? `timed out after ${timeoutMs} ms` : `exit ${code ?? signal}`
      resolve({ ok: false, code: 'failed', detail: `${why}: ${stderr.trim().split('\n').slice(-3).join(' | ').slice(0, 500)}` })
    })
  })
}
