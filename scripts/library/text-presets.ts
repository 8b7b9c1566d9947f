/** Text presets: styled starting points for the editor's text objects (no file; rendered by the app). */

export interface TextPresetSpec {
  slug: string
  name: string
  subtype: 'Headings' | 'Labels'
  description: string
  tags: string[]
  text: { content: string; font: string; size: number; color: string; weight: number }
  /** Card colours for the thumbnail. */
  card: { bg: string; bg2: string; style: 'plain' | 'neon' | 'tag' | 'caption' | 'banner' | 'pill' }
}

export const TEXT_PRESETS: TextPresetSpec[] = [
  {
    slug: 'big-title',
    name: 'Big Title',
    subtype: 'Headings',
    description: 'A huge extra-bold white headline for scene titles and opening screens.',
    tags: ['title', 'heading', 'headline', 'bold', 'large', 'text'],
    text: { content: 'Your Big Title', font: 'Inter', size: 110, color: '#FFFFFF', weight: 800 },
    card: { bg: '#2B3245', bg2: '#1A1F2C', style: 'plain' },
  },
  {
    slug: 'neon-sign',
    name: 'Neon Sign',
    subtype: 'Headings',
    description: 'A glowing hot-pink neon-style sign word for night clubs, shops and retro scenes.',
    tags: ['neon', 'sign', 'glow', 'retro', 'night', 'text'],
    text: { content: 'OPEN', font: 'ABeeZee', size: 96, color: '#FF2BD6', weight: 400 },
    card: { bg: '#160B24', bg2: '#07040D', style: 'neon' },
  },
  {
    slug: 'price-tag',
    name: 'Price Tag',
    subtype: 'Labels',
    description: 'A bold golden-yellow price label for product showcases and virtual shops.',
    tags: ['price', 'tag', 'shop', 'sale', 'product', 'commerce', 'text'],
    text: { content: '$19.99', font: 'Inter', size: 72, color: '#FFD23F', weight: 700 },
    card: { bg: '#233A2E', bg2: '#142219', style: 'tag' },
  },
  {
    slug: 'caption',
    name: 'Caption',
    subtype: 'Labels',
    description: 'A small light-grey caption line for describing objects, photos and exhibits.',
    tags: ['caption', 'description', 'subtitle', 'small', 'label', 'text'],
    text: { content: 'A short caption describes the scene.', font: 'Inter', size: 28, color: '#D0D4DC', weight: 400 },
    card: { bg: '#30343C', bg2: '#1C1F25', style: 'caption' },
  },
  {
    slug: 'welcome-banner',
    name: 'Welcome Banner',
    subtype: 'Headings',
    description: 'A friendly orange welcome greeting for entrances, lobbies and event spaces.',
    tags: ['welcome', 'banner', 'greeting', 'entrance', 'event', 'text'],
    text: { content: 'Welcome!', font: 'ABeeZee', size: 90, color: '#FF6600', weight: 700 },
    card: { bg: '#3A2516', bg2: '#1E130B', style: 'banner' },
  },
  {
    slug: 'label',
    name: 'Label',
    subtype: 'Labels',
    description: 'A compact sky-blue label for naming parts, hotspots and points of interest.',
    tags: ['label', 'tag', 'name', 'hotspot', 'annotation', 'text'],
    text: { content: 'Label', font: 'Inter', size: 40, color: '#4FC3F7', weight: 600 },
    card: { bg: '#1D2F3D', bg2: '#101B24', style: 'pill' },
  },
]
