import { MousePointerClick, Plus, Pointer, Trash2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { SceneNode } from '@shared/scene/schema'
import { docStore, useDoc } from '../editor-store'
import { targetOptions } from './outliner-tree'
import {
  ACTION_LABELS,
  actionsFor,
  addEventOps,
  availableTriggers,
  describeEvent,
  draftProblem,
  INPUT_TYPE_LABELS,
  INPUT_TYPES,
  inputTypeOf,
  NO_TRIGGERS,
  removeEventsOps,
  TRIGGER_LABELS,
  type Action,
  type EventDraft,
  type Trigger,
} from '../actions/event-rules'

/** After Add the form starts over: Mouse, the first free trigger (chosen below), the rest empty. */
const RESET: EventDraft = { inputType: 'mouse', trigger: '', targetId: '', action: '', url: '' }

/**
 * The Events component: the object's click events and the form that adds one. Every change is
 * one commit; the rules live in event-rules.ts.
 */
export function EventsPanel({ node }: { node: SceneNode }) {
  const doc = useDoc((s) => s.doc)
  const [open, setOpen] = useState(node.events.length === 0)
  const [draft, setDraft] = useState<EventDraft>(RESET)
  const triggers = availableTriggers(node)
  // When the chosen trigger is no longer free (or none was chosen), the first free one is used.
  const trigger: Trigger | '' = draft.trigger && triggers.includes(draft.trigger) ? draft.trigger : (triggers[0] ?? '')
  const current = { ...draft, trigger }
  const target = doc.nodes[current.targetId]
  const actions = actionsFor(target)
  const problem = draftProblem(doc, node, current)
  // Each object once, in tree order, named by its path ("Penguin 3 / Body").
  const targets = useMemo(() => targetOptions(doc.nodes), [doc.nodes])
  const set = (patch: Partial<EventDraft>) => setDraft((d) => ({ ...d, trigger, ...patch }))

  const add = () => {
    const ops = addEventOps(doc, node.id, current)
    // A duplicate (or an incomplete draft) is ignored; the form still starts over.
    if (ops) docStore.getState().commit(`Add event to ${node.name}`, ops)
    setDraft(RESET)
  }
  const remove = (eventId: string) => docStore.getState().commit(`Remove event from ${node.name}`, removeEventsOps(doc, node.id, [eventId]))

  return (
    <div className="events-panel" data-testid="events-panel">
      {node.events.length > 0 && (
        <ul className="event-list" aria-label="Events">
          {node.events.map((event) => (
            <li key={event.id} className="event-row">
              {inputTypeOf(event) === 'touch' ? <Pointer size={14} className="event-icon" aria-hidden /> : <MousePointerClick size={14} className="event-icon" aria-hidden />}
              <span className="event-text" title={describeEvent(doc, event)}>
                <em>{`${INPUT_TYPE_LABELS[inputTypeOf(event)]} · ${TRIGGER_LABELS[event.trigger]}`}</em>
                {describeEvent(doc, event).split(' → ')[1]}
              </span>
              <button type="button" className="icon-btn event-remove" aria-label={`Remove event ${describeEvent(doc, event)}`} onClick={() => remove(event.id)}>
                <Trash2 size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn-outline btn-sm event-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Plus size={14} /> New Event
      </button>
      {open && (
        <form
          className="event-form"
          aria-label="New event"
          onSubmit={(e) => {
            e.preventDefault()
            if (!problem) add()
          }}
        >
          <label className="prop-field">
            <span>Input type</span>
            <select className="prop-input" aria-label="Input type" title="A label for the event: clicks, taps and XR selects all fire it" value={current.inputType} onChange={(e) => set({ inputType: e.target.value as EventDraft['inputType'] })}>
              {INPUT_TYPES.map((t) => (
                <option key={t} value={t}>{INPUT_TYPE_LABELS[t]}</option>
              ))}
            </select>
          </label>
          <label className="prop-field">
            <span>Trigger</span>
            {triggers.length ? (
              <select className="prop-input" aria-label="Trigger" value={trigger} onChange={(e) => set({ trigger: e.target.value as Trigger })}>
                {triggers.map((t) => (
                  <option key={t} value={t}>{TRIGGER_LABELS[t]}</option>
                ))}
              </select>
            ) : (
              <select className="prop-input" aria-label="Trigger" disabled value="">
                <option value="">{NO_TRIGGERS}</option>
              </select>
            )}
          </label>
          <label className="prop-field">
            <span>Target</span>
            {/* Choosing a target resets the action and the URL (spec §5). */}
            <select className="prop-input" aria-label="Target" value={current.targetId} onChange={(e) => set({ targetId: e.target.value, action: '', url: '' })}>
              <option value="">Select an object</option>
              {targets.map((t) => (
                <option key={t.id} value={t.id}>{t.id === node.id ? `${t.label} (this object)` : t.label}</option>
              ))}
            </select>
          </label>
          <label className="prop-field">
            <span>Action</span>
            <select className="prop-input" aria-label="Action" value={current.action} onChange={(e) => set({ action: e.target.value as Action, url: '' })}>
              <option value="">Select an action</option>
              {actions.map((a) => (
                <option key={a} value={a}>{ACTION_LABELS[a]}</option>
              ))}
            </select>
            {!target && <em className="event-hint">Choose a target for its actions; Redirect to URL needs none.</em>}
          </label>
          {current.action === 'redirect' && (
            <label className="prop-field">
              <span>URL</span>
              <input className="prop-input" aria-label="URL" type="url" inputMode="url" placeholder="https://example.com" value={current.url} onChange={(e) => set({ url: e.target.value })} />
            </label>
          )}
          {current.action === 'enable' && <em className="event-hint">The target starts hidden; this event shows it.</em>}
          {/* The input type is saved as the author's label; clicks, taps and XR selects all fire the event. */}
          <button type="submit" className="btn btn-primary btn-sm event-add" aria-label="Add event" disabled={problem !== null} title={problem ?? undefined}>
            Add
          </button>
          {problem && problem !== NO_TRIGGERS && <p className="event-hint" role="status">{problem}</p>}
        </form>
      )}
    </div>
  )
}

/** The Events entry of the components list: present while the object has events. */
export const eventsComponent = {
  key: 'events',
  label: 'Events',
  present: (node: SceneNode) => node.events.length > 0,
  // Lights and sounds draw nothing to click in the experience.
  canAdd: (node: SceneNode) => node.kind !== 'light' && node.kind !== 'audio',
  remove: (node: SceneNode) => {
    const { doc, commit } = docStore.getState()
    const ops = removeEventsOps(doc, node.id, (doc.nodes[node.id]?.events ?? []).map((e) => e.id))
    if (ops.length) commit(`Remove events from ${node.name}`, ops)
  },
  Panel: EventsPanel,
}
