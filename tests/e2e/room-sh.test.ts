import { buildSync } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { ROOM_SH_COEFFICIENTS } from '../../src/app/features/scene-render/core/image-light-sh'
import { useBrowser } from '../support/e2e'

const b = useBrowser()

// The studio room's SH ships as a constant (image-light-sh.ts): here the room is drawn into a cube
// and read back in the browser, as environmentSH does for image skies, and the two must agree.
describe("the studio room's image light", () => {
  it('ships the SH that reading the room back gives', async () => {
    const script = buildSync({
      stdin: {
        contents: `
          import { WebGLRenderer } from 'three'
          import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js'
          import { environmentSH } from './src/app/features/scene-render/core/image-light-sh'
          const sh = environmentSH(new WebGLRenderer(), new RoomEnvironment())
          window.__sh = sh && sh.coefficients.map((c) => [c.x, c.y, c.z])
        `,
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      format: 'iife',
      write: false,
      logLevel: 'silent',
    }).outputFiles[0].text
    const { page, context } = await b.newPage()
    await page.setContent('<!doctype html><html><head></head><body></body></html>')
    await page.addScriptTag({ content: script })
    const read = (await page.evaluate(() => (window as unknown as { __sh: number[][] | null }).__sh))!
    expect(read).toHaveLength(9)
    read.forEach((rgb, i) => rgb.forEach((v) => expect(v).toBeCloseTo(ROOM_SH_COEFFICIENTS[i], 3)))
    await context.close()
  })
})
