import fs from 'node:fs'

/**
 * The starter library's catalogue. The items are data, generated into library-catalog.json by
 * scripts/library/build-all.ts (do not edit that file by hand; regenerate with
 * `node --import tsx scripts/library/build-all.ts`). Every file it names lives under
 * public/library and is CC0 1.0 (see public/library/LICENSE.md).
 */

export interface LibraryItem {
  slug: string
  type: '3D' | 'image' | 'video' | 'audio' | 'text'
  /** e.g. 'Furniture', 'Nature', 'Vehicles', 'Buildings', 'Props', 'Animals', 'Space', 'Textures', 'Posters', 'Sound effects', 'Ambience', 'Clips', 'Headings' */
  subtype: string
  name: string
  /** One sentence with distinctive words, for search. */
  description: string
  tags: string[]
  /** URL path under /library, or null for text presets. */
  file: string | null
  /** URL path of a 256×256 PNG. */
  thumbnail: string
  /** Bytes of the file (0 for text presets). */
  size: number
  mime: string
  /** 3D only: triangle count. */
  triangles?: number
  /** 3D only: bounding-box size in metres [x, y, z]; models stand on y = 0, centred on x/z, front facing +Z. */
  dimensions?: [number, number, number]
  /** Text presets only. */
  text?: { content: string; font: string; size: number; color: string; weight: number }
}

export const LIBRARY_ITEMS: LibraryItem[] = JSON.parse(fs.readFileSync(new URL('./library-catalog.json', import.meta.url), 'utf8'))
