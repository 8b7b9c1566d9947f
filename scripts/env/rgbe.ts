/**
 * Radiance RGBE (.hdr) writer: a float RGB image in, the bytes of an run-length encoded .hdr
 * out (the "new" RLE of Greg Ward's rgbe.c, which three's HDRLoader reads). Smooth skies are
 * mostly long runs of equal bytes, so a 2048×1024 map shrinks from 8 MB to a few hundred KB.
 */

/** One pixel's shared-exponent bytes (r, g, b, e) for linear radiance values. */
export function toRgbe(r: number, g: number, b: number, out: Uint8Array, at: number, mantissaBits = 8): void {
  const max = Math.max(r, g, b)
  if (!(max > 1e-32)) {
    out[at] = out[at + 1] = out[at + 2] = out[at + 3] = 0
    return
  }
  // frexp: max = mantissa * 2^exponent with mantissa in [0.5, 1).
  let exponent = Math.ceil(Math.log2(max))
  if (max / 2 ** exponent >= 1) exponent += 1
  const scale = 256 / 2 ** exponent
  const step = 2 ** (8 - mantissaBits)
  const byte = (v: number) => Math.min(255, Math.round(Math.floor(Math.max(0, v) * scale) / step) * step)
  out[at] = byte(r)
  out[at + 1] = byte(g)
  out[at + 2] = byte(b)
  out[at + 3] = exponent + 128
}

const MIN_RUN = 4

/** Run-length encodes one channel of one scanline (rgbe.c RGBE_WriteBytes_RLE). */
export function encodeRuns(data: Uint8Array, out: number[]): void {
  const n = data.length
  let cur = 0
  while (cur < n) {
    let begRun = cur
    let runCount = 0
    let oldRunCount = 0
    while (runCount < MIN_RUN && begRun < n) {
      begRun += runCount
      oldRunCount = runCount
      runCount = 1
      while (begRun + runCount < n && runCount < 127 && data[begRun] === data[begRun + runCount]) runCount++
    }
    // A short run just before the long one is still cheaper written as a run.
    if (oldRunCount > 1 && oldRunCount === begRun - cur) {
      out.push(128 + oldRunCount, data[cur])
      cur = begRun
    }
    while (cur < begRun) {
      const literal = Math.min(128, begRun - cur)
      out.push(literal)
      for (let i = 0; i < literal; i++) out.push(data[cur + i])
      cur += literal
    }
    if (runCount >= MIN_RUN) {
      out.push(128 + runCount, data[begRun])
      cur += runCount
    }
  }
}

/**
 * Encodes `rgb` (width × height × 3 floats, top row first, linear radiance) as an .hdr file.
 * Rows must be 8 to 32767 pixels wide, the range the RLE scanline header can describe.
 * `mantissaBits` below 8 rounds the mantissas: 7 bits (steps under 1%, about what an 8-bit
 * display shows) makes smooth gradients' runs twice as long.
 */
export function encodeHdr(width: number, height: number, rgb: Float32Array, options: { comment?: string; mantissaBits?: number } = {}): Uint8Array {
  const { comment = 'generated', mantissaBits = 8 } = options
  if (width < 8 || width > 0x7fff) throw new Error(`width ${width} is outside 8..32767`)
  if (rgb.length !== width * height * 3) throw new Error('rgb must hold width × height × 3 values')
  const header = `#?RADIANCE\n# ${comment}\nFORMAT=32-bit_rle_rgbe\n\n-Y ${height} +X ${width}\n`
  const out: number[] = [...new TextEncoder().encode(header)]
  const pixel = new Uint8Array(4)
  const channels = [0, 1, 2, 3].map(() => new Uint8Array(width))
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      toRgbe(rgb[i], rgb[i + 1], rgb[i + 2], pixel, 0, mantissaBits)
      for (let c = 0; c < 4; c++) channels[c][x] = pixel[c]
    }
    out.push(2, 2, width >> 8, width & 0xff)
    for (const channel of channels) encodeRuns(channel, out)
  }
  return Uint8Array.from(out)
}
