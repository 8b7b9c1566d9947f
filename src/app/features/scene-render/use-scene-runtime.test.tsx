// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument, SceneEvent } from '@shared/scene/schema'
import { mediaControls } from './media-controls'
import { useSceneRuntime } from './use-scene-runtime'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let container: HTMLDivElement
beforeEach(() => {
  vi.useFakeTimers()
  container = document.createElement('div')
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

function scene() {
  let doc = emptyScene()
  const cube = createShape(doc, 'cube')
  doc = applyOps(doc, [{ op: 'add', node: cube }]).doc
  const sphere = createShape(doc, 'sphere')
  doc = applyOps(doc, [{ op: 'add', node: sphere }]).doc
  const events: SceneEvent[] = [
    { id: 'e1', inputType: 'mouse', trigger: 'click', action: 'disable', targetId: sphere.id, url: null },
    { id: 'e2', inputType: 'mouse', trigger: 'double-click', action: 'play', targetId: sphere.id, url: null },
  ]
  doc = applyOps(doc, [{ op: 'update', id: cube.id, patch: { events } }]).doc
  return { doc, cube, sphere }
}

type Runtime = ReturnType<typeof useSceneRuntime>
function mount(doc: SceneDocument, resetKey: number, onRedirect = vi.fn()) {
  const seen: { current?: Runtime } = {}
  function Probe({ k }: { k: number }) {
    seen.current = useSceneRuntime(doc, { onRedirect, resetKey: k })
    return null
  }
  act(() => root.render(<Probe k={resetKey} />))
  return { seen, rerender: (k: number) => act(() => root.render(<Probe k={k} />)) }
}
const stop = { stopPropagation: vi.fn() }

describe('useSceneRuntime', () => {
  it('hides through an override, never through the document, and a new reset key shows the authored scene again', () => {
    const { doc, cube, sphere } = scene()
    const { seen, rerender } = mount(doc, 0)
    act(() => seen.current!.onNodeClick(cube.id, stop))
    // A double click is defined, so the single click waits 250 ms.
    expect(seen.current!.live.nodes[sphere.id].visible).toBe(true)
    act(() => void vi.advanceTimersByTime(250))
    expect(seen.current!.live.nodes[sphere.id].visible).toBe(false)
    expect(doc.nodes[sphere.id].visible).toBe(true)
    expect(seen.current!.live.nodes[cube.id]).toBe(doc.nodes[cube.id])
    rerender(1)
    expect(seen.current!.live).toBe(doc)
  })

  it('lets a double click cancel the pending single click and drive media', () => {
    const { doc, cube, sphere } = scene()
    const play = vi.fn()
    const unregister = mediaControls.register(sphere.id, { kind: 'video', play, pause: vi.fn(), stop: vi.fn(), isPlaying: () => false })
    const { seen } = mount(doc, 0)
    act(() => {
      seen.current!.onNodeClick(cube.id, stop)
      seen.current!.onNodeClick(cube.id, stop)
      seen.current!.onNodeDoubleClick(cube.id, stop)
    })
    act(() => void vi.advanceTimersByTime(1000))
    expect(play).toHaveBeenCalledTimes(1)
    expect(seen.current!.live.nodes[sphere.id].visible).toBe(true)
    unregister()
  })
})
