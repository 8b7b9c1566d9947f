// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeValue, useDomRoot } from '../../../../tests/support/dom-root'
import { Slider, type TypedNumber } from './slider'

const dom = useDomRoot()
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const type = changeValue
const range = { min: 0, max: 1, step: 0.05 }
const typed: TypedNumber = { pattern: /^\d*\.?\d*$/, parse: (text, min, max) => (text === '' || text === '.' ? null : Math.min(max, Math.max(min, Number(text)))) }

describe('the field kit slider', () => {
  it('reports every move at once without a debounce, and shows the value beside its label', () => {
    const onChange = vi.fn()
    act(() => dom.root.render(<Slider label="Drag" value={0.5} range={range} show={(v) => v.toFixed(2)} onChange={onChange} />))
    type(dom.container.querySelector('input[type=range]')!, '0.25')
    expect(onChange).toHaveBeenCalledWith(0.25)
    expect(dom.container.textContent).toContain('Drag 0.25')
  })

  it('with a debounce, reports only the last value of a drag, 300 ms after it', () => {
    const onChange = vi.fn()
    act(() => dom.root.render(<Slider label="Size" value={0} range={range} debounceMs={300} onChange={onChange} />))
    const thumb = dom.container.querySelector<HTMLInputElement>('input[type=range]')!
    type(thumb, '0.2')
    type(thumb, '0.4')
    act(() => vi.advanceTimersByTime(299))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(0.4)
  })

  it('with a number box, takes what the pattern allows and clamps it to the range', () => {
    const onChange = vi.fn()
    act(() => dom.root.render(<Slider label="Alpha" value={0.5} range={range} typed={typed} onChange={onChange} />))
    const box = dom.container.querySelector<HTMLInputElement>('input[aria-label="Alpha value"]')!
    type(box, '-1')
    expect(box.value).toBe('0.5')
    type(box, '7')
    expect(onChange).toHaveBeenLastCalledWith(1)
    expect(dom.container.querySelector<HTMLInputElement>('input[type=range]')!.value).toBe('1')
  })
})
