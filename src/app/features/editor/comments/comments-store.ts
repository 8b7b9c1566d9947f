import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { CommentThread } from '@shared/api/comments'
import { listThreads } from './comments-api'

interface CommentsState {
  /** The project whose threads these are (an answer for another project, arriving late, is dropped). */
  projectId: string | null
  threads: CommentThread[]
  /** Whether the panel is open (a pin in the viewport opens it). */
  open: boolean
}

/**
 * The open project's comment threads, shared by the panel and the viewport's pins. Session state:
 * comments are not part of the document, never undone; the server has them, and a live notice
 * ("comments changed") makes the editor fetch them again.
 */
export const commentsStore = createStore<CommentsState>(() => ({ projectId: null, threads: [], open: false }))
export const useComments = <T>(selector: (s: CommentsState) => T) => useStore(commentsStore, selector)

export async function loadThreads(projectId: string): Promise<void> {
  const threads = await listThreads(projectId)
  if (commentsStore.getState().projectId === projectId) commentsStore.setState({ threads })
}

export const setThreads = (change: (list: CommentThread[]) => CommentThread[]) => commentsStore.setState((s) => ({ threads: change(s.threads) }))
