import type { SceneDocument, SceneEvent } from '@shared/scene/schema'

/**
 * Who hears that a click or double click ran an object's events (the public viewer's analytics).
 * The runtime only announces: it knows nothing of what listens.
 */
type TriggerListener = (node: { id: string; name: string }, double: boolean) => void
const triggerListeners = new Set<TriggerListener>()
export function onTriggerFired(listener: TriggerListener): () => void {
  triggerListeners.add(listener)
  return () => void triggerListeners.delete(listener)
}
const reportTrigger: TriggerListener = (node, double) => triggerListeners.forEach((listener) => listener(node, double))

/** The spec's single/double click window: a single click waits this long for a second one. */
export const CLICK_DELAY_MS = 250

export interface EventEffects {
  setVisible: (id: string, visible: boolean) => void
  media: (id: string, command: 'play' | 'pause' | 'stop') => void
  redirect: (url: string) => void
  /** Starts or stops the node's motion (the 'animate' action). */
  animate: (id: string) => void
}

export interface EventsRuntime {
  /** A click (mouse, touch, or an XR controller/hand select) on the node or something inside it. */
  click: (nodeId: string) => boolean
  doubleClick: (nodeId: string) => boolean
  dispose: () => void
}

/** Only http(s) links leave the experience; anything else (javascript:, data:) is ignored. */
export function safeUrl(raw: string | null): string | null {
  if (!raw) return null
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The node itself or its nearest ancestor that has events for this trigger. */
export function findHandler(doc: SceneDocument, nodeId: string, trigger: SceneEvent['trigger']) {
  for (let node = doc.nodes[nodeId]; node; node = node.parentId ? doc.nodes[node.parentId] : undefined!) {
    const events = node.events.filter((e) => e.trigger === trigger)
    if (events.length) return { node, events }
    if (!node.parentId) break
  }
  return null
}

/**
 * Runs a document's click events. A single click waits CLICK_DELAY_MS so a double click can
 * cancel it (the browser reports click, click, dblclick). Returns whether the click was handled,
 * so callers can stop it from reaching objects behind.
 *
 * An event's inputType (Mouse or Touch) is the author's label and does not filter: every event
 * fires on a mouse click, a tap and an XR select alike, so an experience authored on a desktop
 * still works on a phone or a headset (and one authored for touch works with a mouse).
 */
export function createEventsRuntime(getDoc: () => SceneDocument, effects: EventEffects, delayMs = CLICK_DELAY_MS): EventsRuntime {
  let pending: ReturnType<typeof setTimeout> | null = null
  const run = (events: SceneEvent[]) => {
    const doc = getDoc()
    for (const event of events) {
      const target = event.targetId ? doc.nodes[event.targetId] : undefined
      switch (event.action) {
        case 'disable':
        case 'enable':
          if (target) effects.setVisible(target.id, event.action === 'enable')
          break
        case 'play':
        case 'pause':
        case 'stop':
          if (target) effects.media(target.id, event.action)
          break
        case 'redirect': {
          const url = safeUrl(event.url)
          if (url) effects.redirect(url)
          break
        }
        case 'animate':
          if (target) effects.animate(target.id)
          break
      }
    }
  }
  return {
    click(nodeId) {
      const doc = getDoc()
      const single = findHandler(doc, nodeId, 'click')
      const double = findHandler(doc, nodeId, 'double-click')
      if (!single && !double) return false
      if (!single) return true
      // Without a double-click event there is nothing to wait for.
      if (!double) {
        reportTrigger(single.node, false)
        run(single.events)
        return true
      }
      if (pending) return true // the second click of a double click
      pending = setTimeout(() => {
        pending = null
        reportTrigger(single.node, false)
        run(single.events)
      }, delayMs)
      return true
    },
    doubleClick(nodeId) {
      const double = findHandler(getDoc(), nodeId, 'double-click')
      if (pending) clearTimeout(pending)
      pending = null
      if (!double) return false
      reportTrigger(double.node, true)
      run(double.events)
      return true
    },
    dispose() {
      if (pending) clearTimeout(pending)
      pending = null
    },
  }
}

/** The document with event-driven visibility applied; untouched nodes keep their identity. */
export function withVisibility(doc: SceneDocument, hidden: Record<string, boolean>): SceneDocument {
  const ids = Object.keys(hidden)
  if (!ids.length) return doc
  const nodes = { ...doc.nodes }
  let changed = false
  for (const id of ids)
    if (nodes[id] && nodes[id].visible === hidden[id]) {
      nodes[id] = { ...nodes[id], visible: !hidden[id] }
      changed = true
    }
  return changed ? { ...doc, nodes } : doc
}

/** Nodes whose motion an 'animate' event starts: they stand still until then. */
export function animatedTargets(doc: SceneDocument): Set<string> {
  const out = new Set<string>()
  for (const node of Object.values(doc.nodes)) for (const e of node.events) if (e.action === 'animate' && e.targetId) out.add(e.targetId)
  return out
}

/**
 * The document with event-driven motion applied: a node an 'animate' event aims at keeps its
 * motion but at speed 0 until `playing` says it was started (the renderer's structure stays the
 * same, so nothing remounts when it starts). Untouched nodes keep their identity.
 */
export function withMotion(doc: SceneDocument, playing: Record<string, boolean>): SceneDocument {
  const targets = animatedTargets(doc)
  let nodes: SceneDocument['nodes'] | null = null
  for (const id of targets) {
    const node = doc.nodes[id]
    if (!node?.motion || playing[id] || node.motion.speed === 0) continue
    nodes ??= { ...doc.nodes }
    nodes[id] = { ...node, motion: { ...node.motion, speed: 0 } }
  }
  return nodes ? { ...doc, nodes } : doc
}
