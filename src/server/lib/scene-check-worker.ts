import { parentPort } from 'node:worker_threads'
import { loadScene, SceneLoadError, SceneTooLargeError } from '@shared/scene/load'

/**
 * The worker's side of scene-checker.ts: loadScene (migrations, schema, integrity) and the
 * serialization for the database, off the server's event loop. Answers the JSON to store, or
 * the error's kind, message and issues (class identity does not cross threads).
 */
export type CheckAnswer =
  | { ready: true }
  | { id: number; json: string }
  | { id: number; error: { kind: 'too-large' | 'invalid' | 'other'; message: string; issues: { path: string; message: string }[] } }

parentPort?.on('message', ({ id, input }: { id: number; input: unknown }) => {
  let answer: CheckAnswer
  try {
    answer = { id, json: JSON.stringify(loadScene(input)) }
  } catch (error) {
    const kind = error instanceof SceneTooLargeError ? 'too-large' : error instanceof SceneLoadError ? 'invalid' : 'other'
    answer = { id, error: { kind, message: (error as Error).message, issues: error instanceof SceneLoadError ? error.issues : [] } }
  }
  parentPort!.postMessage(answer)
})
parentPort?.postMessage({ ready: true } satisfies CheckAnswer)
