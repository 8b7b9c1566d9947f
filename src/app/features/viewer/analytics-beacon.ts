import { API_BASE } from '@shared/api/base'

/**
 * The public viewer's analytics: a few plain events, batched, posted to our own origin only.
 * No cookies, no storage, no identifiers: the server derives the device class, a country and a
 * daily visitor hash itself. Plain TS (no zod, no React): it ships before the first frame.
 * Idle until started, so the editor's preview window, which shares the scene runtime, reports nothing.
 */
type Kind = 'view' | 'ttff' | 'time_spent' | 'ar_start' | 'ar_end' | 'vr_start' | 'vr_end' | 'quicklook' | 'sceneviewer' | 'trigger'
interface BeaconEvent {
  kind: Kind
  ms?: number
  objectId?: string
  objectName?: string
  trigger?: 'click' | 'dblclick' | 'select'
}

const ENDPOINT = `${API_BASE}/analytics/events`
const MAX_BATCH = 50
const FLUSH_AFTER_MS = 3000

let projectId: string | null = null
let queue: BeaconEvent[] = []
let timer: ReturnType<typeof setTimeout> | null = null
let inXr = false
let visibleSince = 0
let visibleMs = 0

/** The browser's time zone: the server reads a country from it and keeps only that. */
function timeZone(): string | undefined {
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone
    return tz && tz.length <= 64 && /^[A-Za-z0-9_+\-/]+$/.test(tz) ? tz : undefined
  } catch {
    return undefined
  }
}

function send(events: BeaconEvent[], leaving: boolean) {
  // text/plain keeps the request simple; the server parses it as JSON.
  const body = JSON.stringify({ projectId, events, tz: timeZone() })
  if (leaving && navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'text/plain' }))) return
  // keepalive only when the page is going away: it has a small shared quota and is otherwise not needed.
  void fetch(ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'text/plain' }, keepalive: leaving, credentials: 'omit' }).catch(() => undefined)
}

export function flushAnalytics(leaving = false) {
  if (timer) clearTimeout(timer)
  timer = null
  while (queue.length) send(queue.splice(0, MAX_BATCH), leaving)
}

function track(event: BeaconEvent) {
  if (!projectId) return
  queue.push(event)
  if (queue.length >= MAX_BATCH) flushAnalytics()
  else timer ??= setTimeout(() => flushAnalytics(), FLUSH_AFTER_MS)
}

function onVisibility() {
  if (document.visibilityState === 'hidden') {
    if (visibleSince) visibleMs += performance.now() - visibleSince
    visibleSince = 0
    // The page may never come back: what was seen so far leaves now.
    if (visibleMs >= 1) track({ kind: 'time_spent', ms: Math.min(Math.round(visibleMs), 86_400_000) })
    visibleMs = 0
    flushAnalytics(true)
  } else visibleSince = performance.now()
}

/** Starts reporting for a published project (24 hex characters; shared snapshots are not projects). */
export function startAnalytics(id: string) {
  if (projectId || !/^[0-9a-f]{24}$/.test(id)) return
  projectId = id
  visibleSince = document.visibilityState === 'visible' ? performance.now() : 0
  track({ kind: 'view' })
  document.addEventListener('visibilitychange', onVisibility)
  addEventListener('pagehide', () => document.visibilityState === 'visible' && onVisibility())
}

/** The first frame, in ms since navigation started. */
export const reportFirstFrame = (at = performance.now()) => track({ kind: 'ttff', ms: Math.round(at) })
export const reportHandOff = (to: 'quicklook' | 'sceneviewer') => {
  track({ kind: to })
  flushAnalytics(true)
}
/** An event trigger fired on a scene object; inside an XR session the click was an XR select. */
export const reportTrigger = (node: { id: string; name: string }, double: boolean) =>
  track({ kind: 'trigger', objectId: node.id, objectName: node.name.slice(0, 120), trigger: double ? 'dblclick' : inXr ? 'select' : 'click' })

interface XrLike {
  session?: unknown
  mode: string | null
}
/** AR and VR session starts and ends, from the viewer's XR store. */
export function watchXrSessions(store: { subscribe: (listener: (state: XrLike, prev: XrLike) => void) => () => void }) {
  return store.subscribe((state, prev) => {
    if (state.session && !prev.session) {
      inXr = true
      track({ kind: state.mode === 'immersive-ar' ? 'ar_start' : 'vr_start' })
      flushAnalytics()
    } else if (!state.session && prev.session) {
      inXr = false
      track({ kind: prev.mode === 'immersive-ar' ? 'ar_end' : 'vr_end' })
    }
  })
}
