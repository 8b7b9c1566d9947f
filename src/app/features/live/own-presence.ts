import type { SceneDocument } from '@shared/scene/schema'
import { liveSession } from './live-backend'

/** The two stores presence follows: the shown document, and this person's selection. */
interface Followed<T> {
  getState(): T
  subscribe(listener: (state: T, previous: T) => void): () => void
}
export interface PresenceStores {
  doc: Followed<{ doc: SceneDocument }>
  session: Followed<{ selection: string[]; select: (ids: string[]) => void }>
}

let pointer: [number, number, number] | null = null
let selection: () => string[] = () => []

/** This person's pointer in the scene (world coordinates), sent with the selection, throttled by the session. */
export function setLivePointer(point: [number, number, number] | null) {
  pointer = point
  liveSession()?.presence(selection(), pointer)
}

/**
 * While an editor is open: this person's selection goes out as presence, and what leaves the
 * document (someone else's delete, an undo) leaves the selection. Answers the way to stop.
 * The editor hands its stores in, so the live room never reaches into the editor.
 */
export function followSelection({ doc, session }: PresenceStores): () => void {
  selection = () => session.getState().selection
  const offSelection = session.subscribe((s, prev) => {
    if (s.selection !== prev.selection) liveSession()?.presence(s.selection, pointer)
  })
  const offDoc = doc.subscribe((s, prev) => {
    if (s.doc === prev.doc) return
    const { selection: selected, select } = session.getState()
    if (selected.some((id) => !s.doc.nodes[id])) select(selected.filter((id) => s.doc.nodes[id]))
  })
  return () => {
    offSelection()
    offDoc()
    pointer = null
    selection = () => []
  }
}
