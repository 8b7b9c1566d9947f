import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { SceneLoadError, SceneTooLargeError } from '@shared/scene/load'
import { separateEntry } from './entry-points'
import { loadRequestScene, sceneHttpError } from './stored-scene'
import type { CheckAnswer } from './scene-check-worker'

/**
 * Scenes with more nodes than this are checked on a worker thread: a 10,000-node document costs
 * 100-300 ms of schema and integrity checks here, all of which /health and every other request
 * would wait behind on the event loop. Smaller ones are checked in place (the hop costs more).
 */
export const WORKER_FROM_NODES = 500

const nodeCount = (input: unknown): number => {
  if (typeof input === 'string') return input.length / 100 // about 175 characters a node; strings are cheap to send
  const nodes = input && typeof input === 'object' ? (input as { nodes?: unknown }).nodes : undefined
  return nodes && typeof nodes === 'object' ? Object.keys(nodes).length : 0
}

/**
 * loadRequestScene, answering the JSON to store: in place for small scenes, on one worker
 * thread for big ones. The worker starts on the first big scene (started again if it dies);
 * until it is ready, which takes a second or more, scenes are checked in place, so no save
 * waits for it. Same answers and the same 413 and 422 either way.
 */
export function createSceneChecker() {
  let worker: Worker | undefined
  let ready: Promise<void> | undefined
  let isReady = false
  let next = 0
  const pending = new Map<number, { input: unknown; resolve: (json: string) => void; reject: (error: unknown) => void }>()

  const start = () => {
    const { file, needsTsx } = separateEntry('scene-check-worker', new URL('./scene-check-worker.ts', import.meta.url))
    // From source, tsx is registered in the worker as `npm run dev` registers it in the main thread.
    const tsx = needsTsx ? import.meta.resolve('tsx/esm/api') : ''
    const entry = pathToFileURL(file).href
    const w = needsTsx ? new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`, { eval: true }) : new Worker(file)
    w.unref()
    ready = new Promise((resolve) => w.once('message', () => ((isReady = true), resolve())))
    w.on('message', (answer: CheckAnswer) => {
      if ('ready' in answer) return
      const waiting = pending.get(answer.id)
      if (!waiting) return
      pending.delete(answer.id)
      if ('json' in answer) return waiting.resolve(answer.json)
      const { kind, message, issues } = answer.error
      // Rebuilt as the classes loadRequestScene maps, so it answers exactly as in place.
      const error = kind === 'too-large' ? new SceneTooLargeError(message) : kind === 'invalid' ? new SceneLoadError(message, issues) : new Error(message)
      waiting.reject(sceneHttpError(error))
    })
    // A worker that dies (out of memory, say) leaves its scenes to be checked here.
    const fail = () => {
      if (worker === w) [worker, ready, isReady] = [undefined, undefined, false]
      for (const { input, resolve, reject } of pending.values()) {
        try {
          resolve(JSON.stringify(loadRequestScene(input)))
        } catch (error) {
          reject(error)
        }
      }
      pending.clear()
    }
    w.on('error', fail)
    w.on('exit', fail)
    return w
  }

  return {
    async check(input: unknown): Promise<string> {
      if (nodeCount(input) < WORKER_FROM_NODES) return JSON.stringify(loadRequestScene(input))
      worker ??= start()
      if (!isReady) return JSON.stringify(loadRequestScene(input))
      const id = next++
      const answer = new Promise<string>((resolve, reject) => pending.set(id, { input, resolve, reject }))
      // As JSON text: copying a string to the worker is one memcpy, where cloning the object
      // graph cost this thread more than the check it saves.
      worker.postMessage({ id, input: typeof input === 'string' ? input : JSON.stringify(input) })
      return answer
    },
    /** Starts the worker if need be; resolves once it takes scenes. */
    async whenReady() {
      worker ??= start()
      await ready
    },
    async close() {
      await worker?.terminate()
      worker = undefined
    },
  }
}
