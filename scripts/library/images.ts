import { Raster, hex, mix, clamp01, smoothstep, type RGB } from './raster.ts'
import { fbm2, hash3, noise2, rng } from './rng.ts'

/** Procedural pictures and seamless textures. Each returns a Raster; build-all writes PNGs. */

export interface ImageSpec {
  slug: string
  name: string
  subtype: 'Textures' | 'Posters' | 'Backgrounds'
  description: string
  tags: string[]
  /** Keep the alpha channel in the PNG (for cut-out graphics). */
  alpha?: boolean
  draw: () => Raster
}

const frac = (v: number) => v - Math.floor(v)

function woodGrain(): Raster {
  const S = 512
  const dark = hex('#6E4424')
  const mid = hex('#A8713F')
  const light = hex('#C99560')
  return new Raster(S, S).shade((x, y) => {
    const u = x / S
    const v = y / S
    // planks run vertically; rings are stretched along y and warped by tileable noise
    const warp = fbm2(u * 4, v * 2, 3, 11, 4) * 2.2
    const ring = frac(u * 9 + warp + 0.35 * Math.sin(v * Math.PI * 2))
    const t = smoothstep(0.0, 0.5, ring) * (1 - smoothstep(0.55, 1, ring))
    const fine = fbm2(u * 64, v * 4, 2, 12, 4)
    let c = mix(dark, mid, t)
    c = mix(c, light, clamp01((fine - 0.45) * 1.6) * 0.5)
    const plank = Math.floor(u * 4)
    const tone = 0.92 + hash3(plank, 0, 0, 5) * 0.14
    const seam = Math.abs(frac(u * 4) - 0.5) > 0.496 ? 0.55 : 1
    return [c[0] * tone * seam, c[1] * tone * seam, c[2] * tone * seam]
  })
}

function marble(): Raster {
  const S = 512
  const base = hex('#F2F0EC')
  const vein = hex('#8C8A88')
  const tint = hex('#D9D3CB')
  return new Raster(S, S).shade((x, y) => {
    const u = x / S
    const v = y / S
    const turb = fbm2(u * 4, v * 4, 5, 21, 4)
    const s = Math.sin((u + v) * Math.PI * 6 + turb * 9)
    const veins = Math.pow(1 - Math.abs(s), 10)
    const s2 = Math.sin((u - v) * Math.PI * 4 + fbm2(u * 3, v * 3, 4, 29, 3) * 7)
    const veins2 = Math.pow(1 - Math.abs(s2), 18) * 0.6
    let c = mix(base, tint, fbm2(u * 3, v * 3, 3, 33, 3) * 0.9)
    c = mix(c, vein, clamp01(veins * 0.75 + veins2))
    return c
  })
}

function brickWall(): Raster {
  const S = 512
  const rows = 8
  const cols = 4
  const bh = S / rows
  const bw = S / cols
  const mortar = hex('#BDB5A8')
  const r = rng(7)
  const palette: RGB[] = ['#A0442C', '#B04E32', '#8E3B27', '#B85B3A', '#9A4A30'].map(hex)
  const colour = new Map<string, RGB>()
  for (let j = 0; j < rows; j++) for (let i = 0; i <= cols; i++) colour.set(`${i},${j}`, mix(palette[Math.floor(r() * palette.length)], hex('#6B2E1E'), r() * 0.25))
  return new Raster(S, S).shade((x, y) => {
    const row = Math.floor(y / bh)
    const off = row % 2 ? bw / 2 : 0
    const xx = (x + off) % S
    const col = Math.floor(xx / bw)
    const lx = xx - col * bw
    const ly = y - row * bh
    const gap = 5
    const edge = Math.min(lx, bw - lx, ly, bh - ly)
    const n = fbm2(x / 24, y / 24, 3, 41, S / 24)
    if (edge < gap / 2 + (n - 0.5) * 2) {
      const m = 0.85 + noise2(x / 3, y / 3, 42) * 0.2
      return [mortar[0] * m, mortar[1] * m, mortar[2] * m]
    }
    const c = colour.get(`${col % cols},${row}`)!
    const speck = 0.88 + fbm2(x / 6, y / 6, 2, 43, S / 6) * 0.24
    const shade = 1 - (1 - smoothstep(gap / 2, gap + 3, edge)) * 0.25
    return [c[0] * speck * shade, c[1] * speck * shade, c[2] * speck * shade]
  })
}

