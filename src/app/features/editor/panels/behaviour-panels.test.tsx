// @vitest-environment jsdom
import { act, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changeValue, useDomRoot } from '../../../../../tests/support/dom-root'
import { ANIMATION_MESSAGES, defaultAnimation, defaultParticles, defaultPhysics, MASS_PRESET_KG, MATERIAL_SURFACE, PARTICLE_PRESET_SETTINGS, massKg } from '@shared/scene/behaviours'
import { createLight, createShape, emptyScene, identityTransform } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { nodeSchema, type SceneNode } from '@shared/scene/schema'
import { animationPreview, modelClips } from '../../scene-render/animation/model-clips'
import { AnimationPanel } from './animation-panel'
import { NodeComponents } from './components-list'
import { docStore, useDoc } from '../editor-store'
import { ParticlePanel } from './particle-panel'
import { PhysicsPanel } from './physics-panel'

type Commit = { patch: Record<string, unknown>; label: string }

const dom = useDomRoot()

const PANELS = { physics: PhysicsPanel, animation: AnimationPanel, particles: ParticlePanel }

/** Holds the node like the editor: each patch is applied (and must keep the node valid) and recorded. */
function mount(panel: keyof typeof PANELS, initial: SceneNode) {
  const commits: Commit[] = []
  const Panel = PANELS[panel] as (props: { node: SceneNode; onChange: (patch: Record<string, unknown>, label: string) => void }) => React.ReactNode
  let current = initial
  function Harness() {
    const [node, setNode] = useState(initial)
    const onChange = (patch: Record<string, unknown>, label: string) => {
      commits.push({ patch, label })
      current = nodeSchema.parse({ ...current, ...patch })
      setNode(current)
    }
    return <Panel node={node} onChange={onChange} />
  }
  act(() => dom.root.render(<Harness />))
  return { commits, node: () => current }
}

const $ = <T extends Element = HTMLInputElement>(selector: string) => {
  const el = dom.container.querySelector<T>(selector)
  if (!el) throw new Error(`no ${selector}`)
  return el
}
const type = changeValue
const select = (label: string) => $<HTMLSelectElement>(`select[aria-label="${label}"]`)

const cube = () => createShape(emptyScene(), 'cube', [0, 3, 0], '#FF0000')
const model = (): SceneNode => ({ id: 'robot', name: 'Robot', parentId: null, order: 'a0', visible: true, transform: identityTransform(), events: [], kind: 'model', assetId: 'glb1', material: null })

describe('PhysicsPanel', () => {
  it('wires every field into the node', () => {
    const { commits, node } = mount('physics', { ...cube(), physics: defaultPhysics() })
    type(select('Body'), 'fixed')
    expect(commits.at(-1)!.label).toBe('Physics body')
    type(select('Mass'), 'Heavy')
    expect(massKg(node().physics!.mass)).toBe(MASS_PRESET_KG.Heavy)
    type(select('Mass'), 'Custom')
    type($('input[aria-label="Mass in kg"]'), '12.5')
    expect(node().physics!.mass).toBe(12.5)
    type($('[data-testid="physics-drag"]'), '3.4')
    act(() => $('input[aria-label="Gravity"]').click())
    type(select('Colliders'), 'Mesh')
    expect(dom.container.textContent).not.toContain('convex hull while dynamic')
    type(select('Body'), 'dynamic')
    expect(dom.container.textContent).toContain('convex hull while dynamic')
    type($('[data-testid="physics-bounciness"]'), '0.65')
    expect(node().physics).toEqual({ body: 'dynamic', mass: 12.5, drag: 3.4, gravity: false, collider: 'Mesh', bounciness: 0.65, material: 'Default' })

    // A physics material brings its friction and its bounce.
    type(select('Physics Material'), 'Rubber')
    expect(node().physics).toMatchObject({ material: 'Rubber', bounciness: MATERIAL_SURFACE.Rubber.restitution })
    expect(dom.container.textContent).toContain(`friction ${MATERIAL_SURFACE.Rubber.friction}`)
    // No Add or Remove of its own: the components list's card does that.
    expect(dom.container.querySelector('button')).toBeNull()
  })

  it('clamps a typed mass into range on blur and leaves lights alone', () => {
    const { node } = mount('physics', { ...cube(), physics: { body: 'dynamic', mass: 5, drag: 0, gravity: true, collider: 'Box', bounciness: 0.2, material: 'Default' } })
    const input = $('input[aria-label="Mass in kg"]')
    type(input, '-4')
    expect(input.className).toContain('invalid')
    expect(node().physics!.mass).toBe(5)
    act(() => {
      input.focus()
      input.blur()
    })
    expect(node().physics!.mass).toBe(0.001)
    const light = { ...createLight(emptyScene(), 'point'), physics: defaultPhysics() }
    act(() => dom.root.render(<PhysicsPanel node={light} onChange={() => {}} />))
    expect(dom.container.textContent).toBe('')
  })
})

