import { useEffect, useRef } from 'react'

/**
 * A ref for a WebXR DOM overlay's root whose touches stay on the page: the browser would also
 * make each one a `select` on the session (a tap on the room), so pressing Exit or Tap again
 * would place or align something as well. `beforexrselect` cancelled keeps them out.
 */
export function useXrOverlayRoot<T extends HTMLElement>() {
  const root = useRef<T>(null)
  useEffect(() => {
    const el = root.current
    if (!el) return
    const keep = (e: Event) => e.preventDefault()
    el.addEventListener('beforexrselect', keep)
    return () => el.removeEventListener('beforexrselect', keep)
  }, [])
  return root
}
