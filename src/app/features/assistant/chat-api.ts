import type { ChatQueryBody, ChatQueryResponse, ThreadDetail, ThreadSummary } from '@shared/api/chat'
import { applyOps } from '@shared/scene/ops'
import { api } from '@app/lib/api'
import { loadProjectScene, saveProjectScene, type ProjectScene } from '@app/lib/scene-api'

/** The chat calls of spec §7, under /api/v1/chat. */
export const sendQuery = async (body: ChatQueryBody) => (await api.post<ChatQueryResponse>('/chat/query', body, { timeout: 60_000 })).data
export const listThreads = async () => (await api.get<{ threads: ThreadSummary[] }>('/chat/user/threads')).data.threads
export const getThread = async (id: string) => (await api.get<{ thread: ThreadDetail }>(`/chat/thread/${id}`)).data.thread
export const deleteThread = (id: string) => api.delete(`/chat/chat-thread/${id}`)

export type PreviewProject = ProjectScene
export const loadPreviewProject = loadProjectScene

export const renameProject = (id: string, projectName: string) => api.patch(`/experience/update/experience-name/${id}`, { project_name: projectName })

/**
 * Removes one object without the chat: the latest document, one 'remove' operation (which takes
 * its children and the events aimed at them along), and a save that only succeeds on the
 * revision it was based on (a concurrent edit answers 409).
 */
export async function removeSceneObject(id: string, nodeId: string): Promise<void> {
  const project = await loadPreviewProject(id)
  if (!project.doc.nodes[nodeId]) return
  const { doc } = applyOps(project.doc, [{ op: 'remove', id: nodeId }])
  await saveProjectScene(id, doc, project.revision)
}
