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

type ValueField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * Gives a field a value as a user's edit reaches React: through the element's own value setter
 * (React tracks the last value it set, so a plain assignment is taken for its own and ignored),
 * then the event React listens for (change on a select, input otherwise).
 */
export function changeValue(el: ValueField, value: string): void {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value)
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  })
}
