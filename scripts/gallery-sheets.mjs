// Contact sheets for the 3D gallery: one image per scene with its four shots (editor and viewer,
// 1280×800 and 390×844) side by side, so a person can look at every shot without opening 64 files.
//   flock /tmp/browser.lock node --import tsx scripts/gallery-sheets.mjs [gallery-dir]
import fs from 'node:fs'
import path from 'node:path'
import { launchChromium } from '../tests/support/browser.ts'

const dir = process.argv[2] ?? '.tmp/gallery'
const shots = fs.readdirSync(dir).filter((f) => /-(editor|viewer)-(1280|390)\.png$/.test(f))
const scenes = [...new Set(shots.map((f) => f.replace(/-(editor|viewer)-(1280|390)\.png$/, '')))].sort()
const order = ['editor-1280', 'viewer-1280', 'editor-390', 'viewer-390']
const src = (file) => (fs.existsSync(file) ? `data:image/png;base64,${fs.readFileSync(file).toString('base64')}` : '')

const browser = await launchChromium()
const page = await browser.newPage({ viewport: { width: 1700, height: 800 } })
for (const scene of scenes) {
  const cells = order
    .map((k) => {
      const file = path.join(dir, `${scene}-${k}.png`)
      const wide = k.endsWith('1280')
      return `<figure><img src="${src(file)}" style="height:${wide ? 400 : 420}px"><figcaption>${k}</figcaption></figure>`
    })
    .join('')
  await page.setContent(`<body style="margin:0;background:#222;color:#ddd;font:13px sans-serif"><h3 style="margin:6px">${scene}</h3>
    <div style="display:flex;flex-wrap:wrap;gap:6px;padding:0 6px">${cells}</div></body>`)
  await page.waitForLoadState('load')
  const file = path.join(dir, `sheet-${scene}.png`)
  await page.screenshot({ path: file, fullPage: true })
  console.log(file)
}
await browser.close()
