import { API_BASE } from '@shared/api/base'

// Its own module, free of the scene schema and zod: the router imports it, so it ships on every
// route's first load, the login page's included.
/**
 * The editor's scene request starts with the route, not after the editor's code (three.js
 * included) has loaded and run: the two then overlap. Only a successful answer is kept; anything
 * else is asked again through the app's API client, which owns the error handling (sign-out on 401,
 * the messages).
 */
interface Prefetch {
  id: string
  at: number
  body: Promise<unknown>
}

const MAX_AGE_MS = 10_000
let pending: Prefetch | null = null

export function prefetchProject(id: string | undefined, token: string | null): void {
  if (!id || !token || pending?.id === id) return
  const body = fetch(`${API_BASE}/assets/project/${encodeURIComponent(id)}/assets`, { headers: { authorization: `Bearer ${token}` } })
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null)
  pending = { id, at: Date.now(), body }
}

/** The prefetched answer's body for this project (once), or null to fetch it the usual way. */
export function takePrefetchedProject(id: string): Promise<unknown> | null {
  const taken = pending
  pending = null
  if (!taken || taken.id !== id || Date.now() - taken.at > MAX_AGE_MS) return null
  return taken.body
}
