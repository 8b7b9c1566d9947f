// @vitest-environment jsdom
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { defaultText } from '@shared/scene/defaults'
import type { TextSettings } from '@shared/scene/schema'
import { useDomRoot } from '../../../../../tests/support/dom-root'
import { TextPanel } from './text-panel'

const dom = useDomRoot()

/** The panel over a text held like the properties panel does: each update is applied and recorded. */
function mount(initial: Partial<TextSettings>) {
  const updates: { label: string; text: TextSettings }[] = []
  function Harness() {
    const [text, setText] = useState<TextSettings>({ ...defaultText(), ...initial })
    return (
      <TextPanel
        text={text}
        update={(label, next) => {
          updates.push({ label, text: next })
          setText(next)
        }}
      />
    )
  }
  act(() => dom.root.render(<Harness />))
  return updates
}

const italicBox = () => dom.container.querySelector<HTMLInputElement>('[data-testid="font-italic"]')
const chooseFamily = (name: string) => {
  act(() => dom.container.querySelector<HTMLButtonElement>('[data-testid="font-family"]')!.click())
  const option = [...dom.container.querySelectorAll<HTMLButtonElement>('[role="option"]')].find((o) => o.title === name)!
  act(() => option.click())
}

describe('Text panel italic toggle', () => {
  it('shows for a family with an italic face and sets fontStyle as one step', () => {
    const updates = mount({ fontFamily: 'Roboto', fontWeight: 700 })
    expect(italicBox()?.checked).toBe(false)
    act(() => italicBox()!.click())
    expect(updates.at(-1)).toMatchObject({ label: 'Italic', text: { fontFamily: 'Roboto', fontWeight: 700, fontStyle: 'italic' } })
    expect(italicBox()!.checked).toBe(true)
    act(() => italicBox()!.click())
    expect(updates.at(-1)?.text.fontStyle).toBe('normal')
  })

  it('is absent for a family without italics (Oswald, Bebas Neue)', () => {
    mount({ fontFamily: 'Oswald', fontWeight: 400 })
    expect(italicBox()).toBeNull()
  })

  it('drops italic when a family without an italic face is chosen, keeps it for one with', () => {
    const updates = mount({ fontFamily: 'Roboto', fontWeight: 400, fontStyle: 'italic' })
    chooseFamily('Lato')
    expect(updates.at(-1)?.text).toMatchObject({ fontFamily: 'Lato', fontStyle: 'italic' })
    chooseFamily('Pacifico')
    expect(updates.at(-1)?.text).toMatchObject({ fontFamily: 'Pacifico', fontStyle: 'normal' })
    expect(italicBox()).toBeNull()
  })
})
