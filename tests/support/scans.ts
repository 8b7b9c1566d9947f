import { Document, NodeIO } from '@gltf-transform/core'

export interface ScanOptions {
  /** Triangles drawn (the index buffer repeats one triangle: tiny once zipped). */
  triangles?: number
  /** The scan's room points (x, y, z triples) as the mesh's vertices. */
  vertices?: number[]
  /** The triangles themselves (overrides `triangles`): a room test draws and hits real faces. */
  indices?: number[]
}

function scanDocument({ triangles = 2, vertices = [0, 0, 0, 1, 0, 0, 0, 0, -1, 1, 0, -1], indices: faces }: ScanOptions) {
  const doc = new Document()
  const buffer = doc.createBuffer('scan')
  const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array(vertices)).setBuffer(buffer)
  const indices = faces ? Uint32Array.from(faces) : new Uint32Array(triangles * 3)
  if (!faces) for (let i = 0; i < indices.length; i += 3) indices.set([0, 1, 2], i)
  const index = doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer)
  const prim = doc.createPrimitive().setAttribute('POSITION', position).setIndices(index)
  const mesh = doc.createMesh('scan').addPrimitive(prim)
  doc.createScene().addChild(doc.createNode('scan').setMesh(mesh))
  return doc
}

/** A place's or room's scan as a GLB, as Polycam and Scaniverse export it (geometry only). */
export async function makeScanGlb(options: ScanOptions = {}): Promise<Buffer> {
  return Buffer.from(await new NodeIO().writeBinary(scanDocument(options)))
}

/** The same as a .gltf with its .bin beside it (`bin` names it). */
export async function makeScanGltf(bin = 'scan.bin', options: ScanOptions = {}): Promise<{ gltf: string; bin: Buffer }> {
  const doc = scanDocument(options)
  doc.getRoot().listBuffers()[0].setURI(bin)
  const { json, resources } = await new NodeIO().writeJSON(doc)
  return { gltf: JSON.stringify(json), bin: Buffer.from(resources[bin]) }
}
