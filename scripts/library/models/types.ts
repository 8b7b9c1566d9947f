import type { ModelBuilder } from '../mesh.ts'

export interface ModelSpec {
  slug: string
  name: string
  subtype: 'Furniture' | 'Nature' | 'Vehicles' | 'Buildings' | 'Props' | 'Animals' | 'Space'
  description: string
  tags: string[]
  /** Builds the model; `rand` is seeded from the slug so output is deterministic. */
  build: (rand: () => number) => ModelBuilder
}
