import type { SceneDocument } from '@shared/scene/schema'
import { createEventsRuntime, withMotion, withVisibility, type EventsRuntime } from '../events-runtime'

/**
 * The document's events on a scene core drawn without React (the public viewer's core page, image
 * and face AR): Disable/Enable and click-to-animate never touch the document, they are an override
 * map applied as a diff; media nodes are drawn by the R3F layer, so a scene with them never comes here.
 */
export function createCoreEvents(core: { setDocument: (doc: SceneDocument) => void }, doc: SceneDocument, onRedirect: (url: string) => void): { runtime: EventsRuntime; live: () => SceneDocument } {
  let hidden: Record<string, boolean> = {}
  let playing: Record<string, boolean> = {}
  let live = doc
  const show = () => {
    live = withMotion(withVisibility(doc, hidden), playing)
    core.setDocument(live)
  }
  const runtime = createEventsRuntime(() => live, {
    setVisible: (id, visible) => {
      hidden = { ...hidden, [id]: !visible }
      show()
    },
    media: () => undefined,
    redirect: onRedirect,
    animate: (id) => {
      playing = { ...playing, [id]: !playing[id] }
      show()
    },
  })
  show()
  return { runtime, live: () => live }
}
