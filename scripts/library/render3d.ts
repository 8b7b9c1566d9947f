import { srgbHexToLinear, type BuiltModel, type V3 } from './mesh.ts'
import { Raster, hex, mix, type RGB } from './raster.ts'

/**
 * A tiny CPU rasterizer for model thumbnails: fixed 3/4 perspective camera framing the bounding box,
 * z-buffer, per-pixel interpolated normals, one key light + sky/ground ambient, 3× supersampling.
 */

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}
const toSrgb = (c: number) => {
  const v = Math.max(0, Math.min(1, c))
  return v <= 0.0031308 ? v * 12.92 : 1.055 * Math.pow(v, 1 / 2.4) - 0.055
}

export const THUMB_BG = '#141823'

/** Background used by every thumbnail: the app's dark tone with a soft lighter centre. */
export function thumbBackground(size: number): Raster {
  const inner = hex('#222a3a')
  const outer = hex(THUMB_BG)
  return new Raster(size, size).shade((x, y) => {
    const d = Math.hypot(x / size - 0.5, y / size - 0.45) / 0.75
    return mix(inner, outer, Math.min(1, d * d * 1.6))
  })
}

export function renderModelThumb(model: BuiltModel, size = 256, ss = 3): Raster {
  const W = size * ss
  const [mn, mx] = [model.min, model.max]
  const center: V3 = [(mn[0] + mx[0]) / 2, (mn[1] + mx[1]) / 2, (mn[2] + mx[2]) / 2]
  const radius = Math.hypot(mx[0] - mn[0], mx[1] - mn[1], mx[2] - mn[2]) / 2 || 1
  const viewDir = norm([0.95, 0.62, 1.35]) // from target towards the eye: front-right, above
  const eye: V3 = [center[0] + viewDir[0] * radius * 3.2, center[1] + viewDir[1] * radius * 3.2, center[2] + viewDir[2] * radius * 3.2]
  const fwd = norm(sub(center, eye))
  const right = norm(cross(fwd, [0, 1, 0]))
  const up = cross(right, fwd)
  const light = norm([0.35, 1, 0.75])
  const fill = norm([-0.8, 0.3, -0.2])

  // Project every vertex of every primitive to camera space (x/z, y/z, z).
  type Proj = { sx: Float32Array; sy: Float32Array; iz: Float32Array }
  const projs: Proj[] = []
  let bx0 = Infinity
  let by0 = Infinity
  let bx1 = -Infinity
  let by1 = -Infinity
  const project = (p: V3): [number, number, number] => {
    const d = sub(p, eye)
    const z = dot(d, fwd)
    return [dot(d, right) / z, dot(d, up) / z, z]
  }
  for (const prim of model.primitives) {
    const n = prim.positions.length / 3
    const pr: Proj = { sx: new Float32Array(n), sy: new Float32Array(n), iz: new Float32Array(n) }
    for (let i = 0; i < n; i++) {
      const [x, y, z] = project([prim.positions[i * 3], prim.positions[i * 3 + 1], prim.positions[i * 3 + 2]])
      pr.sx[i] = x
      pr.sy[i] = y
      pr.iz[i] = 1 / z
      bx0 = Math.min(bx0, x)
      bx1 = Math.max(bx1, x)
      by0 = Math.min(by0, y)
      by1 = Math.max(by1, y)
    }
    projs.push(pr)
  }
  // Fit the projected bounds into the frame with a margin.
  const margin = 0.1
  const scale = (W * (1 - 2 * margin)) / Math.max(bx1 - bx0, by1 - by0)
  const ox = W / 2 - ((bx0 + bx1) / 2) * scale
  const oy = W / 2 + ((by0 + by1) / 2) * scale
  const toScreen = (x: number, y: number): [number, number] => [ox + x * scale, oy - y * scale]

  const color = new Float32Array(W * W * 3)
  const cover = new Float32Array(W * W) // object coverage
  const zbuf = new Float32Array(W * W) // 1/z, larger is nearer
  const shadow = new Float32Array(W * W)

  // Soft contact shadow: a fan on the ground plane with alpha falling off to the rim.
  {
    const rx = (mx[0] - mn[0]) * 0.62 + 0.02
    const rz = (mx[2] - mn[2]) * 0.62 + 0.02
    const N = 48
    const c = project([center[0], 0, center[2]])
    const cs = toScreen(c[0], c[1])
    const rim = Array.from({ length: N }, (_, i) => {
      const a = (i / N) * Math.PI * 2
      const p = project([center[0] + Math.cos(a) * rx, 0, center[2] + Math.sin(a) * rz])
      return toScreen(p[0], p[1])
    })
    for (let i = 0; i < N; i++) {
      const a = rim[i]
      const b = rim[(i + 1) % N]
      rasterTri(cs, a, b, W, (px, w0) => {
        const v = 0.55 * w0 * w0
        if (v > shadow[px]) shadow[px] = v
      })
    }
  }

  model.primitives.forEach((prim, k) => {
    const pr = projs[k]
    const base = srgbHexToLinear(prim.def.color)
    const emi = prim.def.emissive ? srgbHexToLinear(prim.def.emissive) : ([0, 0, 0] as V3)
    const metal = prim.def.metallic ?? 0
    const rough = prim.def.roughness ?? 0.7
    const idx = prim.indices
    const nr = prim.normals
    for (let t = 0; t < idx.length; t += 3) {
      const i0 = idx[t]
      const i1 = idx[t + 1]
      const i2 = idx[t + 2]
      const s0 = toScreen(pr.sx[i0], pr.sy[i0])
      const s1 = toScreen(pr.sx[i1], pr.sy[i1])
      const s2 = toScreen(pr.sx[i2], pr.sy[i2])
      const z0 = pr.iz[i0]
      const z1 = pr.iz[i1]
      const z2 = pr.iz[i2]
      rasterTri(s0, s1, s2, W, (px, w0, w1, w2) => {
        const iz = w0 * z0 + w1 * z1 + w2 * z2
        if (iz <= zbuf[px]) return
        zbuf[px] = iz
        // perspective-correct normal interpolation
        const a = (w0 * z0) / iz
        const b = (w1 * z1) / iz
        const c = (w2 * z2) / iz
        let n: V3 = norm([
          a * nr[i0 * 3] + b * nr[i1 * 3] + c * nr[i2 * 3],
          a * nr[i0 * 3 + 1] + b * nr[i1 * 3 + 1] + c * nr[i2 * 3 + 1],
          a * nr[i0 * 3 + 2] + b * nr[i1 * 3 + 2] + c * nr[i2 * 3 + 2],
        ])
        const toEye = viewDir
        if (dot(n, toEye) < 0) n = [-n[0], -n[1], -n[2]]
        const diff = Math.max(0, dot(n, light))
        const fil = Math.max(0, dot(n, fill)) * 0.25
        const hemi = 0.28 + 0.2 * (n[1] * 0.5 + 0.5)
        const h = norm([light[0] + toEye[0], light[1] + toEye[1], light[2] + toEye[2]])
        const shin = 8 + (1 - rough) * 80
        const spec = Math.pow(Math.max(0, dot(n, h)), shin) * (0.04 + 0.5 * metal) * (1.2 - rough)
        const rim = Math.pow(1 - Math.max(0, dot(n, toEye)), 3) * 0.12
        const kd = 1 - metal * 0.55
        for (let ch = 0; ch < 3; ch++) {
          const lin = base[ch] * kd * (hemi + diff * 0.95 + fil) + spec * (metal > 0.3 ? 0.4 + base[ch] : 1) + rim * 0.6 + emi[ch] * 0.9
          color[px * 3 + ch] = lin
        }
        cover[px] = 1
      })
    }
  })

  // Composite at full resolution, then downsample.
  const bg = thumbBackground(W)
  const big = new Raster(W, W)
  for (let i = 0; i < W * W; i++) {
    const b: RGB = [bg.data[i * 4], bg.data[i * 4 + 1], bg.data[i * 4 + 2]]
    const s = shadow[i]
    let c: RGB = [b[0] * (1 - s), b[1] * (1 - s), b[2] * (1 - s)]
    if (cover[i]) {
      const l: RGB = [color[i * 3], color[i * 3 + 1], color[i * 3 + 2]]
      // soft filmic-ish shoulder to avoid clipping
      c = l.map((v) => toSrgb(v / (1 + v * 0.15))) as RGB
    }
    big.data.set([c[0], c[1], c[2], 1], i * 4)
  }
  return big.resize(size, size)
}

/** Scan-converts a screen-space triangle, calling back with pixel index and barycentrics. */
function rasterTri(a: [number, number], b: [number, number], c: [number, number], W: number, fn: (px: number, w0: number, w1: number, w2: number) => void): void {
  const area = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
  if (Math.abs(area) < 1e-9) return
  const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0], c[0])))
  const x1 = Math.min(W - 1, Math.ceil(Math.max(a[0], b[0], c[0])))
  const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1], c[1])))
  const y1 = Math.min(W - 1, Math.ceil(Math.max(a[1], b[1], c[1])))
  for (let y = y0; y <= y1; y++) {
    const py = y + 0.5
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5
      const w0 = ((b[0] - px) * (c[1] - py) - (b[1] - py) * (c[0] - px)) / area
      const w1 = ((c[0] - px) * (a[1] - py) - (c[1] - py) * (a[0] - px)) / area
      const w2 = 1 - w0 - w1
      if (w0 < 0 || w1 < 0 || w2 < 0) continue
      fn(y * W + x, w0, w1, w2)
    }
  }
}
