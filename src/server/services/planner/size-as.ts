import type { Entity } from './entities'
import type { Item } from './scan'
import { entityScale } from './build'

/**
 * 'a cat as big as a house', 'a sunflower as tall as the barn', 'a dog the size of a car': the
 * size is the other thing's, measured the way the word says (tall: height; long, wide: the
 * longest side on the ground; big, large: the largest side), and the one size word the scan read
 * ('big') gives way to it. The other thing is still made where it was named.
 */
const MEASURES: Record<string, 'height' | 'length' | 'size'> = { big: 'size', large: 'size', huge: 'size', tall: 'height', high: 'height', long: 'length', wide: 'length' }

const measure = (size: [number, number, number], how: 'height' | 'length' | 'size') => (how === 'height' ? size[1] : how === 'length' ? Math.max(size[0], size[2]) : Math.max(...size))

export function sizedAs(tokens: string[], items: Item[], entities: Entity[]): void {
  for (let i = 0; i + 3 < tokens.length; i++) {
    const as = tokens[i] === 'as' && tokens[i + 1] in MEASURES && tokens[i + 2] === 'as'
    const sizeOf = tokens[i] === 'the' && tokens[i + 1] === 'size' && tokens[i + 2] === 'of'
    if (!as && !sizeOf) continue
    const how = as ? MEASURES[tokens[i + 1]] : 'size'
    const objects = entities.filter((e) => e.kind === 'object' && e.spec && items[e.item])
    const subject = objects.filter((e) => items[e.item].i < i).pop()
    // The measure is named right after: 'as big as a house', 'as tall as the old barn'.
    const other = objects.find((e) => items[e.item].i > i + 2 && items[e.item].i <= i + 6)
    if (!subject?.spec || !other?.spec || subject === other) continue
    const own = measure(subject.spec.size, how)
    const s = entityScale(other, other.spec.size)
    const want = measure([other.spec.size[0] * s[0], other.spec.size[1] * s[1], other.spec.size[2] * s[2]], how)
    if (!(own > 0) || !(want > 0)) continue
    // The scan's own reading of 'big' in 'as big as' goes; other words ('a fat cat as big as…') stay.
    subject.sizes = subject.sizes.filter((z) => z.word !== tokens[i + 1])
    // (Said before the noun: 'a house-sized cat', 'a barn-tall sunflower'.)
    subject.sizes.push({ k: Math.round((want / own) * 1000) / 1000, word: `${other.spec.key}-${how === 'height' ? 'tall' : 'sized'}` })
  }
}
