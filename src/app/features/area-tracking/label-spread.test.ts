import { describe, expect, it } from 'vitest'
import { spreadLabels, type LabelBox } from './label-spread'

const rect = (b: LabelBox, dy: number) => ({ left: b.x - b.width / 2, right: b.x + b.width / 2, top: b.y - b.height / 2 + dy, bottom: b.y + b.height / 2 + dy })
const overlaps = (a: ReturnType<typeof rect>, b: ReturnType<typeof rect>) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

describe('reference-point labels kept apart', () => {
  it('leaves labels that do not touch where they are', () => {
    expect(spreadLabels([{ x: 100, y: 100, width: 80, height: 20 }, { x: 300, y: 100, width: 80, height: 20 }, { x: 100, y: 200, width: 80, height: 20 }])).toEqual([0, 0, 0])
  })

  it('moves each overlapping label just below the one it would cover, in screen order', () => {
    const boxes = [
      { x: 205, y: 108, width: 110, height: 22 },
      { x: 200, y: 100, width: 100, height: 22 },
      { x: 190, y: 104, width: 120, height: 22 },
    ]
    const dy = spreadLabels(boxes, 2)
    expect(dy[1]).toBe(0) // the highest stays
    expect(dy[2]).toBeCloseTo(100 + 11 + 2 - (104 - 11)) // just under the first
    expect(dy[0]).toBeCloseTo(dy[2] + 104 + 11 + 2 - (108 - 11)) // under the second
    const rects = boxes.map((b, i) => rect(b, dy[i]))
    for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i], rects[j])).toBe(false)
  })

  it('never leaves two of eight labels at one spot overlapping, and skips labels not drawn', () => {
    const boxes = Array.from({ length: 8 }, (_, i) => ({ x: 200 + (i % 3) * 7, y: 300, width: 90, height: 20 }))
    boxes.push({ x: 200, y: 300, width: 0, height: 0 })
    const dy = spreadLabels(boxes)
    expect(dy[8]).toBe(0)
    const rects = boxes.slice(0, 8).map((b, i) => rect(b, dy[i]))
    for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(overlaps(rects[i], rects[j])).toBe(false)
  })
})
