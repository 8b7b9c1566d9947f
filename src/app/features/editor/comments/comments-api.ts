import type { CommentThread } from '@shared/api/comments'
import { api } from '@app/lib/api'

type Ok<T> = { data: T }
const base = (projectId: string) => `/experience/${projectId}/comments`

export const listThreads = async (projectId: string) => (await api.get<Ok<CommentThread[]>>(base(projectId))).data.data
export const startThread = async (projectId: string, body: string, nodeId?: string) => (await api.post<Ok<CommentThread>>(base(projectId), { body, ...(nodeId && { nodeId }) })).data.data
export const replyTo = async (projectId: string, commentId: string, body: string) => (await api.post<Ok<CommentThread>>(`${base(projectId)}/${commentId}/replies`, { body })).data.data
export const setResolved = async (projectId: string, commentId: string, resolved: boolean) => (await api.patch<Ok<CommentThread>>(`${base(projectId)}/${commentId}`, { resolved })).data.data
export const deleteComment = (projectId: string, commentId: string) => api.delete(`${base(projectId)}/${commentId}`)
