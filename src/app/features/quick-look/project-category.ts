/**
 * The open project's type (SURFACE, WORLD, VPS, IMAGE, FACE), as the editor loaded it: Quick
 * Look's anchoring follows it at publish and export. Kept apart from the document store, since
 * the type is the project's, never edited or undone.
 */
let current: { id: string; category: string } | null = null

export function setProjectCategory(id: string, category: string): void {
  current = { id, category }
}

export function projectCategory(id: string): string | null {
  return current?.id === id ? current.category : null
}
