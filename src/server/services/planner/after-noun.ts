import type { Entity } from './entities'
import type { Item } from './scan'

/**
 * Descriptions said after the thing: 'three cars: one red, one white, one black', 'four
 * umbrellas in red, yellow, green and blue', 'two tents, a red one and a blue one' give each copy
 * its colour in order; 'two knights by the door, one on each side' puts one each side of the door.
 */
const FILLER = new Set(['one', 'a', 'an', 'and', 'in', 'coloured', 'colored', 'each', 'another', 'the', 'other', 'ones', 'of', 'them', 'is', 'are', 'painted', 'all', 'different', 'colours', 'colors'])

export function coloursAfter(items: Item[], entities: Entity[]): void {
  for (const e of entities) {
    if (e.kind !== 'object' || e.existing || e.count < 2 || e.colours) continue
    const colours: { hex: string; name: string }[] = []
    for (let k = e.item + 1; k < items.length; k++) {
      const it = items[k]
      if (it.t === 'colour') colours.push({ hex: it.hex, name: it.name })
      else if (it.t === 'sep' && (it.word === ',' || it.word === 'and' || it.word === ':' || it.word === 'or')) continue
      else if (it.t === 'word' && FILLER.has(it.word)) continue
      else if (it.t === 'number' && it.value === 1) continue
      else if (it.t === 'relation' && it.rel === 'in') continue
      else break
    }
    if (colours.length < 2 || colours.length > e.count) continue
    e.colours = colours
    e.colour = colours[colours.length - 1]
  }
}

/** 'two knights guarding the door, one on each side': the two, one each side of the thing named last. */
export function oneEachSide(tokens: string[], items: Item[], entities: Entity[]): void {
  for (let i = 3; i < tokens.length; i++) {
    if (tokens[i] !== 'side' || !['each', 'either'].includes(tokens[i - 1]) || tokens[i - 3] !== 'one') continue
    const at = (e: Entity) => items[e.item]?.i ?? -1
    const before = entities.filter((e) => e.kind === 'object' && !e.pronoun && at(e) >= 0 && at(e) < i - 3)
    const pair = [...before].reverse().find((e) => e.count === 2 && !e.existing)
    const target = [...before].reverse().find((e) => e !== pair)
    if (!pair || !target) continue
    // Undo a side reading of the thing named last ('the door' made two doors).
    if (target.rel?.sides) {
      target.count = 1
      target.plural = false
      target.rel = undefined
    }
    pair.rel = { type: 'next', target: { entity: target.index }, sides: true }
  }
}
