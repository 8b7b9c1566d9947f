import type { BrowserContext } from 'playwright-core'

/**
 * The tests' side of src/app/test-hook.ts: every page a test (or a bench) opens in `context` gets
 * the flag before any of the app's scripts run, so the app exposes its probes there and nowhere else.
 */
export async function enableTestHooks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    ;(window as unknown as { __testHooks?: boolean }).__testHooks = true
  })
}
