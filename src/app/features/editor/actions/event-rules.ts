import type { SceneOp } from '@shared/scene/ops'
import type { SceneDocument, SceneEvent, SceneNode } from '@shared/scene/schema'
import { safeUrl } from '../../scene-render/events-runtime'

/**
 * The Events component's rules (editor spec §3 Event, §4, §5), kept apart from the panel so they
 * can be tested without a browser. Every function returns operations for one commit.
 */
export type Trigger = SceneEvent['trigger']
export type Action = SceneEvent['action']

export const TRIGGER_LABELS: Record<Trigger, string> = { click: 'Single Click', 'double-click': 'Double Click' }
export const TRIGGERS: Trigger[] = ['click', 'double-click']
// Animate is made by the assistant ('click the chest to open it'); the spec's form does not offer it, but shows it by name.
export const ACTION_LABELS: Record<Action, string> = { disable: 'Disable', enable: 'Enable', play: 'Play', pause: 'Pause', stop: 'Stop', redirect: 'Redirect to URL', animate: 'Animate' }
export const ACTIONS: Action[] = ['disable', 'enable', 'play', 'pause', 'stop', 'redirect']
export type InputType = NonNullable<SceneEvent['inputType']>
/**
 * The spec's input types, saved on the event as the author's label. At run time every event
 * fires on a mouse click, a tap and an XR select alike (events-runtime.ts), so an experience
 * works on any device whichever was chosen.
 */
export const INPUT_TYPES: InputType[] = ['mouse', 'touch']
export const INPUT_TYPE_LABELS: Record<InputType, string> = { mouse: 'Mouse', touch: 'Touch' }
/** Documents saved before the field existed mean mouse. */
export const inputTypeOf = (event: SceneEvent): InputType => event.inputType ?? 'mouse'
export const NO_TRIGGERS = 'No triggers available'

export interface EventDraft {
  inputType: InputType | ''
  trigger: Trigger | ''
  targetId: string
  action: Action | ''
  url: string
}

/** Only triggers the object does not use yet are offered: one Single Click and one Double Click each. */
export function availableTriggers(node: SceneNode): Trigger[] {
  const used = new Set(node.events.map((e) => e.trigger))
  return TRIGGERS.filter((t) => !used.has(t))
}

/**
 * Actions by target type (spec §5): Mesh, Text, Image give Disable, Enable, Redirect; Video and
 * Audio give Play, Pause, Stop, Disable, Redirect; others give Disable and Redirect. Without a
 * target only Redirect to URL makes sense.
 */
export function actionsFor(target: SceneNode | undefined): Action[] {
  if (!target) return ['redirect']
  switch (target.kind) {
    case 'shape':
    case 'model':
    case 'text':
    case 'image':
      return ['disable', 'enable', 'redirect']
    case 'video':
    case 'audio':
      return ['play', 'pause', 'stop', 'disable', 'redirect']
    default:
      return ['disable', 'redirect']
  }
}

/** The form after opening it or after a successful Add: Mouse, the first free trigger, the rest empty. */
export const emptyDraft = (node: SceneNode): EventDraft => ({ inputType: 'mouse', trigger: availableTriggers(node)[0] ?? '', targetId: '', action: '', url: '' })

/** Why Add is not possible yet, or null when it is. */
export function draftProblem(doc: SceneDocument, source: SceneNode, draft: EventDraft): string | null {
  if (!draft.trigger || !availableTriggers(source).includes(draft.trigger)) return NO_TRIGGERS
  if (!draft.inputType || !draft.action) return 'Choose an input type, a trigger and an action.'
  if (draft.action === 'redirect') {
    if (!draft.url.trim()) return 'Enter the URL to open.'
    if (!safeUrl(draft.url.trim())) return 'Enter a web address (http or https).'
    return null
  }
  const target = doc.nodes[draft.targetId]
  if (!target) return 'Choose the object this event affects.'
  if (!actionsFor(target).includes(draft.action)) return `${ACTION_LABELS[draft.action]} does not apply to this object.`
  return null
}

/** "Time plus random string", as the spec's event ids. */
export const newEventId = (now = Date.now()) => `${now.toString(36)}-${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`

const sameEvent = (a: Pick<SceneEvent, 'trigger' | 'action' | 'targetId'>, b: Pick<SceneEvent, 'trigger' | 'action' | 'targetId'>) =>
  a.trigger === b.trigger && a.action === b.action && a.targetId === b.targetId

/**
 * Ops that add the drafted event, or null when the draft is incomplete or a duplicate (same
 * source, trigger, action and target; the input type is not part of it, as the spec lists it),
 * which the spec ignores. An Enable event hides its target
 * in the same step: enabling only means something for an object that starts hidden.
 */
export function addEventOps(doc: SceneDocument, sourceId: string, draft: EventDraft, id = newEventId()): SceneOp[] | null {
  const source = doc.nodes[sourceId]
  if (!source || draftProblem(doc, source, draft)) return null
  const redirect = draft.action === 'redirect'
  const event: SceneEvent = {
    id,
    inputType: draft.inputType as InputType,
    trigger: draft.trigger as Trigger,
    action: draft.action as Action,
    targetId: redirect ? null : draft.targetId,
    url: redirect ? draft.url.trim() : null,
  }
  if (source.events.some((e) => sameEvent(e, event))) return null
  const ops: SceneOp[] = [{ op: 'update', id: sourceId, patch: { events: [...source.events, event] } }]
  const target = event.targetId ? doc.nodes[event.targetId] : undefined
  if (event.action === 'enable' && target?.visible) ops.push({ op: 'update', id: target.id, patch: { visible: false } })
  return ops
}

/** Removing events makes their targets visible again (spec §4). */
export function removeEventsOps(doc: SceneDocument, sourceId: string, eventIds: string[]): SceneOp[] {
  const source = doc.nodes[sourceId]
  if (!source) return []
  const gone = source.events.filter((e) => eventIds.includes(e.id))
  if (!gone.length) return []
  const ops: SceneOp[] = [{ op: 'update', id: sourceId, patch: { events: source.events.filter((e) => !eventIds.includes(e.id)) } }]
  const shown = new Set<string>()
  for (const event of gone) {
    const target = event.targetId ? doc.nodes[event.targetId] : undefined
    if (target && !target.visible && !shown.has(target.id)) {
      shown.add(target.id)
      ops.push({ op: 'update', id: target.id, patch: { visible: true } })
    }
  }
  return ops
}

/** "Mouse · Single Click → Enable Sphere": the input type, the trigger, then what it does. */
export function describeEvent(doc: SceneDocument, event: SceneEvent): string {
  const what = event.action === 'redirect' ? `${ACTION_LABELS.redirect} ${event.url ?? ''}` : `${ACTION_LABELS[event.action]} ${event.targetId ? (doc.nodes[event.targetId]?.name ?? 'a missing object') : ''}`
  return `${INPUT_TYPE_LABELS[inputTypeOf(event)]} · ${TRIGGER_LABELS[event.trigger]} → ${what.trim()}`
}
