// @vitest-environment jsdom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createGroup, createShape, createText, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import type { SceneNode } from '@shared/scene/schema'
import { NodeComponents } from './components-list'
import { docStore, useDoc } from '../editor-store'
import { changeValue } from '../../../../../tests/support/dom-root'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
let ids: { cube: string; sphere: string; text: string }

beforeEach(() => {
  let doc = emptyScene()
  const add = (node: SceneNode) => ((doc = applyOps(doc, [{ op: 'add', node }]).doc), node.id)
  ids = { cube: add(createShape(doc, 'cube')), sphere: add(createShape(doc, 'sphere')), text: add(createText(doc)) }
  docStore.getState().load('p1', 'Events test', doc, 1)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

/** The right panel's part for one selected node, as side-panels renders it. */
function Selected({ id }: { id: string }) {
  const node = useDoc((s) => s.doc.nodes[id])
  return <NodeComponents key={id} node={node} />
}
const show = (id: string) => act(() => root.render(<Selected id={id} />))

const q = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector)
const byLabel = <T extends Element = HTMLSelectElement>(label: string) => {
  const el = q<T>(`[aria-label="${label}"]`)
  if (!el) throw new Error(`no ${label}`)
  return el
}
const buttonByText = (text: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)
const choose = (label: string, value: string) => changeValue(byLabel<HTMLSelectElement | HTMLInputElement>(label), value)
const click = (el: Element | null | undefined) => act(() => (el as HTMLElement).click())
const options = (label: string) => [...byLabel(label).querySelectorAll('option')].map((o) => o.textContent)
const addButton = () => byLabel<HTMLButtonElement>('Add event')
describe('the Events component', () => {
  it('adds from Add a Component, offers each trigger once, resets the form, and commits one step per event', () => {
    show(ids.cube)
    expect(q('.component-list')!.textContent).toBe('No available components')
    click(buttonByText('Add a Component'))
    click([...container.querySelectorAll('[role="menuitem"]')].find((b) => b.textContent === 'Events'))
    expect(q('[data-testid="events-panel"]')).not.toBeNull()

    // Mouse and Single Click to start; the action waits for a target (only a redirect needs none).
    expect(byLabel('Input type').value).toBe('mouse')
    expect(options('Input type')).toEqual(['Mouse', 'Touch'])
    expect(options('Trigger')).toEqual(['Single Click', 'Double Click'])
    expect(options('Action')).toEqual(['Select an action', 'Redirect to URL'])
    expect(addButton().disabled).toBe(true)
    choose('Target', ids.sphere)
    expect(options('Action')).toEqual(['Select an action', 'Disable', 'Enable', 'Redirect to URL'])
    choose('Action', 'disable')
    expect(addButton().disabled).toBe(false)
    // Choosing another target resets the action.
    choose('Target', ids.text)
    expect(byLabel('Action').value).toBe('')
    choose('Target', ids.sphere)
    choose('Action', 'enable')
    choose('Input type', 'touch')
    click(addButton())

    const cube = docStore.getState().doc.nodes[ids.cube]
    expect(cube.events).toEqual([expect.objectContaining({ inputType: 'touch', trigger: 'click', action: 'enable', targetId: ids.sphere, url: null })])
    // Enable hides its target at the start, in the same step.
    expect(docStore.getState().doc.nodes[ids.sphere].visible).toBe(false)
    expect(docStore.getState().undoLabel).toBe('Add event to Cube')
    // The form starts over: Mouse, the only free trigger, the rest empty.
    expect(byLabel('Input type').value).toBe('mouse')
    expect(options('Trigger')).toEqual(['Double Click'])
    expect(byLabel('Target').value).toBe('')
    expect(byLabel('Action').value).toBe('')
    expect(q('.event-text')!.getAttribute('title')).toBe('Touch · Single Click → Enable Sphere')
    expect(q('.event-text')!.textContent).toBe('Touch · Single ClickEnable Sphere')

    // A redirect needs a URL.
    choose('Action', 'redirect')
    expect(addButton().disabled).toBe(true)
    choose('URL', '  ')
    expect(addButton().disabled).toBe(true)
    choose('URL', 'https://example.com/shop')
    click(addButton())
    expect(docStore.getState().doc.nodes[ids.cube].events.map((e) => [e.inputType, e.trigger, e.action, e.url])).toEqual([
      ['touch', 'click', 'enable', null],
      ['mouse', 'double-click', 'redirect', 'https://example.com/shop'],
    ])
    expect([...container.querySelectorAll('.event-text em')].map((e) => e.textContent)).toEqual(['Touch · Single Click', 'Mouse · Double Click'])
    expect(options('Trigger')).toEqual(['No triggers available'])
    expect(byLabel<HTMLSelectElement>('Trigger').disabled).toBe(true)
    expect(addButton().disabled).toBe(true)

    // Two events, two undo steps, and the scene is as it was (the sphere visible again).
    let steps = 0
    act(() => {
      while (docStore.getState().undo()) steps++
    })
    expect(steps).toBe(2)
    expect(docStore.getState().doc.nodes[ids.cube].events).toEqual([])
    expect(docStore.getState().doc.nodes[ids.sphere].visible).toBe(true)
  })

  it('offers each object once as a target, named by its path, in tree order (bug 1: not "Body" twice)', () => {
    let doc = docStore.getState().doc
    const penguins = [1, 2].map((n) => {
      const group = { ...createGroup(doc), name: `Penguin ${n}` }
      doc = applyOps(doc, [{ op: 'add', node: group }]).doc
      const body = { ...createShape(doc, 'sphere'), name: 'Body', parentId: group.id }
      doc = applyOps(doc, [{ op: 'add', node: body }]).doc
      return { group: group.id, body: body.id }
    })
    docStore.getState().load('p1', 'Events test', doc, 1)
    show(ids.cube)
    click(buttonByText('Add a Component'))
    click([...container.querySelectorAll('[role="menuitem"]')].find((b) => b.textContent === 'Events'))
    const targets = [...byLabel('Target').querySelectorAll('option')].filter((o) => o.value).map((o) => [o.value, o.textContent])
    expect(targets.filter(([, label]) => label!.endsWith('Body'))).toEqual([
      [penguins[0].body, 'Penguin 1 / Body'],
      [penguins[1].body, 'Penguin 2 / Body'],
    ])
    expect(new Set(targets.map(([id]) => id)).size).toBe(targets.length)
    choose('Target', penguins[1].body)
    expect(byLabel<HTMLSelectElement>('Target').value).toBe(penguins[1].body)
  })

  it('removes one event (showing its target again) and the whole component from its menu; collapses and expands', () => {
    const doc = docStore.getState().doc
    const events = [
      { id: 'e1', inputType: 'mouse' as const, trigger: 'click' as const, action: 'enable' as const, targetId: ids.sphere, url: null },
      { id: 'e2', inputType: 'mouse' as const, trigger: 'double-click' as const, action: 'disable' as const, targetId: ids.text, url: null },
    ]
    docStore.getState().load('p1', 'Events test', applyOps(doc, [{ op: 'update', id: ids.cube, patch: { events } }, { op: 'update', id: ids.sphere, patch: { visible: false } }, { op: 'update', id: ids.text, patch: { visible: false } }]).doc, 1)
    show(ids.cube)
    // An object with events shows the component without being added.
    expect(q('section[aria-label="Events"]')).not.toBeNull()
    click(byLabel('Remove event Mouse · Single Click → Enable Sphere'))
    expect(docStore.getState().doc.nodes[ids.cube].events.map((e) => e.id)).toEqual(['e2'])
    expect(docStore.getState().doc.nodes[ids.sphere].visible).toBe(true)
    expect(docStore.getState().undoLabel).toBe('Remove event from Cube')

    click(byLabel('Events options'))
    click(buttonByText('Collapse'))
    expect(q('[data-testid="events-panel"]')).toBeNull()
    click(byLabel('Events options'))
    click(buttonByText('Expand'))
    expect(q('[data-testid="events-panel"]')).not.toBeNull()

    click(byLabel('Events options'))
    click(buttonByText('Remove'))
    expect(docStore.getState().doc.nodes[ids.cube].events).toEqual([])
    expect(docStore.getState().doc.nodes[ids.text].visible).toBe(true)
    expect(q('section[aria-label="Events"]')).toBeNull()
    expect(q('.component-list')!.textContent).toBe('No available components')
  })
})
