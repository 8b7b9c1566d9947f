// @vitest-environment jsdom
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { changeValue, useDomRoot } from '../../../../../tests/support/dom-root'
import { defaultSettings } from '@shared/scene/defaults'
import type { SceneSettings } from '@shared/scene/schema'
import { reflectionProbesOf, SKY_HORIZON } from '../../scene-render/environment/settings'
import { EnvironmentPanel } from './environment-panel'

const dom = useDomRoot()

/** Holds settings like the editor's store: each patch is merged in and recorded with its label. */
function mount(initial: SceneSettings = defaultSettings()) {
  const commits: { patch: Partial<SceneSettings>; label: string }[] = []
  let current = initial
  function Harness() {
    const [settings, setSettings] = useState(initial)
    current = settings
    return (
      <EnvironmentPanel
        settings={settings}
        onChange={(patch, label) => {
          commits.push({ patch, label })
          setSettings((s) => (current = { ...s, ...patch }))
        }}
      />
    )
  }
  act(() => dom.root.render(<Harness />))
  return { commits, settings: () => current }
}

const field = <T extends HTMLElement>(label: string, selector = 'input, select') => {
  const found = [...dom.container.querySelectorAll('label')].find((l) => l.querySelector('span')?.textContent?.startsWith(label))
  if (!found) throw new Error(`no field ${label}`)
  return found.querySelector<T>(selector)!
}
const set = changeValue
const click = (el: HTMLElement) => act(() => el.click())

describe('EnvironmentPanel', () => {
  it('offers the spec fields and the eight elements', () => {
    mount()
    for (const label of ['Skybox', 'Ambient Light', 'Ambient intensity', 'Fog', 'Reflection Probes']) expect(field(label)).toBeTruthy()
    for (const label of ['Terrain', 'Water', 'Clouds', 'Stars', 'Rain', 'Snow', 'Fire', 'Foliage']) expect(field(label)).toBeTruthy()
    const options = [...field<HTMLSelectElement>('Skybox').options].map((o) => o.textContent)
    expect(options).toEqual(['None', 'Color', 'Studio', 'Sunset', 'Night', 'Forest', 'City'])
  })

  it('toggles elements in the spec order, one labelled step each', () => {
    const { commits, settings } = mount()
    click(field('Rain'))
    click(field('Terrain'))
    expect(settings().environment.elements).toEqual(['terrain', 'rain'])
    click(field('Rain'))
    expect(settings().environment.elements).toEqual(['terrain'])
    expect(commits.map((c) => c.label)).toEqual(['Show Rain', 'Show Terrain', 'Hide Rain'])
  })

  it('turns fog on and off, shows start/end for linear and density for exponential, and remembers the type', () => {
    const { settings } = mount()
    expect(() => field('Fog Type')).toThrow()
    click(field('Fog'))
    expect(settings().fog.type).toBe('linear')
    set(field('Fog Start'), '5')
    set(field('Fog End'), '80')
    expect(settings().fog).toMatchObject({ near: 5, far: 80 })
    set(field('Fog Type'), 'exponential')
    expect(() => field('Fog Start')).toThrow()
    set(field('Fog Density'), '0.05')
    expect(settings().fog).toMatchObject({ type: 'exponential', density: 0.05 })
    click(field('Fog'))
    expect(settings().fog.type).toBe('none')
    click(field('Fog'))
    expect(settings().fog.type).toBe('exponential')
  })

  it('changing the skybox carries a matching fog colour along, but not one the author chose', () => {
    const { commits, settings } = mount()
    set(field('Skybox'), 'night')
    expect(settings().environment.skybox).toBe('night')
    expect(settings().fog.color).toBe(SKY_HORIZON.night)
    expect(commits.at(-1)!.label).toBe('Skybox')
    click(field('Fog'))
    set(field('Fog colour', 'input:not([type=color])'), '#123456')
    set(field('Skybox'), 'forest')
    expect(settings().fog.color).toBe('#123456')
  })

  it('sets ambient light and reflection probes', () => {
    const { settings } = mount({ ...defaultSettings(), environment: { skybox: 'studio', elements: [], reflectionProbes: { mode: 'sky', intensity: 1 } } })
    set(field('Ambient intensity'), '1.5')
    expect(settings().ambientLight.intensity).toBe(1.5)
    set(field('Ambient Light', 'input:not([type=color])'), '#ff0000')
    expect(settings().ambientLight.color).toBe('#FF0000')
    set(field('Probe intensity'), '0.5')
    expect(reflectionProbesOf(settings())).toEqual({ mode: 'sky', intensity: 0.5 })
    set(field('Reflection Probes'), 'off')
    expect(reflectionProbesOf(settings()).mode).toBe('off')
    expect(() => field('Probe intensity')).toThrow()
  })
})
