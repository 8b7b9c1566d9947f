import sharp from 'sharp'

/** Distinct, saturated frame colours: a test can tell which frame is showing from one pixel. */
export const SPRITE_COLOURS = [
  { r: 230, g: 30, b: 30 },
  { r: 30, g: 200, b: 40 },
  { r: 40, g: 60, b: 230 },
  { r: 240, g: 210, b: 20 },
] as const

/** An animated GIF made with sharp: `frames` solid frames cycling through SPRITE_COLOURS, each `delay` ms. */
export async function gifOf(frames: number, width: number, height: number, delay = 200, loop = 0): Promise<Buffer> {
  const parts = Array.from({ length: frames }, (_, i) =>
    sharp({ create: { width, height, channels: 3, background: SPRITE_COLOURS[i % SPRITE_COLOURS.length] } }).png().toBuffer(),
  )
  return sharp(await Promise.all(parts), { join: { animated: true } }).gif({ delay: Array(frames).fill(delay), loop }).toBuffer()
}

/** A five-pointed star with a hole-free outline, in a 100 × 100 viewBox. */
export const STAR_SVG = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">',
  '<title>Star &amp; stripe</title>',
  '<path d="M50 5 L61 38 L96 38 L68 59 L79 93 L50 72 L21 93 L32 59 L4 38 L39 38 Z" fill="#F2B705"/>',
  '<rect x="10" y="94" width="80" height="6" fill="#1E5AA8"/>',
  '</svg>',
].join('\n')

export const SVG_WITH_SCRIPT = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/v1/users/me")</script><rect width="1" height="1"/></svg>'
export const SVG_EXTERNAL = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://example.com/a.svg#x"/></svg>'
export const SVG_ENTITIES = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><title>&b;</title></svg>'

/**
 * A GIF whose frames are width × height but carry one pixel of data each: it states a huge
 * decoded size in a few bytes, as a decompression bomb would, and is made instantly.
 */
export function hugeScreenGif(frames: number, width: number, height: number): Buffer {
  const screen = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, width & 255, width >> 8, height & 255, height >> 8, 0x80, 0, 0, 0, 0, 0, 255, 255, 255])
  // Each frame covers the screen but carries one pixel of data (a clear code, index 0, end).
  const frame = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00, 0x2c, 0, 0, 0, 0, width & 255, width >> 8, height & 255, height >> 8, 0, 0x02, 0x02, 0x44, 0x01, 0x00])
  return Buffer.concat([screen, ...Array(frames).fill(frame), Buffer.from([0x3b])])
}
