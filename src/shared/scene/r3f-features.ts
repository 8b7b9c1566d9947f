import type { SceneDocument } from './schema'

/**
 * The document versions the core reads directly (older documents are migrated by the R3F path).
 * v3 changed only `order` from a number to a fractional-index key; the core sorts siblings with
 * plain `<`, which orders either, so pages published before v3 keep the light path.
 */
export const CORE_SCENE_VERSIONS: readonly number[] = [2, 3]
export const coreReads = (doc: { schemaVersion?: unknown }) => CORE_SCENE_VERSIONS.includes(doc.schemaVersion as number)

/**
 * What the core alone cannot draw yet: 2D (SDF) text, media, hotspot labels, particles, physics
 * and the environment's elements belong to the R3F layer, which a page loads only for scenes that
 * have them (3D text, procedural motion and model clips the core's page does itself). An empty
 * list: the core draws the whole scene.
 */
export function r3fFeatures(doc: SceneDocument): string[] {
  const found = new Set<string>()
  if (!coreReads(doc)) found.add('migration')
  for (const node of Object.values(doc.nodes ?? {})) {
    if ((node.kind === 'text' && node.text.textType !== '3D') || node.kind === 'image' || node.kind === 'video' || node.kind === 'audio') found.add(node.kind)
    if (node.kind === 'hotspot') found.add('hotspot label')
    if (node.physics) found.add('physics')
    if (node.particles) found.add('particles')
  }
  // The stars are the core's look; the other elements (terrain, water, weather…) are the R3F layer's.
  if (doc.settings?.environment?.elements?.some((e) => e !== 'stars')) found.add('environment elements')
  return [...found]
}
