import { Html } from '@react-three/drei'
import { useFrame } from '@react-three/fiber'
import { useRef } from 'react'
import { Box3, Vector3, type Group, type Object3D } from 'three'
import type { CommentThread } from '@shared/api/comments'
import { sessionStore, useDoc } from '../editor-store'
import { commentsStore, useComments } from './comments-store'

const box = new Box3()
const centre = new Vector3()

/**
 * Inside the viewport's canvas: a numbered pin for every open thread that has an anchor, above
 * its object (following it as it moves, is dragged or is reparented, since the pin reads the
 * object's world box each drawn frame) or at its point. A thread whose object is gone keeps a
 * pin, marked, at the place the server last knew. A click opens the panel on that thread.
 */
export function CommentPins({ objects }: { objects: Map<string, Object3D> }) {
  const threads = useComments((s) => s.threads)
  const open = threads.filter((t) => !t.resolved && (t.nodeId || t.position))
  return (
    <>
      {open.map((t, i) => (
        <Pin key={t.id} thread={t} number={i + 1} objects={objects} />
      ))}
    </>
  )
}

function Pin({ thread, number, objects }: { thread: CommentThread; number: number; objects: Map<string, Object3D> }) {
  const group = useRef<Group>(null)
  const gone = useDoc((s) => Boolean(thread.nodeId) && !s.doc.nodes[thread.nodeId!])
  // Priority -1: before drei's Html projects the group (at 0) in the same frame, so a pin is never
  // drawn where its object was a frame ago (on demand, that frame can be the last one for a while).
  useFrame(() => {
    const g = group.current
    if (!g) return
    const object = thread.nodeId ? objects.get(thread.nodeId) : undefined
    if (object) {
      box.setFromObject(object)
      if (!box.isEmpty()) {
        box.getCenter(centre)
        g.position.set(centre.x, box.max.y + 0.15, centre.z)
        return
      }
      object.getWorldPosition(g.position)
    } else if (thread.position) g.position.set(...thread.position)
  }, -1)
  const first = thread.body.length > 60 ? `${thread.body.slice(0, 57)}…` : thread.body
  return (
    <group ref={group} position={thread.position ?? [0, 0, 0]}>
      {/* Below the comments panel and the menus (z-index 20 and up), above the canvas. */}
      <Html center zIndexRange={[15, 5]}>
        <button
          type="button"
          className={`comment-pin-marker${gone ? ' is-orphan' : ''}`}
          data-testid="comment-pin"
          data-thread={thread.id}
          aria-label={`Comment ${number}: ${first}`}
          title={`${thread.author?.name ?? 'Former member'}: ${first}`}
          onClick={() => {
            if (thread.nodeId && !gone) sessionStore.getState().select([thread.nodeId])
            commentsStore.setState({ open: true })
          }}
        >
          {number}
        </button>
      </Html>
    </group>
  )
}
