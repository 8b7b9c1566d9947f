import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { layoutSheet, packGifSheet } from './sprite-sheet'

async function gif(frames: number, w: number, h: number): Promise<Buffer> {
  const parts = Array.from({ length: frames }, (_, i) => sharp({ create: { width: w, height: h, channels: 3, background: { r: i % 2 ? 255 : 0, g: 0, b: i % 2 ? 0 : 255 } } }).png().toBuffer())
  return sharp(await Promise.all(parts), { join: { animated: true } }).gif({ delay: Array(frames).fill(200), loop: 0 }).toBuffer()
}

describe('sprite sheet', () => {
  it('lays frames out within 4096 px a side', () => {
    for (const [n, w, h] of [[1, 10, 10], [300, 400, 300], [7, 5000, 100], [300, 16, 16]]) {
      const l = layoutSheet(n, w, h)
      expect(l.columns * l.rows).toBeGreaterThanOrEqual(n)
      expect(l.columns * l.frameWidth).toBeLessThanOrEqual(4096)
      expect(l.rows * l.frameHeight).toBeLessThanOrEqual(4096)
    }
  })
  it('packs every frame with its delay', async () => {
    const r = await packGifSheet(await gif(4, 8, 8))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.frames).toBe(4)
    expect(r.delays).toEqual([200, 200, 200, 200])
    const { data, info } = await sharp(r.png).raw().toBuffer({ resolveWithObject: true })
    const px = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3)]
    expect(px(1, 1)).toEqual([0, 0, 255])
    expect(px(r.layout.frameWidth + 1, 1)).toEqual([255, 0, 0])
  })
  it('refuses a GIF over the frame budget', async () => {
    const r = await packGifSheet(await gif(301, 2, 2))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toMatch(/301 frames; at most 300/)
  })
  it('refuses a GIF over the decoded pixel budget', async () => {
    const r = await packGifSheet(await gif(2, 6000, 6000))
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.message).toMatch(/72\.0 megapixels; at most 64/)
  }, 30_000) // encoding the two 6000² frames here takes about 4 s on a quiet core; the refusal itself reads the header
})
