import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'

/**
 * The delivery form of a splat: Niantic's SPZ, version 2 (what Spark streams and decodes in its
 * worker). Layout after the 16-byte header, all gzipped: 24-bit fixed-point positions, alpha,
 * colour (SH DC), log scales, quaternion xyz, then higher-order SH, each as a block over all splats.
 */
export const SPZ_MAGIC = 0x5053474e
const FRACTIONAL_BITS = 12
const COLOR_SCALE = 0.15
const SH_C0 = 0.28209479177387814

/** Coefficients per colour channel beyond DC for an SH degree. */
export const shDim = (degree: number) => [0, 3, 8, 15][degree] ?? 0

const toU8 = (v: number) => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v))

export class SpzWriter {
  readonly positions: Uint8Array
  readonly alphas: Uint8Array
  readonly colors: Uint8Array
  readonly scales: Uint8Array
  readonly rotations: Uint8Array
  readonly sh: Uint8Array
  private readonly dim: number

  constructor(
    readonly count: number,
    readonly shDegree: number,
  ) {
    this.dim = shDim(shDegree)
    this.positions = new Uint8Array(count * 9)
    this.alphas = new Uint8Array(count)
    this.colors = new Uint8Array(count * 3)
    this.scales = new Uint8Array(count * 3)
    this.rotations = new Uint8Array(count * 3)
    this.sh = new Uint8Array(count * this.dim * 3)
  }

  /** One splat: logScale is ln(sigma); quat is w, x, y, z (any length); dc the SH DC coefficients. */
  set(i: number, x: number, y: number, z: number, alpha01: number, dc: [number, number, number], logScale: [number, number, number], quat: [number, number, number, number]) {
    const p = i * 9
    for (const [k, v] of [x, y, z].entries()) {
      const fixed = Math.round(v * (1 << FRACTIONAL_BITS)) | 0
      this.positions[p + k * 3] = fixed & 0xff
      this.positions[p + k * 3 + 1] = (fixed >> 8) & 0xff
      this.positions[p + k * 3 + 2] = (fixed >> 16) & 0xff
    }
    this.alphas[i] = toU8(alpha01 * 255)
    for (let c = 0; c < 3; c++) {
      this.colors[i * 3 + c] = toU8(dc[c] * (COLOR_SCALE * 255) + 0.5 * 255)
      this.scales[i * 3 + c] = toU8((logScale[c] + 10) * 16)
    }
    let [w, qx, qy, qz] = quat
    const length = Math.hypot(w, qx, qy, qz) || 1
    const sign = w < 0 ? -1 : 1
    w = (w / length) * sign
    qx = (qx / length) * sign
    qy = (qy / length) * sign
    qz = (qz / length) * sign
    this.rotations[i * 3] = toU8(qx * 127.5 + 127.5)
    this.rotations[i * 3 + 1] = toU8(qy * 127.5 + 127.5)
    this.rotations[i * 3 + 2] = toU8(qz * 127.5 + 127.5)
  }

  /** Higher-order SH for splat i, coefficient j (0-based after DC), channel c. */
  setSh(i: number, j: number, c: number, value: number) {
    this.sh[(i * this.dim + j) * 3 + c] = toU8(Math.round(value * 128) + 128)
  }

  /** Gzips the header and the blocks into `output`; answers the bytes written. */
  async write(output: string): Promise<number> {
    const header = Buffer.alloc(16)
    header.writeUInt32LE(SPZ_MAGIC, 0)
    header.writeUInt32LE(2, 4)
    header.writeUInt32LE(this.count, 8)
    header.writeUInt8(this.shDegree, 12)
    header.writeUInt8(FRACTIONAL_BITS, 13)
    const blocks = [header, this.positions, this.alphas, this.colors, this.scales, this.rotations, this.sh]
    await pipeline(Readable.from(blocks.map((b) => Buffer.from(b.buffer, b.byteOffset, b.byteLength))), zlib.createGzip({ level: 6 }), fs.createWriteStream(output))
    return fs.statSync(output).size
  }
}

/** The .splat format keeps linear colour; SPZ keeps the SH DC coefficient. */
export const dcFromColor = (byte: number) => (byte / 255 - 0.5) / SH_C0
export const sigmoid = (v: number) => 1 / (1 + Math.exp(-v))
