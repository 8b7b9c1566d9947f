// @vitest-environment jsdom
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { changeValue, useDomRoot } from '../../../../../tests/support/dom-root'
import type { FontFamily } from '@shared/fonts'
import { FontPicker, type FontPatch } from './font-picker'

const dom = useDomRoot()

type Change = { patch: FontPatch; label: string }
/** Holds family and weight like the Text panel: every change is applied and recorded. */
function mount(initial: FontPatch, catalogue?: FontFamily[]) {
  const changes: Change[] = []
  function Harness() {
    const [value, setValue] = useState(initial)
    return (
      <FontPicker
        family={value.fontFamily}
        weight={value.fontWeight}
        catalogue={catalogue}
        onChange={(patch, label) => {
          changes.push({ patch, label })
          setValue(patch)
        }}
      />
    )
  }
  act(() => dom.root.render(<Harness />))
  return changes
}

const $ = <T extends Element>(selector: string) => dom.container.querySelector<T>(selector)!
const options = () => [...dom.container.querySelectorAll<HTMLButtonElement>('[role="option"]')]
const open = () => act(() => $<HTMLButtonElement>('[data-testid="font-family"]').click())
function scrollList(atBottom: boolean) {
  const list = $<HTMLDivElement>('[data-testid="font-list"]')
  // jsdom lays nothing out: give the list a size and a position.
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 })
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 200 })
  Object.defineProperty(list, 'scrollTop', { configurable: true, value: atBottom ? 800 : 300 })
  act(() => list.dispatchEvent(new Event('scroll')))
}

const many = (n: number): FontFamily[] =>
  Array.from({ length: n }, (_, i) => ({ family: `Family ${String(i).padStart(3, '0')}`, pkg: `family-${i}`, variants: [{ weight: 400, italic: false }] }))

describe('FontPicker', () => {
  it('lists the installed families and picks the regular weight of the chosen one', () => {
    const changes = mount({ fontFamily: 'ABeeZee', fontWeight: 400 })
    expect($('[data-testid="font-family"]').textContent).toBe('ABeeZee')
    open()
    const names = options().map((o) => o.title)
    expect(names).toEqual(expect.arrayContaining(['ABeeZee', 'Roboto', 'Open Sans', 'Playfair Display']))
    act(() => options().find((o) => o.title === 'Merriweather')!.click())
    expect(changes).toEqual([{ patch: { fontFamily: 'Merriweather', fontWeight: 400 }, label: 'Font family' }])
    expect(dom.container.querySelector('[role="listbox"]')).toBeNull()
    const weights = [...$<HTMLSelectElement>('[data-testid="font-weight"]').options].map((o) => o.textContent)
    expect(weights).toEqual(['Light', 'Regular', 'Medium', 'Semi Bold', 'Bold', 'Extra Bold', 'Black'])
  })

  it('falls back to the first listed weight when a family has no regular', () => {
    const catalogue: FontFamily[] = [
      { family: 'ABeeZee', pkg: 'abeezee', variants: [{ weight: 400, italic: false }] },
      { family: 'Heavy Only', pkg: 'heavy-only', variants: [{ weight: 800, italic: false }, { weight: 900, italic: false }] },
    ]
    const changes = mount({ fontFamily: 'ABeeZee', fontWeight: 400 }, catalogue)
    open()
    act(() => options()[1].click())
    expect(changes.at(-1)!.patch).toEqual({ fontFamily: 'Heavy Only', fontWeight: 800 })
  })

  it('changes the weight with the spec labels', () => {
    const changes = mount({ fontFamily: 'Roboto', fontWeight: 400 })
    const select = $<HTMLSelectElement>('[data-testid="font-weight"]')
    expect([...select.options].map((o) => o.textContent)).toEqual(['Thin', 'Extra Light', 'Light', 'Regular', 'Medium', 'Semi Bold', 'Bold', 'Extra Bold', 'Black'])
    changeValue(select, '700')
    expect(changes).toEqual([{ patch: { fontFamily: 'Roboto', fontWeight: 700 }, label: 'Font weight' }])
    expect(select.value).toBe('700')
  })

  it('shows 50 families first and 30 more each time the list is scrolled to the bottom', () => {
    mount({ fontFamily: 'Family 000', fontWeight: 400 }, many(120))
    open()
    expect(options()).toHaveLength(50)
    scrollList(false)
    expect(options()).toHaveLength(50)
    scrollList(true)
    expect(options()).toHaveLength(80)
    scrollList(true)
    expect(options()).toHaveLength(110)
    scrollList(true)
    expect(options()).toHaveLength(120)
    expect(options().at(-1)!.title).toBe('Family 119')
  })

  it('cuts list labels above 13 characters and the select text above 20', () => {
    const catalogue: FontFamily[] = [
      { family: 'A Very Long Family Name Indeed', pkg: 'long', variants: [{ weight: 400, italic: false }] },
      { family: 'Thirteen char', pkg: 'thirteen', variants: [{ weight: 400, italic: false }] },
    ]
    mount({ fontFamily: 'A Very Long Family Name Indeed', fontWeight: 400 }, catalogue)
    expect($('[data-testid="font-family"]').textContent).toBe('A Very Long Family N…')
    open()
    expect(options().map((o) => o.textContent)).toEqual(['A Very Long F…', 'Thirteen char'])
    expect(options()[0].title).toBe('A Very Long Family Name Indeed')
  })

  it('filters by name and says so when nothing matches', () => {
    mount({ fontFamily: 'ABeeZee', fontWeight: 400 })
    open()
    const search = $<HTMLInputElement>('input[aria-label="Search fonts"]')
    const typeIn = (value: string) => changeValue(search, value)
    typeIn('sans')
    expect(options().map((o) => o.title)).toEqual(['Open Sans', 'Plus Jakarta Sans'])
    typeIn('zzz')
    expect(options()).toHaveLength(0)
    expect(dom.container.textContent).toContain('No match found')
  })

  it('keeps showing a weight the family does not have, rather than a wrong one', () => {
    mount({ fontFamily: 'Oswald', fontWeight: 900 })
    const select = $<HTMLSelectElement>('[data-testid="font-weight"]')
    expect(select.value).toBe('900')
    expect([...select.options].map((o) => o.value)).toEqual(['200', '300', '400', '500', '600', '700', '900'])
  })
})
