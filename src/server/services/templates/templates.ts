import type { SceneDocument } from '@shared/scene/schema'
import { TemplateBuilder } from './template-builder'

export interface TemplateDefinition {
  slug: string
  name: string
  industry: string
  description: string
  category: 'SURFACE' | 'WORLD'
  thumbnail: string
  build: () => SceneDocument
}

/** Ready-made scenes, seeded at start; opening one gives the user their own copy. */
export const TEMPLATES: TemplateDefinition[] = [
  {
    slug: 'product-showcase',
    name: 'Product Showcase',
    industry: 'Retail',
    description: 'A hero product on a lit turntable pedestal with a title and a details hotspot.',
    category: 'SURFACE',
    thumbnail: '/library/thumbs/trophy.png',
    build: () => {
      const t = new TemplateBuilder('product-showcase').background('#15171F')
      t.shape('cylinder', [0, 0.25, 0], '#2A2F3D', [1.6, 0.5, 1.6])
      t.model('trophy', [0, 0.5, 0], 20, 3)
      t.light('spot', [1.5, 3, 2], '#FFFFFF', 4)
      // The title behind the product at about its width, not a banner that dwarfs it; the
      // hotspot beside the trophy's cup, so its label never covers the product.
      t.text('New Collection', [0, 1.95, -0.8], '#FFFFFF', 22)
      t.hotspot('Gold finish, 33 cm tall', [0.62, 0.78, 0.3], '#FBBF24')
      return t.doc
    },
  },
  {
    slug: 'furniture-placement',
    name: 'Furniture Placement',
    industry: 'Home & Interior',
    description: 'A living-room set to place on your floor: sofa, table, chairs, lamp and plants.',
    category: 'SURFACE',
    thumbnail: '/library/thumbs/sofa.png',
    build: () => {
      const t = new TemplateBuilder('furniture-placement').background('#1B1D24')
      t.shape('plane', [0, 0.001, 0], '#3A3226', [5, 1, 4])
      t.model('sofa', [0, 0, -1.2])
      t.model('dining-table', [0, 0, 0.6], 0, 0.7)
      t.model('wooden-chair', [1.3, 0, 0.6], -90)
      t.model('floor-lamp', [1.6, 0, -1.3])
      t.model('potted-plant', [-1.7, 0, -1.3])
      // On the left, facing into the room: the fitted view looks from the front right, so a shelf
      // on the right showed the camera its plain back.
      t.model('bookshelf', [-2.2, 0, 0.2], 90)
      return t.doc
    },
  },
  {
    slug: 'museum-exhibit',
    name: 'Museum Exhibit',
    industry: 'Culture & Museums',
    description: 'Three exhibits on plinths with labelled hotspots visitors can tap for the story.',
    category: 'WORLD',
    thumbnail: '/library/thumbs/desk-globe.png',
    build: () => {
      const t = new TemplateBuilder('museum-exhibit').background('#101218')
      for (const [x, slug] of [[-2, 'desk-globe'], [0, 'trophy'], [2, 'book-stack']] as const) {
        t.shape('cube', [x, 0.5, 0], '#E8E4DA', [0.8, 1, 0.8])
        t.model(slug, [x, 1, 0], 15, 2)
      }
      t.hotspot('A 19th-century desk globe', [-2, 2.2, 0])
      t.hotspot('The 1952 cup', [0, 2.2, 0])
      t.hotspot('First editions', [2, 2.2, 0])
      t.text('Hall of Discovery', [0, 3.1, -1], '#E8E4DA', 42)
      t.light('spot', [0, 5, 3], '#FFF4D6', 3)
      return t.doc
    },
  },
  {
    slug: 'event-invitation',
    name: 'Event Invitation',
    industry: 'Events',
    description: 'Balloons, gifts and a big 3D invitation that pops up on any table.',
    category: 'SURFACE',
    thumbnail: '/library/thumbs/party-balloons.png',
    build: () => {
      const t = new TemplateBuilder('event-invitation').background('#1A1430')
      t.model('party-balloons', [-3.6, 0, -0.6], 10)
      t.model('party-balloons', [3.6, 0, -0.6], -15)
      t.model('gift-box', [-0.4, 0, 0.5], 20, 1.5)
      t.model('gift-box', [0.5, 0, 0.6], -10)
      t.text("You're invited!", [0, 2.05, 0], '#FF6F91', 70)
      t.text('Saturday 8 pm · Rooftop', [0, 1.25, 0], '#FFFFFF', 30)
      t.shape('star', [0, 2.95, 0], '#FBBF24', 0.6)
      return t.doc
    },
  },
  {
    slug: 'solar-system-lesson',
    name: 'Educational Model',
    industry: 'Education',
    description: 'A ringed planet, its moon and a rocket with hotspots that explain each part.',
    category: 'WORLD',
    thumbnail: '/library/thumbs/ringed-planet.png',
    build: () => {
      const t = new TemplateBuilder('solar-system-lesson').background('#05070D')
      t.model('ringed-planet', [0, 1.5, -1], 0, 0.8)
      t.model('moon', [3, 2.5, -1.5], 0, 0.4)
      t.model('retro-rocket', [-3, 0, 0], 0, 0.4)
      t.hotspot('Rings are made of ice and rock', [2.1, 0.6, 0.2])
      t.hotspot('Moons orbit their planet', [3.2, 1.5, -1.2])
      t.hotspot('Rockets escape gravity at 11.2 km/s', [-3, 2.8, 0])
      // High and behind, clear of the planet and the labels.
      t.text('Our Solar System', [0, 4.4, -2.2], '#8EC5FF', 50)
      t.light('point', [0, 4, 2], '#FFFFFF', 3)
      return t.doc
    },
  },
  {
    slug: 'real-estate-marker',
    name: 'Real-Estate Marker',
    industry: 'Real Estate',
    description: 'A cottage on its plot with a garden, fence and a For Sale sign with the key facts.',
    category: 'WORLD',
    thumbnail: '/library/thumbs/cottage.png',
    build: () => {
      const t = new TemplateBuilder('real-estate-marker').background('#172029')
      t.shape('plane', [0, 0.001, 0], '#3F6B3A', [16, 1, 14])
      t.model('cottage', [0, 0, -1.5])
      t.model('oak-tree', [-6, 0, -3])
      t.model('pine-tree', [6, 0, -4])
      t.model('round-bush', [-3.5, 0, 3])
      for (const x of [-4, -2, 2, 4]) t.model('picket-fence', [x, 0, 5.5])
      t.model('signpost', [0.5, 0, 5.2])
      t.text('For Sale', [0, 7.5, -1.5], '#FFFFFF', 100)
      t.hotspot('3 bedrooms · 140 m² · garden', [0, 5.5, 2.2], '#34D399')
      return t.doc
    },
  },
]
