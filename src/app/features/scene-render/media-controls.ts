import { useSyncExternalStore } from 'react'

/**
 * What runs outside React needs to reach a playing clip: the events engine (Play, Pause, Stop
 * on video and audio targets) and the editor panels (Loading…, load errors). Media components
 * register here by node id while mounted. Nothing here is saved or undone.
 */
export interface MediaControl {
  kind: 'video' | 'audio'
  play(): void
  pause(): void
  /** Pauses and goes back to the start. */
  stop(): void
  isPlaying(): boolean
  /** Audio only: the spec's priority, 0 (most important) to 256. */
  priority?(): number
}

const controls = new Map<string, MediaControl>()

export const mediaControls = {
  get: (nodeId: string): MediaControl | undefined => controls.get(nodeId),
  /** Returns the unregister function; it only removes this control, not a newer one for the id. */
  register(nodeId: string, control: MediaControl): () => void {
    controls.set(nodeId, control)
    return () => {
      if (controls.get(nodeId) === control) controls.delete(nodeId)
    }
  },
  /** The sounds playing now and their priorities, for voice stealing. */
  playingAudio: (): { id: string; priority: number }[] =>
    [...controls].filter(([, c]) => c.kind === 'audio' && c.isPlaying()).map(([id, c]) => ({ id, priority: c.priority?.() ?? 128 })),
}

export type MediaStatus = { state: 'loading' } | { state: 'ready' } | { state: 'error'; message: string }

const statuses = new Map<string, MediaStatus>()
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((l) => l())

export const mediaStatus = {
  get: (nodeId: string): MediaStatus | undefined => statuses.get(nodeId),
  set(nodeId: string, status: MediaStatus) {
    const prev = statuses.get(nodeId)
    if (prev && prev.state === status.state && (prev.state !== 'error' || prev.message === (status as { message: string }).message)) return
    statuses.set(nodeId, status)
    notify()
  },
  clear(nodeId: string) {
    if (statuses.delete(nodeId)) notify()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** A panel's view of one node's media: re-renders only when its status changes. */
export function useMediaStatus(nodeId: string | undefined): MediaStatus | undefined {
  return useSyncExternalStore(mediaStatus.subscribe, () => (nodeId ? statuses.get(nodeId) : undefined))
}

/**
 * Browsers keep audio (and unmuted video) silent until the page gets a gesture: run `action`
 * on the next pointerdown anywhere, once. Returns a cancel function.
 */
export function onFirstGesture(action: () => void): () => void {
  const run = () => {
    window.removeEventListener('pointerdown', run, true)
    action()
  }
  window.addEventListener('pointerdown', run, true)
  return () => window.removeEventListener('pointerdown', run, true)
}
