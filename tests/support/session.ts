import type { Page } from 'playwright-core'

/**
 * Signs a page in the way the app does: the session in the origin's localStorage. Any page of the
 * origin holds it; a small JSON answer loads far faster than the app.
 */
export async function storeSession(page: Page, base: string, session: { accessToken: string; user: unknown }) {
  await page.goto(`${base}/api/v1/health`)
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token)
    localStorage.setItem('user', JSON.stringify(user))
  }, { token: session.accessToken, user: session.user })
}
