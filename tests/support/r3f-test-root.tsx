import { advance, createRoot, extend, useThree, type ReconcilerRoot, type RootState } from '@react-three/fiber'
import { act, type ReactNode } from 'react'
import * as THREE from 'three'
import { emptyScene } from '@shared/scene/defaults'
import { docStore, sessionStore } from '../../src/app/features/editor/editor-store'
import { nodeObjects } from '../../src/app/features/editor/viewport/viewport-probe'

/**
 * A real R3F root for jsdom tests, drawn by a stand-in renderer (jsdom has no WebGL): cameras,
 * orbit and transform controls, commands and commits all run for real; frames run on demand.
 */
// <Canvas> registers three's classes itself; a bare root needs telling.
extend(THREE as never)
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const fakeRenderer = (canvas: HTMLCanvasElement) => ({ domElement: canvas, shadowMap: {}, render: () => {}, setSize: () => {}, setPixelRatio: () => {}, dispose: () => {} })
export const SIZE = { width: 800, height: 600 }

let clock = 0
export const frame = () => act(() => advance((clock += 16)))

export interface TestRoot {
  state: () => RootState
  render: (children: ReactNode) => Promise<void>
  unmount: () => Promise<void>
}

export async function mountR3F(children: ReactNode): Promise<TestRoot> {
  const canvas = document.createElement('canvas')
  const root: ReconcilerRoot<HTMLCanvasElement> = createRoot(canvas)
  let get: () => RootState = () => {
    throw new Error('not mounted')
  }
  function Grab() {
    get = useThree((s) => s.get)
    return null
  }
  const render = async (next: ReactNode) => {
    await act(async () => void root.render(<><Grab />{next}</>))
  }
  await act(async () => {
    await root.configure({ gl: () => fakeRenderer(canvas) as never, frameloop: 'never', size: { ...SIZE, top: 0, left: 0 } })
  })
  await render(children)
  frame()
  return { state: () => get(), render, unmount: async () => act(async () => void root.unmount()) }
}

/** A fresh document and session for each test (the stores are module-level, like the editor's). */
export function resetEditor(doc = emptyScene()) {
  docStore.getState().load('p', 'P', doc, 1)
  sessionStore.setState({ selection: [], camera: 'perspective', zoom: 100, mode: 'translate', space: 'world', snap: { enabled: false, translate: 0.5, rotate: 15, scale: 0.1 } })
  nodeObjects.clear()
}
