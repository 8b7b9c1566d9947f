import fs from 'node:fs'
import path from 'node:path'
import type { Mesh } from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js'
import { describe, expect, it } from 'vitest'
import { countTriangles, modelIO, optimizeModel } from './model-pipeline'
import { modelLoader } from '../../../app/features/scene-render/core/models'

/** The optimized copy must open in the browser's loader with the decoder three ships (no CDN, no Draco). */
describe('optimized models in three.js', () => {
  it('a library model, optimized with meshopt, parses in GLTFLoader with three’s MeshoptDecoder', async () => {
    const io = await modelIO()
    const source = new Uint8Array(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../public/library/models/cat.glb')))
    const doc = await io.readBinary(source)
    const triangles = countTriangles(doc)
    await optimizeModel(doc)
    const glb = await io.writeBinary(doc)
    expect(doc.getRoot().listExtensionsUsed().map((e) => e.extensionName)).toEqual(expect.arrayContaining(['EXT_meshopt_compression', 'KHR_mesh_quantization']))

    const loader = new GLTFLoader().setMeshoptDecoder(MeshoptDecoder)
    const gltf = await loader.parseAsync(glb.buffer.slice(glb.byteOffset, glb.byteOffset + glb.byteLength) as ArrayBuffer, '')
    let drawn = 0
    gltf.scene.traverse((object) => {
      const mesh = object as Mesh
      if (mesh.isMesh) drawn += (mesh.geometry.index?.count ?? mesh.geometry.attributes.position.count) / 3
    })
    expect(drawn).toBe(triangles)
    expect(drawn).toBeGreaterThan(0)

    // The client's own loader, whose decoder loads only when a file needs it, draws the same.
    const ours = await (await modelLoader()).parseAsync(glb.buffer.slice(glb.byteOffset, glb.byteOffset + glb.byteLength) as ArrayBuffer, '')
    let oursDrawn = 0
    ours.scene.traverse((object) => {
      const mesh = object as Mesh
      if (mesh.isMesh) oursDrawn += (mesh.geometry.index?.count ?? mesh.geometry.attributes.position.count) / 3
    })
    expect(oursDrawn).toBe(triangles)

    // Without the decoder the loader refuses: the client must register it.
    await expect(new GLTFLoader().parseAsync(glb.buffer.slice(glb.byteOffset, glb.byteOffset + glb.byteLength) as ArrayBuffer, '')).rejects.toThrow(/setMeshoptDecoder/)
  })
})
