/** A label on screen: its centre and size, in pixels. */
export interface LabelBox {
  x: number
  y: number
  width: number
  height: number
}

/**
 * How far down (pixels) each label moves so that none covers another: taken from the top of the
 * screen down, a label that would overlap one already placed goes just below it, as often as it
 * must. Labels that overlap nothing keep their place; one that is not drawn (zero size) is left.
 * Points close on screen (a table corner above a floor corner seen from afar) then read one under
 * the other instead of printed over each other.
 */
export function spreadLabels(boxes: LabelBox[], gap = 2): number[] {
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[a].y - boxes[b].y || boxes[a].x - boxes[b].x)
  const placed: { left: number; right: number; top: number; bottom: number }[] = []
  const offsets = boxes.map(() => 0)
  for (const i of order) {
    const { x, y, width, height } = boxes[i]
    if (width <= 0 || height <= 0) continue
    const left = x - width / 2
    const right = x + width / 2
    let top = y - height / 2
    // Each move goes below one placed label, so this ends within placed.length moves.
    for (let moved = true; moved; ) {
      moved = false
      for (const p of placed) {
        if (left < p.right + gap && right > p.left - gap && top < p.bottom + gap && top + height > p.top - gap) {
          top = p.bottom + gap
          moved = true
        }
      }
    }
    offsets[i] = top - (y - height / 2)
    placed.push({ left, right, top, bottom: top + height })
  }
  return offsets
}
