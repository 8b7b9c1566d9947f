import zlib from 'node:zlib'
import { zipSync } from 'fflate'
import sharp from 'sharp'

/**
 * Tiny Gaussian splats in every uploaded format, written independently of the server's encoder so
 * a test can catch it being wrong. The shape: `count` splats on a sphere of `radius` around
 * `centre`, all one colour, opaque, small and round. Captures are y-down, so the centre defaults
 * below the origin: turned upright (the editor's default) the ball floats above the ground.
 */
export interface SplatShape {
  count: number
  radius: number
  centre: [number, number, number]
  /** 0-255 sRGB. */
  rgb: [number, number, number]
  /** Linear sigma of each splat. */
  size: number
}
export const defaultShape = (over: Partial<SplatShape> = {}): SplatShape => ({ count: 2000, radius: 0.5, centre: [0, -0.6, 0], rgb: [230, 40, 30], size: 0.04, ...over })

const SH_C0 = 0.28209479177387814

/** Points spread evenly over the sphere (a Fibonacci lattice), so any view sees a filled disc. */
export function spherePoints(shape: SplatShape): [number, number, number][] {
  const golden = Math.PI * (3 - Math.sqrt(5))
  return Array.from({ length: shape.count }, (_, i) => {
    const y = 1 - (2 * (i + 0.5)) / shape.count
    const r = Math.sqrt(1 - y * y)
    const a = golden * i
    return [shape.centre[0] + shape.radius * r * Math.cos(a), shape.centre[1] + shape.radius * y, shape.centre[2] + shape.radius * r * Math.sin(a)]
  })
}

/** The 3DGS PLY a trainer writes (degree-0 SH: f_dc only). */
export function makePly(shape = defaultShape()): Buffer {
  const props = ['x', 'y', 'z', 'nx', 'ny', 'nz', 'f_dc_0', 'f_dc_1', 'f_dc_2', 'opacity', 'scale_0', 'scale_1', 'scale_2', 'rot_0', 'rot_1', 'rot_2', 'rot_3']
  const header = `ply\nformat binary_little_endian 1.0\nelement vertex ${shape.count}\n${props.map((p) => `property float ${p}\n`).join('')}end_header\n`
  const body = Buffer.alloc(shape.count * props.length * 4)
  const dc = shape.rgb.map((c) => (c / 255 - 0.5) / SH_C0)
  spherePoints(shape).forEach((p, i) => {
    const values = [...p, 0, 0, 0, ...dc, 6, Math.log(shape.size), Math.log(shape.size), Math.log(shape.size), 1, 0, 0, 0]
    values.forEach((v, k) => body.writeFloatLE(v, (i * props.length + k) * 4))
  })
  return Buffer.concat([Buffer.from(header, 'latin1'), body])
}

/** antimatter15's .splat: 32 bytes a splat. */
export function makeSplat(shape = defaultShape()): Buffer {
  const out = Buffer.alloc(shape.count * 32)
  spherePoints(shape).forEach((p, i) => {
    const o = i * 32
    p.forEach((v, k) => out.writeFloatLE(v, o + k * 4))
    for (let k = 0; k < 3; k++) out.writeFloatLE(shape.size, o + 12 + k * 4)
    out.set([...shape.rgb, 255, 255, 128, 128, 128], o + 24)
  })
  return out
}

/** Niantic SPZ version 2, gzipped. */
export function makeSpz(shape = defaultShape()): Buffer {
  const n = shape.count
  const header = Buffer.alloc(16)
  header.writeUInt32LE(0x5053474e, 0)
  header.writeUInt32LE(2, 4)
  header.writeUInt32LE(n, 8)
  header[12] = 0
  header[13] = 12
  const positions = Buffer.alloc(n * 9)
  spherePoints(shape).forEach((p, i) => p.forEach((v, k) => positions.writeIntLE(Math.round(v * 4096), i * 9 + k * 3, 3)))
  const alphas = Buffer.alloc(n, 250)
  const colors = Buffer.alloc(n * 3)
  for (let i = 0; i < n; i++) shape.rgb.forEach((c, k) => (colors[i * 3 + k] = Math.round(((c / 255 - 0.5) / SH_C0) * 0.15 * 255 + 127.5)))
  const scales = Buffer.alloc(n * 3, Math.round((Math.log(shape.size) + 10) * 16))
  const rotations = Buffer.alloc(n * 3, 128)
  return zlib.gzipSync(Buffer.concat([header, positions, alphas, colors, scales, rotations]))
}

/** PlayCanvas SOG version 2: meta.json and WebP images in a zip (enough for the server's checks). */
export async function makeSog(shape = defaultShape()): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(shape.count))
  const webp = (seed: number) => sharp(Buffer.alloc(side * side * 4, seed), { raw: { width: side, height: side, channels: 4 } }).webp({ lossless: true }).toBuffer()
  const names = ['means_l.webp', 'means_u.webp', 'scales.webp', 'quats.webp', 'sh0.webp']
  const images = await Promise.all(names.map((_, i) => webp(40 * i + 10)))
  const codebook = Array.from({ length: 256 }, (_, i) => -4 + (i / 255) * 8)
  const meta = {
    version: 2,
    count: shape.count,
    means: { mins: [-1, -1, -1], maxs: [1, 1, 1], files: names.slice(0, 2) },
    scales: { codebook, files: ['scales.webp'] },
    quats: { files: ['quats.webp'] },
    sh0: { codebook, files: ['sh0.webp'] },
  }
  const files: Record<string, Uint8Array> = { 'meta.json': new TextEncoder().encode(JSON.stringify(meta)) }
  names.forEach((name, i) => (files[name] = new Uint8Array(images[i])))
  return Buffer.from(zipSync(files, { level: 0 }))
}
