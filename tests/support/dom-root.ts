import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/**
 * A fresh React root in a detached-per-test container, for jsdom component tests: mounted
 * before each test, unmounted and removed after it. Read `dom.container` / `dom.root` inside tests.
 * `cleanUp` runs after the root is gone (mocks, timers and stores a test set up), in that order.
 */
export function useDomRoot({ cleanUp }: { cleanUp?: () => void } = {}) {
  const dom = {} as { container: HTMLDivElement; root: Root }
  beforeEach(() => {
    dom.container = document.createElement('div')
    document.body.append(dom.container)
    dom.root = createRoot(dom.container)
  })
  afterEach(() => {
    act(() => dom.root.unmount())
    dom.container.remove()
    cleanUp?.()
  })
  return dom
}
