import { saveSceneEnvelope, sceneAnswerWire } from '@shared/api/scenes'
import { loadScene } from '@shared/scene/load'
import type { SceneDocument } from '@shared/scene/schema'
import { api } from './api'
import { takePrefetchedProject } from './project-prefetch'

/**
 * The client's one way to read and write a project's scene (GET /assets/project/{id}/assets and
 * PUT /assets/project/{id}/scene): the answer is checked against the shared schema and the
 * document loaded (migrated, checked) before any caller sees it.
 */
export interface ProjectScene {
  id: string
  name: string
  doc: SceneDocument
  revision: number
  /** The project's type (SURFACE, WORLD, VPS, IMAGE, …). */
  category: string
}

function read(id: string, body: unknown): ProjectScene {
  const { data } = sceneAnswerWire.parse(body)
  return { id, name: data.project_name, doc: loadScene(data.scene), revision: data.revision, category: data.category }
}

/** The project's scene: the prefetched answer when the route started one, else a fresh request. */
export async function loadProjectScene(id: string): Promise<ProjectScene> {
  const prefetched = takePrefetchedProject(id)
  const body = (prefetched && (await prefetched)) ?? (await api.get<unknown>(`/assets/project/${id}/assets`)).data
  return read(id, body)
}

/** Writes the whole document at the revision it was based on; answers the new revision (409 when it moved on). */
export async function saveProjectScene(id: string, doc: SceneDocument, baseRevision: number): Promise<number> {
  const res = await api.put<unknown>(`/assets/project/${id}/scene`, { scene: doc, baseRevision })
  return saveSceneEnvelope.pick({ data: true }).parse(res.data).data.revision
}

/** A published version's document (GET /experience/{id}/versions/{version}), loaded. */
export async function loadVersionScene(id: string, version: number): Promise<SceneDocument> {
  const res = await api.get<{ data: { scene: unknown } }>(`/experience/${id}/versions/${version}`)
  return loadScene(res.data.data.scene)
}
