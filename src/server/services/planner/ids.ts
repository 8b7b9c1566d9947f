import type { SceneDocument } from '../../../shared/scene/schema'

/** A string hash (FNV-1a), to seed ids from the prompt so the same prompt on the same scene gives the same ids. */
export function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * Ids of the form ai-<counter>-<rand>: the counter continues from the scene's size and the random
 * part comes from a seeded generator, so ids are deterministic, valid node ids and never collide
 * with ones already in the document (or handed out in this plan).
 */
export class IdMaker {
  private counter: number
  private state: number
  private readonly taken: Set<string>

  constructor(doc: SceneDocument, seedText: string) {
    this.taken = new Set([...Object.keys(doc.nodes), ...Object.keys(doc.assets)])
    for (const node of Object.values(doc.nodes)) for (const e of node.events) this.taken.add(e.id)
    this.counter = Object.keys(doc.nodes).length + 1
    this.state = hash(seedText) || 1
  }

  private rand(): string {
    // mulberry32
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) % 1679616).toString(36).padStart(4, '0')
  }

  next(prefix = 'ai'): string {
    for (;;) {
      const id = `${prefix}-${this.counter++}-${this.rand()}`
      if (!this.taken.has(id)) {
        this.taken.add(id)
        return id
      }
    }
  }
}

/** Unique top-level names the editor's way (Tree, Tree1, Tree2…), counting names handed out in this plan. */
export class NameMaker {
  private readonly taken: Set<string>
  constructor(doc: SceneDocument) {
    this.taken = new Set(Object.values(doc.nodes).map((n) => n.name))
  }
  next(base: string): string {
    const clean = base.slice(0, 110)
    let name = clean
    for (let i = 1; this.taken.has(name); i++) name = `${clean}${i}`
    this.taken.add(name)
    return name
  }
}
