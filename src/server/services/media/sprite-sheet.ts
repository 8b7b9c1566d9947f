import sharp from 'sharp'
import { MEDIA_MESSAGES, SPRITE_LIMITS } from '@shared/api/assets'

// Budgets stated in the README: past them the decoded sheet would cost the viewer more memory
// than a phone's GPU will spare for one object.
export const GIF_MAX_FRAMES = SPRITE_LIMITS.frames
export const GIF_MAX_DECODED_PIXELS = SPRITE_LIMITS.decodedPixels
export const SHEET_MAX_SIDE = 4096

export interface SheetLayout { columns: number; rows: number; frameWidth: number; frameHeight: number; scale: number }

/** Lays frames out in a grid near square, shrinking them when the grid would pass 4096 px a side. */
export function layoutSheet(frames: number, width: number, height: number): SheetLayout {
  const columns = Math.max(1, Math.ceil(Math.sqrt((frames * height) / width)))
  const rows = Math.ceil(frames / columns)
  const scale = Math.min(1, SHEET_MAX_SIDE / (columns * width), SHEET_MAX_SIDE / (rows * height))
  return { columns, rows, frameWidth: Math.max(1, Math.floor(width * scale)), frameHeight: Math.max(1, Math.floor(height * scale)), scale }
}

export type SheetResult =
  | { ok: true; png: Buffer; layout: SheetLayout; frames: number; delays: number[]; loop: number; width: number; height: number }
  | { ok: false; message: string }

/** Decodes every frame of an animated GIF and packs them into one PNG sprite sheet. */
export async function packGifSheet(input: Buffer | string): Promise<SheetResult> {
  const meta = await sharp(input, { animated: true, limitInputPixels: false }).metadata()
  const frames = meta.pages ?? 1
  const width = meta.width ?? 0
  const height = meta.pageHeight ?? meta.height ?? 0
  if (meta.format !== 'gif' || !width || !height) return { ok: false, message: MEDIA_MESSAGES.invalidGif }
  if (frames > GIF_MAX_FRAMES) return { ok: false, message: MEDIA_MESSAGES.spriteTooManyFrames(frames) }
  if (frames * width * height > GIF_MAX_DECODED_PIXELS) return { ok: false, message: MEDIA_MESSAGES.spriteTooManyPixels((frames * width * height) / 1e6) }
  const layout = layoutSheet(frames, width, height)
  const strip = await sharp(input, { animated: true, limitInputPixels: false }).ensureAlpha().raw().toBuffer()
  const composites = []
  for (let i = 0; i < frames; i++) {
    const frame = strip.subarray(i * width * height * 4, (i + 1) * width * height * 4)
    let img = sharp(frame, { raw: { width, height, channels: 4 } })
    if (layout.scale < 1) img = img.resize(layout.frameWidth, layout.frameHeight)
    composites.push({ input: await img.png().toBuffer(), left: (i % layout.columns) * layout.frameWidth, top: Math.floor(i / layout.columns) * layout.frameHeight })
  }
  const png = await sharp({ create: { width: layout.columns * layout.frameWidth, height: layout.rows * layout.frameHeight, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(composites).png().toBuffer()
  // GIF delays of 0 or 10 ms play at 100 ms in browsers; keep that convention.
  const delays = Array.from({ length: frames }, (_, i) => { const d = meta.delay?.[i] ?? 100; return d <= 10 ? 100 : d })
  return { ok: true, png, layout, frames, delays, loop: meta.loop ?? 0, width, height }
}
