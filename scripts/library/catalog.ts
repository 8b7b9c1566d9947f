/** Serialises the library manifest as JSON for the server to seed its database. */

export interface CatalogItem {
  slug: string
  type: '3D' | 'image' | 'video' | 'audio' | 'text'
  subtype: string
  name: string
  description: string
  tags: string[]
  file: string | null
  thumbnail: string
  size: number
  mime: string
  triangles?: number
  dimensions?: [number, number, number]
  text?: { content: string; font: string; size: number; color: string; weight: number }
}

/** The catalogue as src/server/services/library/library-catalog.json (library-catalog.ts reads it). */
export function catalogJson(items: CatalogItem[]): string {
  return `${JSON.stringify(items, null, 2)}\n`
}
