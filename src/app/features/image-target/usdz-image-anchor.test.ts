import { BoxGeometry, Mesh, MeshStandardMaterial, Scene } from 'three'
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js'
import { describe, expect, it } from 'vitest'
import { encodePng, posterRgb } from '../../../../tests/support/image-targets'
import { readUsdz } from '../../../../tests/support/usdz-reader'
import { anchorUsdzToImage } from './usdz-image-anchor'

async function exportedUsdz() {
  const scene = new Scene()
  const cube = new Mesh(new BoxGeometry(0.05, 0.05, 0.05), new MeshStandardMaterial({ color: '#ff3366' }))
  cube.position.set(0, 0.025, 0)
  scene.add(cube)
  return new Uint8Array(await new USDZExporter().parseAsync(scene, { quickLookCompatible: true }))
}

describe('a USDZ anchored to the image target', () => {
  it('is stored, 64-byte aligned, .usda first, anchored to the picture it carries at its physical width', async () => {
    const picture = new Uint8Array(await encodePng(posterRgb(480, 360, 31)))
    const usdz = anchorUsdzToImage(await exportedUsdz(), { picture, ext: 'png', widthCm: 20 })
    const entries = readUsdz(usdz)
    expect(entries[0].name).toMatch(/\.usda$/)
    for (const entry of entries) {
      expect(entry.method, entry.name).toBe(0)
      expect(entry.dataOffset % 64, entry.name).toBe(0)
    }
    const usda = new TextDecoder().decode(entries[0].data)
    expect(usda).toContain('token preliminary:anchoring:type = "image"')
    expect(usda).not.toContain('planeAnchoring')
    expect(usda).toMatch(/rel preliminary:imageAnchoring:referenceImage = <\/Root\/Scenes\/Scene\/AnchoringReferenceImage>/)
    const reference = /def Preliminary_ReferenceImage "AnchoringReferenceImage"\s*\{([^}]*)\}/.exec(usda)
    expect(reference).not.toBeNull()
    const imagePath = /uniform asset image = @([^@]+)@/.exec(reference![1])![1]
    const width = Number(/uniform double physicalWidth = ([\d.]+)/.exec(reference![1])![1])
    expect(width).toBeGreaterThan(0)
    expect(width).toBe(20)
    const image = entries.find((e) => e.name === imagePath)
    expect(image, `${imagePath} in the archive`).toBeDefined()
    expect(Buffer.from(image!.data).equals(Buffer.from(picture))).toBe(true)
    // The reference image prim sits inside the anchored Scene prim (its path says so).
    const sceneOpen = usda.indexOf('def Xform "Scene"')
    expect(sceneOpen).toBeGreaterThan(-1)
    expect(usda.indexOf('def Preliminary_ReferenceImage')).toBeGreaterThan(sceneOpen)
  })

  it('refuses a USDZ without anchoring to replace', async () => {
    const scene = new Scene()
    scene.add(new Mesh(new BoxGeometry(), new MeshStandardMaterial()))
    const bare = new Uint8Array(await new USDZExporter().parseAsync(scene, { includeAnchoringProperties: false }))
    expect(() => anchorUsdzToImage(bare, { picture: new Uint8Array(8), ext: 'png', widthCm: 20 })).toThrow(/no anchoring/)
  })
})
