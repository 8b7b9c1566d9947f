import { transform } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { createGroup, createLight, createShape, createText, emptyScene } from '@shared/scene/defaults'
import { createVideo } from '@shared/scene/media-factories'
import { applyOps } from '@shared/scene/ops'
import type { SceneDocument, SceneNode } from '@shared/scene/schema'
import { componentName, sceneToR3F } from './r3f-codegen'

function smallScene() {
  let doc: SceneDocument = applyOps(emptyScene(), [
    { op: 'add-asset', asset: { id: 'sofa', type: 'model', name: 'Sofa', url: '/library/models/sofa.glb', size: 1, mime: 'model/gltf-binary' } },
    { op: 'add-asset', asset: { id: 'clip', type: 'video', name: 'Clip', url: '/library/video/color-gradients.mp4', size: 1, mime: 'video/mp4' } },
  ]).doc
  const add = <N extends SceneNode>(node: N) => ((doc = applyOps(doc, [{ op: 'add', node }]).doc), node)
  const group = add({ ...createGroup(doc, [0, 1, 0]), name: 'Stage' })
  add({ ...createShape(doc, 'cube', [-1.5, 0.5, 0], '#FF0000'), parentId: group.id, name: 'Red cube' })
  add({ ...createShape(doc, 'star', [2, 0, 0]), name: 'Star' })
  add({ ...createShape(doc, 'plane'), name: 'Floor', transform: { position: [0, 0, 0], rotation: [0, Math.PI / 2, 0], scale: [10, 1, 10] } })
  add({ ...createText(doc, '3D', [0, 2, 0]), text: { ...createText(doc).text, content: 'Hello "world" {}' } })
  add(createLight(doc, 'spot'))
  add({ id: 'm1', name: 'Sofa', parentId: null, order: 'a9', visible: false, transform: { position: [0, 0, -2], rotation: [0, 0, 0], scale: [1, 1, 1] }, events: [], kind: 'model', assetId: 'sofa', material: null })
  add(createVideo(doc, { id: 'clip', name: 'clip.mp4', width: 640, height: 360 }, [0, 1, -3]))
  return doc
}

describe('Copy as React Three Fiber component', () => {
  it('renders the scene with plain R3F elements: meshes by shape, lights, groups with transforms, useGLTF, drei Text', () => {
    const code = sceneToR3F(smallScene(), 'Launch party!')
    expect(code).toContain('export function LaunchPartyScene(props: ThreeElements[\'group\'])')
    expect(code).toMatch(/<group name="Stage" position=\{\[0, 1, 0\]\}>\n\s+\{\/\* Red cube \*\/\}\n\s+<mesh name="Red cube" position=\{\[-1.5, 0.5, 0\]\} castShadow receiveShadow>\n\s+<boxGeometry args=\{\[1, 1, 1\]\} \/>\n\s+<meshStandardMaterial color="#FF0000" roughness=\{0.5\} metalness=\{0\} \/>/)
    // A shape whose geometry is turned sits in a group that carries the node's transform.
    expect(code).toMatch(/<group name="Floor" rotation=\{\[0, Math.PI \/ 2, 0\]\} scale=\{\[10, 1, 10\]\}>\n\s+<mesh rotation=\{\[-Math.PI \/ 2, 0, 0\]\}/)
    expect(code).toContain('<shapeGeometry args={[STAR]} />')
    expect(code).toContain('const STAR = (() => {')
    expect(code).toContain('side={THREE.DoubleSide}')
    expect(code).toMatch(/<Text name="Text" position=\{\[0, 2, 0\]\} fontSize=\{0.8\} color="#FF6600" anchorX="center" anchorY="middle" outlineWidth=\{0.01\}>\n\s+\{"Hello \\"world\\" \{\}"\}\n\s+<\/Text>/)
    expect(code).toMatch(/<spotLight name="Spot Light" position=\{\[2, 4, 2\]\} color="#FFF4D6" intensity=\{6\} distance=\{0\} angle=\{0.5236\} penumbra=\{0.3\} castShadow \/>/)
    expect(code).toContain('<Model name="Sofa" position={[0, 0, -2]} visible={false} url="/library/models/sofa.glb" />')
    expect(code).toContain('const { scene } = useGLTF(url)')
    expect(code).toContain('<VideoPlane name="clip" position={[0, 1, -3]} url="/library/video/color-gradients.mp4"')
    expect(code).toContain('<ambientLight color="#FFFFFF" intensity={0.6} />')
    expect(code).toContain('<directionalLight color="#FFF4D6" intensity={2} position={[2, 5, 2]} castShadow />')
    expect(code).toContain("import { Text, useGLTF, useVideoTexture } from '@react-three/drei'")
    expect(code).toContain("import * as THREE from 'three'")
  })

  it('is valid TSX (esbuild parses it)', async () => {
    const code = sceneToR3F(smallScene(), 'Launch party')
    await expect(transform(code, { loader: 'tsx', jsx: 'automatic' })).resolves.toBeTruthy()
    const empty = sceneToR3F(emptyScene(), '')
    expect(empty).not.toContain('@react-three/drei')
    await expect(transform(empty, { loader: 'tsx', jsx: 'automatic' })).resolves.toBeTruthy()
  })

  it('names the component after the project', () => {
    expect(componentName('my first AR')).toBe('MyFirstARScene')
    expect(componentName('3D shop')).toBe('Scene3DShopScene')
    expect(componentName('')).toBe('Scene')
    expect(componentName('Garden Scene')).toBe('GardenScene')
  })
})