function grass(): Raster {
  const S = 512
  const dark = hex('#2F6B24')
  const mid = hex('#4E9A32')
  const light = hex('#86C04A')
  const img = new Raster(S, S).shade((x, y) => {
    const u = x / S
    const v = y / S
    const n = fbm2(u * 6, v * 6, 4, 51, 6)
    return mix(mix(dark, mid, n), hex('#6F8F2A'), clamp01(fbm2(u * 3, v * 3, 2, 59, 3) - 0.5))
  })
  // blades: short tapered strokes, wrapped so the texture tiles
  const r = rng(53)
  for (let i = 0; i < 2600; i++) {
    const x = r() * S
    const y = r() * S
    const len = 8 + r() * 14
    const a = -Math.PI / 2 + (r() - 0.5) * 0.9
    const c = mix(mid, light, r())
    for (const dx of [-S, 0, S])
      for (const dy of [-S, 0, S]) {
        const x0 = x + dx
        const y0 = y + dy
        if (x0 < -30 || x0 > S + 30 || y0 < -30 || y0 > S + 30) continue
        img.line(x0, y0, x0 + Math.cos(a) * len, y0 + Math.sin(a) * len, 1.6, c, 0.7)
      }
  }
  return img
}

function skyGradient(): Raster {
  const W = 1024
  const H = 512
  const zenith = hex('#1E4E9C')
  const mid = hex('#5B9BE0')
  const horizon = hex('#F6C9A0')
  return new Raster(W, H).shade((x, y) => {
    const v = y / H // 0 top, 1 bottom (horizon at the bottom edge)
    let c = v < 0.6 ? mix(zenith, mid, smoothstep(0, 0.6, v)) : mix(mid, horizon, smoothstep(0.6, 1, v))
    const u = x / W
    const cl = fbm2(u * 8, v * 5, 5, 61, 8)
    const cover = smoothstep(0.52, 0.72, cl) * smoothstep(0.05, 0.45, v) * (1 - smoothstep(0.8, 1, v))
    c = mix(c, hex('#FFFFFF'), cover * 0.85)
    // sun glow near the horizon
    const d = Math.hypot((u - 0.7) * 2, (v - 0.92) * 1.2)
    c = mix(c, hex('#FFF3D6'), clamp01(0.6 - d) * 0.9)
    return c
  })
}

function uvChecker(): Raster {
  const S = 512
  const n = 8
  const cell = S / n
  const hues: RGB[] = ['#E74C3C', '#E67E22', '#F1C40F', '#2ECC71', '#1ABC9C', '#3498DB', '#9B59B6', '#EC407A'].map(hex)
  const img = new Raster(S, S).shade((x, y) => {
    const i = Math.floor(x / cell)
    const j = Math.floor(y / cell)
    const c = hues[(i + j) % n]
    const dark = (i + j) % 2 === 0
    const base = dark ? mix(c, hex('#1B1F2A'), 0.55) : mix(c, hex('#FFFFFF'), 0.15)
    const lx = x - i * cell
    const ly = y - j * cell
    const fineLine = lx < 1 || ly < 1 || Math.abs(lx - cell / 2) < 0.5 || Math.abs(ly - cell / 2) < 0.5
    return fineLine ? mix(base, hex('#FFFFFF'), 0.35) : base
  })
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const label = `${String.fromCharCode(65 + i)}${n - j}`
      img.text(label, i * cell + cell / 2 + 1, j * cell + cell / 2 - 6 + 1, 2, hex('#000000'), 'center', 0.5)
      img.text(label, i * cell + cell / 2, j * cell + cell / 2 - 6, 2, hex('#FFFFFF'), 'center')
    }
  img.line(0, S - 1, S, 0, 2, hex('#FFFFFF'), 0.5)
  return img
}

