import { useSyncExternalStore } from 'react'

/**
 * Session-only facts about models that the Animation panel needs and only the renderer knows:
 * the clips found in each model node's GLB (filled when the model loads), and which nodes the
 * author is previewing in the design window. Nothing here is saved or undone.
 */
function keyedStore<T>() {
  const values = new Map<string, T>()
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())
  return {
    get: (id: string): T | undefined => values.get(id),
    set(id: string, value: T) {
      if (values.get(id) === value) return
      values.set(id, value)
      notify()
    },
    /** Removes only this value, so an unmounting copy does not erase a newer one. */
    delete(id: string, value?: T) {
      if (!values.has(id) || (value !== undefined && values.get(id) !== value)) return
      values.delete(id)
      notify()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** Node id → the names of the clips in its GLB ([] when it has none; absent while loading). */
export const modelClips = keyedStore<readonly string[]>()
/** Node id → true while the author plays its clip in the design window. */
export const animationPreview = keyedStore<true>()

export function useModelClips(nodeId: string | undefined): readonly string[] | undefined {
  return useSyncExternalStore(modelClips.subscribe, () => (nodeId ? modelClips.get(nodeId) : undefined))
}

export function useAnimationPreview(nodeId: string | undefined): boolean {
  return useSyncExternalStore(animationPreview.subscribe, () => (nodeId ? animationPreview.get(nodeId) === true : false))
}

export function setAnimationPreview(nodeId: string, on: boolean) {
  if (on) animationPreview.set(nodeId, true)
  else animationPreview.delete(nodeId)
}
