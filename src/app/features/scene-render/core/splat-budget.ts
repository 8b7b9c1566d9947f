import { SPLAT_BUDGET } from '@shared/api/assets'

/**
 * The per-frame splat budget of one scene, shared by all its splats. Spark's LoD caps only the
 * splats of files that have a LoD tree (its `lodSplatCount`); a file drawn whole adds all of its
 * splats to every frame. So each file is counted in before it loads: it is drawn whole only while
 * the scene's whole-drawn splats stay within the smaller (phone and headset) budget, otherwise it
 * gets a LoD tree; the LoD files share what the budget leaves.
 */
export interface SplatLedger {
  /** Counts a file of `splats` in (unknown: a LoD tree only past the headroom left now); answers whether it needs a LoD tree and how to count it out. */
  reserve: (splats: number | undefined) => { lod: boolean; lodAbove: number; release: () => void }
  /** Splats a frame may draw here now: the headset budget in an immersive session, whatever the screen. */
  budget: (presenting: boolean) => number
  /** What the LoD files may draw together this frame. */
  lodShare: (presenting: boolean) => number
  /** Splats drawn whole (no LoD tree), all files together. */
  readonly whole: number
}

/** `small`: a phone or a headset's browser (the core's guess or Spark's detection). */
export function createSplatLedger(small: boolean): SplatLedger {
  let whole = 0
  const budget = (presenting: boolean) => (small || presenting ? SPLAT_BUDGET.mobile : SPLAT_BUDGET.desktop)
  return {
    reserve(splats) {
      const headroom = SPLAT_BUDGET.mobile - whole
      if (splats === undefined) {
        // Spark decides after decoding (lodAbove): the count is learnt only then, so none is held.
        return { lod: true, lodAbove: Math.max(1, headroom), release: () => {} }
      }
      if (splats > headroom) return { lod: true, lodAbove: 0, release: () => {} }
      whole += splats
      let held = true
      return {
        lod: false,
        lodAbove: headroom,
        release: () => {
          if (held) whole -= splats
          held = false
        },
      }
    },
    budget,
    lodShare: (presenting) => Math.max(0, budget(presenting) - whole),
    get whole() {
      return whole
    },
  }
}