function poster(): Raster {
  const W = 512
  const H = 768
  const img = new Raster(W, H).shade((_x, y) => mix(hex('#F4EBDD'), hex('#EADBC4'), y / H))
  img.fillCircle(330, 250, 150, hex('#E4572E'))
  img.fillRect(60, 330, 200, 200, hex('#17BEBB'))
  img.fillPolygon([[250, 560], [440, 560], [345, 380]], hex('#FFC914'))
  img.fillRing(170, 200, 80, 18, hex('#2E282A'))
  img.line(40, 600, 470, 120, 8, hex('#2E282A'))
  for (let i = 0; i < 6; i++) img.fillCircle(80 + i * 22, 590, 6, hex('#2E282A'))
  img.text('CREATE', 40, 640, 7, hex('#2E282A'))
  img.text('IN 3D', 40, 700, 5, hex('#E4572E'))
  img.text('SPATIAL STUDIO', W - 40, 714, 2, hex('#2E282A'), 'right')
  return img
}

function badge(): Raster {
  const S = 512
  const c = S / 2
  const img = new Raster(S, S)
  img.fillCircle(c, c, 240, hex('#1B2A4A'))
  img.fillRing(c, c, 222, 10, hex('#F2C94C'))
  img.fillRing(c, c, 160, 4, hex('#F2C94C'), 0.8)
  // five-pointed star
  const star: [number, number][] = []
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const r = i % 2 ? 56 : 130
    star.push([c + Math.cos(a) * r, c + 6 + Math.sin(a) * r])
  }
  img.fillPolygon(star, hex('#F2C94C'))
  // dots around the ring
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2
    if (Math.abs(Math.sin(a)) < 0.45) continue
    img.fillCircle(c + Math.cos(a) * 192, c + Math.sin(a) * 192, 5, hex('#F2C94C'))
  }
  img.text('SPATIAL', c, c - 192 - 14, 4, hex('#FFFFFF'), 'center')
  img.text('STUDIO', c, c + 192 - 14, 4, hex('#FFFFFF'), 'center')
  return img
}

export const IMAGES: ImageSpec[] = [
  { slug: 'wood-grain', name: 'Wood Grain', subtype: 'Textures', description: 'A seamless warm oak wood-grain texture with vertical planks and flowing growth rings.', tags: ['wood', 'texture', 'seamless', 'planks', 'floor', 'material'], draw: woodGrain },
  { slug: 'marble', name: 'White Marble', subtype: 'Textures', description: 'A seamless polished white marble texture with soft grey veins, for floors, counters and statues.', tags: ['marble', 'stone', 'texture', 'seamless', 'luxury', 'material'], draw: marble },
  { slug: 'brick-wall', name: 'Brick Wall', subtype: 'Textures', description: 'A seamless red brick wall texture in running bond with pale mortar joints.', tags: ['brick', 'wall', 'texture', 'seamless', 'building', 'material'], draw: brickWall },
  { slug: 'grass', name: 'Grass', subtype: 'Textures', description: 'A seamless lush green lawn texture with scattered blades, for ground planes and parks.', tags: ['grass', 'lawn', 'ground', 'texture', 'seamless', 'nature', 'material'], draw: grass },
  { slug: 'sky-gradient', name: 'Sunset Sky', subtype: 'Backgrounds', description: 'A wide sky backdrop fading from deep blue to a peach horizon with soft clouds and a low sun glow.', tags: ['sky', 'gradient', 'background', 'clouds', 'sunset', 'backdrop'], draw: skyGradient },
  { slug: 'uv-checker', name: 'UV Test Grid', subtype: 'Textures', description: 'A colourful labelled checkerboard test grid for checking UV mapping, scale and orientation.', tags: ['checker', 'uv', 'grid', 'test', 'debug', 'texture'], draw: uvChecker },
  { slug: 'geometric-poster', name: 'Geometric Poster', subtype: 'Posters', description: 'A Bauhaus-style portrait poster of bold circles, squares and triangles reading "Create in 3D".', tags: ['poster', 'art', 'geometric', 'bauhaus', 'wall art', 'decor'], draw: poster },
  { slug: 'star-badge', name: 'Star Badge', subtype: 'Posters', description: 'A round navy-and-gold logo badge with a star emblem on a transparent background.', tags: ['badge', 'logo', 'emblem', 'star', 'sticker', 'transparent'], alpha: true, draw: badge },
]
