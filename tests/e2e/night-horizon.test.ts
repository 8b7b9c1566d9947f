import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createShape, emptyScene } from '@shared/scene/defaults'
import { applyOps } from '@shared/scene/ops'
import { openViewer, publishViaApi, useBrowser } from '../support/e2e'
import { readHook } from '../support/test-hook'

const b = useBrowser()
/** How far (0-255 luminance) a row may fall below the darker of the sky above it and the ground below it. */
const MARGIN = 4
/** How many rows above and below a row count as its sky and its ground. */
const REACH = 140

/** Mean luminance (Rec. 709, 0-255) of each row of a PNG. */
async function rowLuminance(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const rows: number[] = []
  for (let y = 0; y < info.height; y++) {
    let sum = 0
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3
      sum += 0.2126 * data[at] + 0.7152 * data[at + 1] + 0.0722 * data[at + 2]
    }
    rows.push(sum / info.width)
  }
  return rows
}

/**
 * The deepest dip in a column of row values: how far a row falls below the darker of the
 * brightest row within REACH above it and the brightest within REACH below it. A dark band between
 * sky and ground is such a dip; a sky that darkens upwards or a ground that darkens away is not.
 */
function deepestDip(rows: number[], skip: (y: number) => boolean = () => false) {
  let worst = { row: -1, depth: 0, above: 0, below: 0 }
  const open = (from: number, to: number) => rows.slice(from, to).filter((_, i) => !skip(from + i))
  for (let y = 1; y < rows.length - 1; y++) {
    if (skip(y)) continue
    const above = Math.max(0, ...open(Math.max(0, y - REACH), y))
    const below = Math.max(0, ...open(y + 1, y + 1 + REACH))
    const depth = Math.min(above, below) - rows[y]
    if (depth > worst.depth) worst = { row: y, depth, above, below }
  }
  return worst
}

describe('the night horizon', () => {
  it(`meets the ground in a night-blue haze at 390x844: no row more than ${MARGIN}/255 below the darker of sky and ground`, async () => {
    // A night scene whose horizon shows across the whole frame: one low bench on the ground.
    let doc = emptyScene()
    doc.settings.environment = { ...doc.settings.environment, skybox: 'night' }
    const bench = createShape(doc, 'cube', [0, 0.225, 0], '#8A6A4A')
    doc = applyOps(doc, [{ op: 'add', node: { ...bench, name: 'Bench', transform: { ...bench.transform, scale: [2.4, 0.45, 0.6] } } }]).doc
    const id = await publishViaApi(b.url, doc, 'world', 'Night horizon')
    const { page, context } = await b.newPage({ viewport: { width: 390, height: 844 } })
    await openViewer(page, b.url(`/preview-page/${id}`))
    // The sky image, the room light and the contact shadow have all arrived.
    await expect.poll(() => readHook(page, 'spatialViewerFrame', (frame) => frame?.lookComplete?.() ?? false), { timeout: 30_000 }).toBe(true)
    await page.waitForTimeout(1000)
    // What the visitor sees of the canvas, without the title and buttons over it.
    await page.addStyleTag({ content: '.viewer-title, .viewer-actions { visibility: hidden !important }' })
    const shot = await page.getByTestId('viewer-canvas').screenshot()
    if (process.env.SHOTS_DIR) await sharp(shot).toFile(`${process.env.SHOTS_DIR}/night-horizon-390x844.png`)
    const rows = await rowLuminance(shot)
    // The bench's own rows (its shaded front face, its contact shadow) are no band between sky and
    // ground: at night its moonlit side is rightly darker than the haze.
    const rects = await readHook(page, 'spatialViewerFrame', (frame) => frame.rects())
    const drawn = rects.find((r) => r.top < r.bottom)!
    expect(drawn, 'the bench is in the frame').toBeTruthy()
    const onBench = (y: number) => y >= (drawn.top - 0.01) * rows.length && y <= (drawn.bottom + 0.04) * rows.length
    const dip = deepestDip(rows, onBench)
    console.log(`night horizon (bench rows ${Math.round(drawn.top * rows.length)}-${Math.round(drawn.bottom * rows.length)} left out): deepest dip ${dip.depth.toFixed(1)} at row ${dip.row} (sky ${dip.above.toFixed(1)}, ground ${dip.below.toFixed(1)}); rows 0/25/50/75/100 %: ${[0, 0.25, 0.5, 0.75, 0.99].map((f) => rows[Math.floor(f * rows.length)].toFixed(1)).join(' ')}`)
    // The sky is night blue at the horizon, not black.
    expect(Math.max(...rows)).toBeGreaterThan(12)
    expect(dip.depth).toBeLessThanOrEqual(MARGIN)
    await context.close()
  })
})
