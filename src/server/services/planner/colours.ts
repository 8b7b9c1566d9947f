/** Colour words → '#RRGGBB' (upper case, as the scene schema wants). Two-word names come first when matching. */
export const COLOURS: Record<string, string> = {
  red: '#D62828',
  'dark red': '#8B0000',
  crimson: '#DC143C',
  scarlet: '#FF2400',
  maroon: '#800000',
  burgundy: '#800020',
  orange: '#F77F00',
  'dark orange': '#FF8C00',
  amber: '#FFBF00',
  yellow: '#FFD23F',
  'light yellow': '#FFF59D',
  gold: '#FFD700',
  golden: '#FFD700',
  lime: '#32CD32',
  green: '#2E8B57',
  'light green': '#90EE90',
  'dark green': '#006400',
  'forest green': '#228B22',
  olive: '#808000',
  mint: '#98FF98',
  emerald: '#50C878',
  teal: '#008080',
  turquoise: '#40E0D0',
  cyan: '#00FFFF',
  aqua: '#00FFFF',
  blue: '#1D4ED8',
  'light blue': '#ADD8E6',
  'sky blue': '#87CEEB',
  'dark blue': '#00008B',
  'navy blue': '#000080',
  navy: '#000080',
  'royal blue': '#4169E1',
  indigo: '#4B0082',
  violet: '#8F00FF',
  purple: '#7B2CBF',
  'dark purple': '#4B0082',
  lavender: '#B57EDC',
  lilac: '#C8A2C8',
  magenta: '#FF00FF',
  pink: '#FF8FAB',
  'hot pink': '#FF69B4',
  'light pink': '#FFB6C1',
  rose: '#FF007F',
  coral: '#FF7F50',
  salmon: '#FA8072',
  peach: '#FFCBA4',
  brown: '#8B5A2B',
  'dark brown': '#5C3A1E',
  'light brown': '#B5835A',
  tan: '#D2B48C',
  beige: '#F5F5DC',
  cream: '#F2E8CF',
  ivory: '#FFFFF0',
  chocolate: '#7B3F00',
  white: '#FFFFFF',
  'off white': '#F5F5F0',
  grey: '#808080',
  gray: '#808080',
  'light grey': '#C8C8C8',
  'light gray': '#C8C8C8',
  'dark grey': '#4A4A4A',
  'dark gray': '#4A4A4A',
  silver: '#C0C0C0',
  charcoal: '#36454F',
  black: '#1A1A1A',
  bronze: '#CD7F32',
  copper: '#B87333',
}

/** 'colourful balloons': each one a different colour of this palette (a single thing: each of its painted parts). */
export const PALETTE = ['#E63946', '#F4A261', '#FFD23F', '#2A9D8F', '#1D4ED8', '#9B5DE5', '#F15BB5', '#00BBF9']
export const VARIED_COLOURS = new Set(['colourful', 'colorful', 'multicoloured', 'multicolored', 'multi-coloured', 'multi-colored', 'rainbow-coloured', 'rainbow-colored', 'assorted'])
for (const w of VARIED_COLOURS) COLOURS[w] = PALETTE[0]

/** Metals whose colour word also means a metallic finish ('a golden statue', 'a silver car'). */
export const METALLIC_COLOURS = new Set(['gold', 'golden', 'silver', 'bronze', 'copper'])

/** Words that are colours only in some places ('a rose', 'an orange', 'a lime'): the parser asks the next word. */
export const AMBIGUOUS_COLOURS = new Set(['rose', 'orange', 'lime', 'gold', 'silver', 'cream', 'chocolate', 'salmon', 'peach', 'mint', 'coral'])

export const colourName = (hex: string): string => Object.entries(COLOURS).find(([, h]) => h === hex)?.[0] ?? hex

/** Shades a colour towards black (k < 0) or white (k > 0). */
export function shade(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16)
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => Math.round(k < 0 ? c * (1 + k) : c + (255 - c) * k))
  return `#${ch.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase()
}
