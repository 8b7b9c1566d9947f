/**
 * The one way the app shows its insides to the browser tests and benches (window.__spatialEditor,
 * __spatialViewer, __spatialViewerFrame, __assistantPreview). Off unless the page was opened by a
 * test (tests/support/test-hook.ts sets window.__testHooks before any script runs) or this is a
 * test build; production code only writes here and never reads what it exposes.
 */
export type TestHookName = 'spatialEditor' | 'spatialViewer' | 'spatialViewerFrame' | 'assistantPreview' | 'imageTarget' | 'imageTracking' | 'faceTracking' | 'bodyTracking' | 'locationAr' | 'locationXr' | 'areaTracking'

type Hooks = Partial<Record<`__${TestHookName}`, Record<string, unknown>>> & { __testHooks?: boolean }
const hooks = () => window as unknown as Hooks

export const testHooksOn = () => typeof window !== 'undefined' && (hooks().__testHooks === true || import.meta.env.MODE === 'test')

/** Exposes `value` as window.__{name}; answers a function that withdraws it (for an effect's cleanup). */
export function exposeForTests(name: TestHookName, value: object): () => void {
  if (!testHooksOn()) return () => {}
  hooks()[`__${name}`] = value as Record<string, unknown>
  return () => {
    if (hooks()[`__${name}`] === value) delete hooks()[`__${name}`]
  }
}

/** Adds one member to an exposed hook (a window's probe beside the editor's); answers its withdrawal. */
export function exposePartForTests(name: TestHookName, key: string, value: unknown): () => void {
  const hook = testHooksOn() ? hooks()[`__${name}`] : undefined
  if (!hook) return () => {}
  hook[key] = value
  return () => {
    if (hook[key] === value) delete hook[key]
  }
}
