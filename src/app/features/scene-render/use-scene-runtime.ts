import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { SceneDocument } from '@shared/scene/schema'
import { createEventsRuntime, withMotion, withVisibility } from './events-runtime'

export { withVisibility }
import { mediaControls } from './media-controls'

export interface SceneRuntimeOptions {
  /** Redirect events leave through here (a new tab in the editor, the page itself in the viewer). */
  onRedirect: (url: string) => void
  /** A change restarts the experience: visibility set by events is forgotten, pending clicks dropped. */
  resetKey?: unknown
}

/**
 * Runs a document's click events where the experience plays (the public viewer, the editor's
 * preview window). Disable/Enable and Animate never touch the document: they live in override
 * maps and `live` is the document with them applied, so leaving the preview leaves the scene as authored.
 */
export function useSceneRuntime(doc: SceneDocument, { onRedirect, resetKey }: SceneRuntimeOptions) {
  const [overrides, setOverrides] = useState<{ key: unknown; hidden: Record<string, boolean> }>({ key: resetKey, hidden: {} })
  const [motion, setMotion] = useState<{ key: unknown; playing: Record<string, boolean> }>({ key: resetKey, playing: {} })
  // A new reset key starts from the authored visibility (and still motion) in the same render, not one frame later.
  const hidden = overrides.key === resetKey ? overrides.hidden : NONE
  const playing = motion.key === resetKey ? motion.playing : NONE
  const live = useMemo(() => withMotion(withVisibility(doc, hidden), playing), [doc, hidden, playing])
  const liveRef = useRef(live)
  liveRef.current = live
  const redirectRef = useRef(onRedirect)
  redirectRef.current = onRedirect

  const runtime = useMemo(
    () =>
      createEventsRuntime(() => liveRef.current, {
        setVisible: (id, visible) => setOverrides((o) => ({ key: resetKey, hidden: { ...(o.key === resetKey ? o.hidden : NONE), [id]: !visible } })),
        media: (id, command) => mediaControls.get(id)?.[command](),
        redirect: (url) => redirectRef.current(url),
        animate: (id) =>
          setMotion((m) => {
            const was = m.key === resetKey ? m.playing : NONE
            return { key: resetKey, playing: { ...was, [id]: !was[id] } }
          }),
      }),
    [resetKey],
  )
  useEffect(() => () => runtime.dispose(), [runtime])
  // Whatever pointer produced the click (mouse, touch, XR select), events of either input type run.
  const onNodeClick = useCallback((id: string, e: { stopPropagation: () => void }) => runtime.click(id) && e.stopPropagation(), [runtime])
  const onNodeDoubleClick = useCallback((id: string, e: { stopPropagation: () => void }) => runtime.doubleClick(id) && e.stopPropagation(), [runtime])
  return { live, onNodeClick, onNodeDoubleClick }
}

const NONE: Record<string, boolean> = {}
