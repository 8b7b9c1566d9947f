import { toast } from 'react-toastify'
import { create } from 'zustand'
import { CHAT_MESSAGES, type ThreadSummary } from '@shared/api/chat'
import { errorMessage } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'
import { deleteThread, getThread, listThreads, loadPreviewProject, sendQuery, type PreviewProject } from './chat-api'

/** A chat message as the page shows it (spec §3: id, text, sender). */
export interface ChatLine {
  id: string
  text: string
  sender: 'user' | 'ai'
  /** The experience this reply made or changed; clicking the message selects it again. */
  experienceId?: string | null
  error?: boolean
}

interface PreviewState {
  project: PreviewProject | null
  loading: boolean
  error: string | null
}

interface ChatState {
  lines: ChatLine[]
  threadId: string | null
  experienceId: string | null
  sending: boolean
  threads: ThreadSummary[]
  threadsLoaded: boolean
  preview: PreviewState
  /** Bumped when the user's project list changed (made or renamed here), so lists can reload. */
  projectsVersion: number
  projectsChanged: () => void
  send: (text: string) => Promise<void>
  newChat: () => void
  openThread: (id: string) => Promise<void>
  removeThread: (id: string) => Promise<void>
  loadThreads: () => Promise<void>
  selectExperience: (id: string | null) => void
  reloadPreview: () => Promise<void>
  setPreviewName: (name: string) => void
}

const emptyPreview: PreviewState = { project: null, loading: false, error: null }
let lineCounter = 0
const lineId = () => `line-${++lineCounter}`

/**
 * The home chat, kept outside the page so a trip to another dashboard page and back finds the
 * conversation where it was. Cleared when the signed-in user changes.
 */
export const useChat = create<ChatState>((set, get) => ({
  lines: [],
  threadId: null,
  experienceId: null,
  sending: false,
  threads: [],
  threadsLoaded: false,
  preview: emptyPreview,
  projectsVersion: 0,
  projectsChanged: () => set((s) => ({ projectsVersion: s.projectsVersion + 1 })),

  send: async (raw) => {
    const text = raw.trim()
    // Spec §5: blank text, or a request already in flight, is ignored.
    if (!text || get().sending) return
    const { threadId, experienceId } = get()
    set((s) => ({ sending: true, lines: [...s.lines, { id: lineId(), text, sender: 'user' }] }))
    try {
      const answer = await sendQuery({ query: text, threadId, experienceId })
      const reply = answer.response
      set((s) => ({
        threadId: answer.threadId,
        lines: [...s.lines, { id: reply._id, text: reply.content, sender: 'ai', experienceId: reply.experienceId }],
      }))
      if (reply.experienceId) get().selectExperience(reply.experienceId)
      if (reply.created) get().projectsChanged()
      if (!threadId || !get().threads.some((t) => t._id === answer.threadId)) void get().loadThreads()
      else set((s) => ({ threads: [s.threads.find((t) => t._id === answer.threadId)!, ...s.threads.filter((t) => t._id !== answer.threadId)] }))
    } catch (error) {
      set((s) => ({ lines: [...s.lines, { id: lineId(), text: `Error: ${errorMessage(error)}`, sender: 'ai', error: true }] }))
    } finally {
      set({ sending: false })
    }
  },

  newChat: () => set({ lines: [], threadId: null, experienceId: null, preview: emptyPreview }),

  openThread: async (id) => {
    try {
      const thread = await getThread(id)
      const lines: ChatLine[] = thread.messages.map((m) => ({
        id: m._id,
        text: m.content,
        sender: m.role === 'user' ? 'user' : 'ai',
        experienceId: m.experienceId,
      }))
      set({ lines, threadId: thread._id })
      // The latest reply that carries an experience selects it; none clears the preview (spec §4).
      const latest = [...lines].reverse().find((l) => l.experienceId)?.experienceId ?? null
      get().selectExperience(latest)
    } catch (error) {
      console.error('Could not load the chat thread', error)
    }
  },

  removeThread: async (id) => {
    try {
      await deleteThread(id)
      toast.success(CHAT_MESSAGES.threadDeleted)
      set((s) => ({ threads: s.threads.filter((t) => t._id !== id) }))
      if (get().threadId === id) get().newChat()
    } catch (error) {
      console.error('Could not delete the chat thread', error)
    }
  },

  loadThreads: async () => {
    try {
      set({ threads: await listThreads(), threadsLoaded: true })
    } catch (error) {
      console.error('Could not load past chats', error)
      set({ threadsLoaded: true })
    }
  },

  selectExperience: (id) => {
    if (!id) return set({ experienceId: null, preview: emptyPreview })
    set({ experienceId: id })
    void get().reloadPreview()
  },

  reloadPreview: async () => {
    const id = get().experienceId
    if (!id) return
    set((s) => ({ preview: { ...s.preview, loading: true, error: null, project: s.preview.project?.id === id ? s.preview.project : null } }))
    try {
      const project = await loadPreviewProject(id)
      if (get().experienceId === id) set({ preview: { project, loading: false, error: null } })
    } catch (error) {
      console.error('Could not load the experience', error)
      if (get().experienceId === id) set({ preview: { project: null, loading: false, error: errorMessage(error, 'This experience could not be loaded.') } })
    }
  },

  setPreviewName: (name) =>
    set((s) => ({ preview: s.preview.project ? { ...s.preview, project: { ...s.preview.project, name } } : s.preview })),
}))

let lastUser = useSession.getState().user?._id
useSession.subscribe((s) => {
  if (s.user?._id === lastUser) return
  lastUser = s.user?._id
  useChat.setState({ lines: [], threadId: null, experienceId: null, threads: [], threadsLoaded: false, preview: emptyPreview, sending: false })
})
