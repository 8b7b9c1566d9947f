import type { SpriteSheet } from './vector-sprite'

/**
 * A sprite sheet's clock and UVs. Apart from vector-sprite.ts (its zod schemas) so that the public
 * viewer's first-frame chunk plays a GIF without carrying zod.
 */

/** Which frame shows `ms` after the sprite started (the last one once a finite loop count is spent). */
export function spriteFrameAt(sheet: Pick<SpriteSheet, 'delays' | 'loop'>, ms: number): { frame: number; nextInMs: number } {
  const total = sheet.delays.reduce((a, b) => a + b, 0)
  if (sheet.loop > 0 && ms >= total * sheet.loop) return { frame: sheet.delays.length - 1, nextInMs: Infinity }
  let t = total > 0 ? ms % total : 0
  for (let i = 0; i < sheet.delays.length; i++) {
    if (t < sheet.delays[i]) return { frame: i, nextInMs: sheet.delays[i] - t }
    t -= sheet.delays[i]
  }
  return { frame: 0, nextInMs: sheet.delays[0] }
}

/** Texture offset and repeat of one frame (three's UVs start at the bottom; the sheet's rows at the top). */
export function spriteFrameUv(sheet: Pick<SpriteSheet, 'columns' | 'rows'>, frame: number): { repeat: [number, number]; offset: [number, number] } {
  const col = frame % sheet.columns
  const row = Math.floor(frame / sheet.columns)
  return { repeat: [1 / sheet.columns, 1 / sheet.rows], offset: [col / sheet.columns, 1 - (row + 1) / sheet.rows] }
}
