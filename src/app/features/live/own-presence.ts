import { liveSession } from '../../live/live-backend'
import { docStore, sessionStore } from '../editor-store'

let pointer: [number, number, number] | null = null

/** This person's pointer in the scene (world coordinates), sent with the selection, throttled by the session. */
export function setLivePointer(point: [number, number, number] | null) {
  pointer = point
  liveSession()?.presence(sessionStore.getState().selection, pointer)
}

/**
 * While an editor is open: this person's selection goes out as presence, and what leaves the
 * document (someone else's delete, an undo) leaves the selection. Answers the way to stop.
 */
export function followSelection(): () => void {
  const offSelection = sessionStore.subscribe((s, prev) => {
    if (s.selection !== prev.selection) liveSession()?.presence(s.selection, pointer)
  })
  const offDoc = docStore.subscribe((s, prev) => {
    if (s.doc === prev.doc) return
    const { selection, select } = sessionStore.getState()
    if (selection.some((id) => !s.doc.nodes[id])) select(selection.filter((id) => s.doc.nodes[id]))
  })
  return () => {
    offSelection()
    offDoc()
    pointer = null
  }
}
