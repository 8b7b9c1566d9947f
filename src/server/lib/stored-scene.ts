import { loadScene, SceneLoadError, SceneTooLargeError } from '@shared/scene/load'
import { SCENE_VERSION, type SceneDocument } from '@shared/scene/schema'
import { HttpError } from './http-error'

/**
 * A scene read back from the database. Every write parses and checks the document (loadScene),
 * so a stored document of the current version is trusted as it is: checking it again on each
 * read cost a full parse per request. Older versions still go through their migrations.
 */
export function readStoredScene(stored: unknown): SceneDocument {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored
  if (value && typeof value === 'object' && (value as { schemaVersion?: unknown }).schemaVersion === SCENE_VERSION) return value as SceneDocument
  return loadScene(value)
}

/** loadScene for a document arriving in a request: 413 over the node cap, 422 when it does not hold. */
export function loadRequestScene(input: unknown): SceneDocument {
  try {
    return loadScene(input)
  } catch (error) {
    throw sceneHttpError(error)
  }
}

/** What loadScene threw, as the request's answer. */
export function sceneHttpError(error: unknown): unknown {
  if (error instanceof SceneTooLargeError) return new HttpError(413, error.message)
  if (error instanceof SceneLoadError) return new HttpError(422, error.message, error.issues.map((i) => ({ field: i.path || 'scene', message: i.message })))
  return error
}
