import * as z from 'zod'

/**
 * Vector (SVG) and Sprite (GIF) uploads in document form. Imports nothing from the scene schema
 * so that schema.ts can import it without a cycle (as media-settings.ts does).
 */

/** Metres: an extruded SVG is at most a metre deep in its own frame (scale makes it bigger). */
export const VECTOR_RANGES = {
  depth: { min: 0.005, max: 1, step: 0.005 },
  bevel: { min: 0, max: 0.05, step: 0.001 },
} as const

/** Flat: the drawing as a vector plane (its fills, no depth). Extruded: a solid of that depth, bevelled. */
export const vectorSettingsSchema = z.object({
  extrude: z.boolean(),
  depth: z.number().min(VECTOR_RANGES.depth.min).max(VECTOR_RANGES.depth.max),
  bevel: z.number().min(VECTOR_RANGES.bevel.min).max(VECTOR_RANGES.bevel.max),
})
export type VectorSettings = z.infer<typeof vectorSettingsSchema>
export const defaultVectorSettings = (extrude = true): VectorSettings => ({ extrude, depth: 0.1, bevel: 0.01 })

export const SPRITE_MAX_FRAMES = 300

/**
 * A packed GIF: frames left to right, top to bottom in a columns × rows grid, each shown for its
 * delay (ms); loop 0 plays forever, n plays n times and rests on the last frame.
 */
export const spriteSheetSchema = z
  .object({
    columns: z.number().int().min(1).max(SPRITE_MAX_FRAMES),
    rows: z.number().int().min(1).max(SPRITE_MAX_FRAMES),
    frames: z.number().int().min(1).max(SPRITE_MAX_FRAMES),
    delays: z.array(z.number().int().min(10).max(65_535)).min(1).max(SPRITE_MAX_FRAMES),
    loop: z.number().int().min(0).max(65_535),
  })
  .refine((s) => s.delays.length === s.frames && s.frames <= s.columns * s.rows, 'a sprite sheet needs one delay per frame and room for every frame')
export type SpriteSheet = z.infer<typeof spriteSheetSchema>
