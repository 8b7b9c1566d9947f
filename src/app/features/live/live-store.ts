import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import type { PeerInfo } from '@shared/sync/protocol'
import type { LiveStatus } from './live-session'

/** What the live UI shows: session state, never saved, never undone. */
export interface LiveState {
  status: LiveStatus | 'off'
  waiting: number
  peers: PeerInfo[]
  role: PeerInfo['role'] | null
  /** Counts the server's "comments changed" notices: the comments follow it. */
  commentsSeen: number
}

export const liveStore = createStore<LiveState>(() => ({ status: 'off', waiting: 0, peers: [], role: null, commentsSeen: 0 }))
export const useLive = <T>(selector: (s: LiveState) => T) => useStore(liveStore, selector)

/** The colour of the first other person who has this node selected, for the outliner's row. */
export const usePeerSelectionColor = (id: string) => useLive((s) => s.peers.find((p) => p.selection.includes(id))?.color)