describe('AnimationPanel', () => {
  it('gives any shape a Motion (none, spin, bob, orbit) with its speed and distance, and None takes it off', () => {
    const { node, commits } = mount('animation', createShape(emptyScene(), 'sphere', [0, 1, 0], '#FF0000'))
    expect([...select('Motion').options].map((o) => o.text)).toEqual(['None', 'Spin', 'Bob', 'Orbit', 'Swing'])
    expect(dom.container.querySelector('input[aria-label="Motion speed"]')).toBeNull()
    type(select('Motion'), 'spin')
    expect(node().motion).toEqual({ kind: 'spin', speed: 0.25 })
    type($('input[aria-label="Motion speed"]'), '1.5')
    expect(node().motion).toEqual({ kind: 'spin', speed: 1.5 })
    type(select('Motion'), 'bob')
    expect(node().motion).toEqual({ kind: 'bob', speed: 1.5, amplitude: 0.15 })
    type($('input[aria-label="Motion distance"]'), '0.5')
    expect(node().motion!.amplitude).toBe(0.5)
    type(select('Motion'), '')
    expect(node().motion).toBeUndefined()
    expect(commits.map((c) => c.label)).toEqual(['Motion', 'Motion speed', 'Motion', 'Motion distance', 'Motion'])
  })

  afterEach(() =>
    act(() => {
      modelClips.delete('robot')
      animationPreview.delete('robot')
    }),
  )

  it('waits for the model, then says when it has no clips', () => {
    mount('animation', model())
    expect(dom.container.textContent).toContain(ANIMATION_MESSAGES.loading)
    act(() => modelClips.set('robot', []))
    expect(dom.container.textContent).toContain(ANIMATION_MESSAGES.noClips)
    // Adding and removing belong to the components list's card (Add a Component), not the panel.
    expect(dom.container.querySelector('button[aria-label="Add Animation"]')).toBeNull()
  })

  it('lists the clips found in the GLB and wires clip, loop, speed, easing, autoplay and preview', () => {
    act(() => modelClips.set('robot', ['Walk', 'Run', 'Jump']))
    const { node } = mount('animation', { ...model(), animation: defaultAnimation(['Walk', 'Run', 'Jump']) })
    expect(node().animation).toEqual({ clip: 'Walk', loop: true, speed: 1, easing: 'Linear', autoplay: true })
    expect([...select('Clip').options].map((o) => o.text)).toEqual(['None', 'Walk', 'Run', 'Jump'])
    expect([...select('Speed').options].map((o) => o.text)).toEqual(['0.5x', '0.75x', '1.0x', '1.25x', '1.5x', '1.75x', '2.0x'])
    type(select('Clip'), 'Jump')
    act(() => $('input[aria-label="Loop"]').click())
    type(select('Speed'), '1.5')
    type(select('Keyframing'), 'Ease In-Out')
    act(() => $('input[aria-label="Autoplay"]').click())
    expect(node().animation).toEqual({ clip: 'Jump', loop: false, speed: 1.5, easing: 'Ease In-Out', autoplay: false })
    expect(dom.container.textContent).toContain('Plays when the model is tapped')

    const preview = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Preview')!
    act(() => preview.click())
    expect(animationPreview.get('robot')).toBe(true)
    act(() => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Stop preview')!.click())
    expect(animationPreview.get('robot')).toBeUndefined()
    type(select('Clip'), '')
    expect(node().animation!.clip).toBeNull()
  })

  it('shows only Motion for objects that are not models: no clips, no loading message', () => {
    mount('animation', cube())
    expect(dom.container.querySelector('[data-testid="motion-fields"]')).not.toBeNull()
    expect(dom.container.querySelector('select[aria-label="Clip"]')).toBeNull()
    expect(dom.container.textContent).not.toContain(ANIMATION_MESSAGES.loading)
  })
})

describe('ParticlePanel', () => {
  it('applies a preset’s whole look, and wires every slider and the colour', () => {
    const { node } = mount('particles', { ...cube(), particles: defaultParticles() })
    expect(dom.container.querySelector('button')).toBeNull()
    type(select('Preset'), 'fire')
    expect(node().particles).toEqual({ preset: 'fire', ...PARTICLE_PRESET_SETTINGS.fire })
    type($('[data-testid="particle-count"]'), '1200')
    type($('[data-testid="particle-size"]'), '0.5')
    type($('[data-testid="particle-speed"]'), '3')
    type($('[data-testid="particle-lifetime"]'), '2.5')
    type($('[data-testid="particle-spread"]'), '4')
    type($('input[aria-label="Colour"]'), '#0f0')
    expect(node().particles).toEqual({ preset: 'fire', count: 1200, size: 0.5, speed: 3, lifetime: 2.5, color: '#00FF00', spread: 4 })
    type($('input[aria-label="Colour"]'), 'green')
    expect($('input[aria-label="Colour"]').className).toContain('invalid')
    expect(node().particles!.color).toBe('#00FF00')
  })
})

/** Physics and Particle as the right panel shows them: cards of the components list. */
describe('Physics and Particle in Add a Component', () => {
  let ids: { cube: string; light: string }
  beforeEach(() => {
    let doc = emptyScene()
    const add = (node: SceneNode) => ((doc = applyOps(doc, [{ op: 'add', node }]).doc), node.id)
    ids = { cube: add(createShape(doc, 'cube')), light: add(createLight(doc, 'point')) }
    docStore.getState().load('p1', 'Components test', doc, 1)
  })
  function Selected({ id }: { id: string }) {
    const node = useDoc((st) => st.doc.nodes[id])
    return <NodeComponents key={id} node={node} />
  }
  const show = (id: string) => act(() => dom.root.render(<Selected id={id} />))
  const buttonByText = (text: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)
  const press = (el: Element | undefined | null) => act(() => (el as HTMLElement).click())
  const menuItems = () => [...dom.container.querySelectorAll('.component-add [role="menuitem"]')].map((b) => b.textContent)
  const openAdd = () => press(buttonByText('Add a Component'))
  const pick = (label: string) => press([...dom.container.querySelectorAll('.component-add [role="menuitem"]')].find((b) => b.textContent === label))
  const nodeOf = (id: string) => docStore.getState().doc.nodes[id]
  const undo = () => act(() => void docStore.getState().undo())
  const redo = () => act(() => void docStore.getState().redo())

  it('adds Physics with the defaults as one undoable step; Remove, Collapse and Expand work from its menu', () => {
    show(ids.cube)
    openAdd()
    expect(menuItems()).toEqual(['Events', 'Physics', 'Particle', 'Animation'])
    pick('Physics')
    expect(nodeOf(ids.cube).physics).toEqual(defaultPhysics())
    expect(docStore.getState().undoLabel).toBe('Add physics Cube')
    expect(dom.container.querySelector('section[aria-label="Physics"] [data-testid="physics-panel"]')).not.toBeNull()
    openAdd()
    expect(menuItems()).toEqual(['Events', 'Particle', 'Animation'])
    press(buttonByText('Add a Component'))

    // A field edit goes through the store too.
    type(select('Body'), 'kinematic')
    expect(nodeOf(ids.cube).physics!.body).toBe('kinematic')
    undo()
    expect(nodeOf(ids.cube).physics).toEqual(defaultPhysics())
    // Undoing the Add takes the card away; redo brings both back.
    undo()
    expect(nodeOf(ids.cube).physics).toBeUndefined()
    expect(dom.container.querySelector('section[aria-label="Physics"]')).toBeNull()
    redo()
    expect(dom.container.querySelector('section[aria-label="Physics"]')).not.toBeNull()

    press(dom.container.querySelector('[aria-label="Physics options"]'))
    press(buttonByText('Collapse'))
    expect(dom.container.querySelector('[data-testid="physics-panel"]')).toBeNull()
    expect(nodeOf(ids.cube).physics).toEqual(defaultPhysics())
    press(dom.container.querySelector('[aria-label="Physics options"]'))
    press(buttonByText('Expand'))
    expect(dom.container.querySelector('[data-testid="physics-panel"]')).not.toBeNull()
    press(dom.container.querySelector('[aria-label="Physics options"]'))
    press(buttonByText('Remove'))
    expect(nodeOf(ids.cube).physics).toBeUndefined()
    expect(docStore.getState().undoLabel).toBe('Remove physics Cube')
    expect(dom.container.querySelector('section[aria-label="Physics"]')).toBeNull()
    undo()
    expect(nodeOf(ids.cube).physics).toEqual(defaultPhysics())
  })

  it('adds and removes a Particle emitter the same way', () => {
    show(ids.cube)
    openAdd()
    pick('Particle')
    expect(nodeOf(ids.cube).particles).toEqual(defaultParticles())
    expect(docStore.getState().undoLabel).toBe('Add particles Cube')
    expect(dom.container.querySelector('section[aria-label="Particle"] [data-testid="particle-panel"]')).not.toBeNull()
    press(dom.container.querySelector('[aria-label="Particle options"]'))
    press(buttonByText('Remove'))
    expect(nodeOf(ids.cube).particles).toBeUndefined()
    expect(dom.container.querySelector('section[aria-label="Particle"]')).toBeNull()
  })

  it('offers only what applies to the object: a light gets a Particle emitter, not Physics or Events', () => {
    show(ids.light)
    openAdd()
    expect(menuItems()).toEqual(['Particle'])
  })

  it('offers Animation for a model only, and adds it with its first clip as one undoable step', () => {
    // The door refuses a model whose file the scene lacks, so the asset comes first.
    const asset = { id: 'glb1', type: 'model' as const, name: 'robot.glb', url: '/robot.glb', size: 1, mime: 'model/gltf-binary' }
    act(() => docStore.getState().commit('Add model', [{ op: 'add-asset', asset }, { op: 'add', node: model() }]))
    act(() => modelClips.set('robot', ['Walk', 'Run']))
    show('robot')
    openAdd()
    expect(menuItems()).toEqual(['Events', 'Physics', 'Particle', 'Animation'])
    pick('Animation')
    expect(nodeOf('robot').animation).toEqual(defaultAnimation(['Walk', 'Run']))
    expect(dom.container.querySelector('section[aria-label="Animation"] [data-testid="animation-panel"]')).not.toBeNull()
    undo()
    expect(nodeOf('robot').animation).toBeUndefined()
    act(() => modelClips.delete('robot'))
  })
})
