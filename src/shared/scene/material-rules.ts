import type { Material } from './schema'

/**
 * The Material panel's rules (editor spec §4) as pure functions, so the panel, the renderer and
 * the tests read the optional fields the same way.
 */

/**
 * Smoothness the Metallic toggle falls back to when switched off: the new-material default
 * (defaults.ts uses it). A literal, not read from defaults.ts: the viewer's first frame imports
 * these rules, and defaults.ts brings the zod schema with it.
 */
export const DEFAULT_SMOOTHNESS = 0.5
export const SMOOTHNESS_RANGE = { min: 0, max: 0.95, step: 0.05 } as const
export const EMISSION_ON_COLOUR = '#FFFFFF'

/** Every material field that names an image asset (copying and pasting must follow all of them). */
export const MATERIAL_MAP_SLOTS = ['textureAssetId', 'normalMapAssetId', 'metallicMapAssetId', 'emissionMapAssetId'] as const
export type MaterialMapSlot = (typeof MATERIAL_MAP_SLOTS)[number]

export function materialAssetIds(m: Material): string[] {
  return MATERIAL_MAP_SLOTS.map((slot) => m[slot]).filter((id): id is string => typeof id === 'string')
}

/** The Metallic toggle (documents from before it get it from the v1 → v2 migration, on when their metal look differed from off). */
export const isMetallicOn = (m: Material): boolean => m.metallicEnabled

/** Off resets metallic, smoothness and the metallic map (spec §4); on keeps the values as they are. */
export function withMetallic(m: Material, on: boolean): Material {
  return on ? { ...m, metallicEnabled: true } : { ...m, metallicEnabled: false, metallic: 0, smoothness: DEFAULT_SMOOTHNESS, metallicMapAssetId: null }
}

export const isEmissionOn = (m: Material) => m.emission !== null

/** On sets the emission colour to white; off clears the colour and the emission map (spec §4). */
export function withEmission(m: Material, on: boolean): Material {
  return on ? { ...m, emission: EMISSION_ON_COLOUR } : { ...m, emission: null, emissionMapAssetId: null }
}

/** Transparency (Alpha or Blend) applies, and is shown, only for the blended rendering modes. */
export const usesTransparency = (m: Material) => m.renderingMode === 'Fade' || m.renderingMode === 'Transparent'
export const transparencyOf = (m: Material): 'Alpha' | 'Blend' => m.transparency

/** Number text of the panel's fields: digits and at most one decimal point (spec §5 "Material range"). */
export const MATERIAL_NUMBER = /^\d*\.?\d*$/

/** A typed number clamped to the slider's range; null while the text is not a number yet. */
export function parseMaterialNumber(text: string, min: number, max: number): number | null {
  if (!MATERIAL_NUMBER.test(text) || text === '' || text === '.') return null
  return Math.min(max, Math.max(min, Number(text)))
}
