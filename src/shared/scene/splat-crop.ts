import * as z from 'zod'

/**
 * A splat's crop: the box, in the node's own metres (before its scale and rotation), outside which
 * its splats are hidden. Captures are y-down and turned upright by the node's rotation, so the
 * box's y runs the file's way. The renderer hides rather than deletes, so a crop costs nothing to
 * change and undo gives back every splat.
 */

/** The furthest a crop corner may stand from the node's origin, in metres: a capture of a large room fits with room to spare, and no corner can carry a value the GPU's floats would blur. */
export const SPLAT_CROP_LIMIT = 1000

const coordinate = z.number().finite().min(-SPLAT_CROP_LIMIT).max(SPLAT_CROP_LIMIT)
const corner = z.tuple([coordinate, coordinate, coordinate])

// Strict: the door refuses unknown fields on a node, and the same goes for the crop inside it.
export const splatCropSchema = z
  .strictObject({ min: corner, max: corner })
  .refine((crop) => crop.min.every((v, axis) => v < crop.max[axis]), { message: 'a crop box needs min below max on every axis', path: ['max'] })
export type SplatCrop = z.infer<typeof splatCropSchema>

/** Why `crop` would be refused (the panel says it before committing), or null when it fits. */
export function splatCropIssue(crop: SplatCrop): string | null {
  const parsed = splatCropSchema.safeParse(crop)
  return parsed.success ? null : parsed.error.issues[0].message
}

/** A local box of the splat itself (its bounds when known), as the crop a new Crop starts from. */
export function cropAround(bounds: { min: readonly number[]; max: readonly number[] } | null): SplatCrop {
  if (!bounds) return { min: [-1, -1, -1], max: [1, 1, 1] }
  const clamp = (v: number) => Math.min(SPLAT_CROP_LIMIT, Math.max(-SPLAT_CROP_LIMIT, v))
  const round = (v: number, up: boolean) => clamp((up ? Math.ceil : Math.floor)(v * 1000) / 1000)
  const min = [0, 1, 2].map((i) => Math.min(round(bounds.min[i], false), SPLAT_CROP_LIMIT - 0.001)) as SplatCrop['min']
  const max = [0, 1, 2].map((i) => Math.max(round(bounds.max[i], true), min[i] + 0.001)) as SplatCrop['max']
  return { min, max }
}
