import { compareOrder } from '@shared/scene/order-keys'
import type { Material, SceneDocument, SceneNode, ShapeType } from '@shared/scene/schema'
import { materialProps } from '../../scene-render/core/material-props'

/**
 * 'Copy as React Three Fiber component': the document as a self-contained TSX component with
 * plain R3F elements — meshes with a geometry and material per shape, lights, groups carrying
 * transforms, useGLTF for models, drei's Text for text, textured planes for images and video,
 * PositionalAudio for sounds. The numbers mirror scene-render so the copy looks like the editor.
 * Events, physics and other behaviour are not carried over (they need the Spatial Studio runtime).
 */
type Attr = [name: string, value: string | null]
interface El {
  tag: string
  attrs: Attr[]
  children: (El | string)[]
  comment?: string
}

const el = (tag: string, attrs: Attr[] = [], children: (El | string)[] = []): El => ({ tag, attrs, children })

const num = (v: number) => {
  const rounded = Math.round(v * 1e5) / 1e5
  return Object.is(rounded, -0) ? '0' : String(rounded)
}
const PI_MULTIPLES: [number, string][] = [[Math.PI / 2, 'Math.PI / 2'], [-Math.PI / 2, '-Math.PI / 2'], [Math.PI / 4, 'Math.PI / 4'], [Math.PI, 'Math.PI']]
const angle = (v: number) => PI_MULTIPLES.find(([x]) => Math.abs(x - v) < 1e-9)?.[1] ?? num(v)
const vec = (v: readonly number[], f: (n: number) => string = num) => `{[${v.map(f).join(', ')}]}`
const str = (s: string) => (/["{}<>\n\\]/.test(s) ? `{${JSON.stringify(s)}}` : `"${s}"`)
const js = (v: unknown) => `{${JSON.stringify(v)}}`

interface Needs {
  drei: Set<string>
  three: boolean
  star: boolean
  helpers: Set<'Model' | 'ImagePlane' | 'VideoPlane'>
}

/** The same reading of the settings as the renderer (material-props.ts): Metallic toggle, Blend, Cutout. */
function material(m: Material, flat: boolean, needs: Needs): El {
  const p = materialProps(m)
  const attrs: Attr[] = [['color', str(m.albedo)]]
  if (p.transparent) attrs.push(['transparent', null], ['opacity', `{${num(p.opacity)}}`])
  if (p.alphaTest > 0) attrs.push(['alphaTest', `{${num(p.alphaTest)}}`])
  if (!p.depthWrite) attrs.push(['depthWrite', '{false}'])
  if (flat) {
    needs.three = true
    attrs.push(['side', '{THREE.DoubleSide}'])
  }
  if (m.shader === 'Unlit') return el('meshBasicMaterial', attrs)
  attrs.push(['roughness', `{${num(p.roughness)}}`], ['metalness', `{${num(p.metalness)}}`])
  if (m.emission) attrs.push(['emissive', str(m.emission)], ['emissiveIntensity', `{${num(p.emissiveIntensity)}}`])
  return el('meshStandardMaterial', attrs)
}

const GEOMETRY: Record<ShapeType, { tag: string; args: string; own?: Attr[] }> = {
  plane: { tag: 'planeGeometry', args: '[1, 1]', own: [['rotation', '{[-Math.PI / 2, 0, 0]}']] },
  cube: { tag: 'boxGeometry', args: '[1, 1, 1]' },
  sphere: { tag: 'sphereGeometry', args: '[0.5, 48, 24]' },
  cylinder: { tag: 'cylinderGeometry', args: '[0.5, 0.5, 1, 48]' },
  cone: { tag: 'coneGeometry', args: '[0.5, 1, 48]' },
  pyramid: { tag: 'coneGeometry', args: '[0.6, 1, 4]', own: [['rotation', '{[0, Math.PI / 4, 0]}']] },
  capsule: { tag: 'capsuleGeometry', args: '[0.35, 0.6, 8, 24]' },
  torus: { tag: 'torusGeometry', args: '[0.4, 0.15, 24, 64]' },
  rectangle: { tag: 'planeGeometry', args: '[1, 0.7]' },
  ellipse: { tag: 'circleGeometry', args: '[0.5, 48]', own: [['scale', '{[1, 0.7, 1]}']] },
  triangle: { tag: 'circleGeometry', args: '[0.55, 3]', own: [['rotation', '{[0, 0, Math.PI / 2]}']] },
  pentagon: { tag: 'circleGeometry', args: '[0.5, 5]', own: [['rotation', '{[0, 0, Math.PI / 2]}']] },
  star: { tag: 'shapeGeometry', args: '[STAR]' },
}
const FLAT = new Set<ShapeType>(['rectangle', 'ellipse', 'triangle', 'pentagon', 'star'])

/** A node's own drawing, without its transform. `own` marks content that has a transform of its own. */
function content(node: SceneNode, doc: SceneDocument, needs: Needs): { els: El[]; own: boolean } {
  const url = 'assetId' in node ? (doc.assets[node.assetId]?.url ?? '') : ''
  switch (node.kind) {
    case 'shape': {
      const g = GEOMETRY[node.shape]
      if (node.shape === 'star') needs.star = needs.three = true
      const mesh = el('mesh', [...(g.own ?? []), ['castShadow', null], ['receiveShadow', null]], [el(g.tag, [['args', `{${g.args}}`]]), material(node.material, FLAT.has(node.shape), needs)])
      return { els: [mesh], own: Boolean(g.own) }
    }
    case 'model':
      needs.helpers.add('Model')
      needs.drei.add('useGLTF')
      return { els: [el('Model', [['url', str(url)]])], own: false }
    case 'image':
      needs.helpers.add('ImagePlane')
      needs.drei.add('useTexture')
      needs.three = true
      return { els: [el('ImagePlane', [['url', str(url)], ['color', str(node.material.albedo)], ['opacity', `{${num(node.material.alpha)}}`]])], own: false }
    case 'video':
      needs.helpers.add('VideoPlane')
      needs.drei.add('useVideoTexture')
      needs.three = true
      return { els: [el('VideoPlane', [['url', str(url)], ['loop', js(node.settings.loop)], ['muted', js(node.settings.mute)], ['start', js(node.settings.playOnAwake)]])], own: false }
    case 'audio':
      needs.drei.add('PositionalAudio')
      return { els: [el('PositionalAudio', [['url', str(url)], ['distance', '{1}'], ['loop', js(node.settings.loop)], ['autoplay', js(node.settings.playOnAwake)]])], own: false }
    case 'text': {
      needs.drei.add('Text')
      const t = node.text
      const attrs: Attr[] = [['fontSize', `{${num(t.fontSize * 0.01)}}`], ['color', str(t.color)], ['anchorX', str(t.horizontal)], ['anchorY', str(t.vertical === 'center' ? 'middle' : t.vertical)]]
      if (t.textType === '3D') attrs.push(['outlineWidth', `{${num(t.extrusion)}}`])
      return { els: [el('Text', attrs, [`{${JSON.stringify(t.content || ' ')}}`])], own: false }
    }
    case 'light': {
      const l = node.light
      const attrs: Attr[] = [['color', str(l.color)]]
      if (l.type === 'directional') attrs.push(['intensity', `{${num(l.intensity)}}`])
      else attrs.push(['intensity', `{${num(l.intensity * 3)}}`], ['distance', `{${num(l.distance)}}`])
      if (l.type === 'spot') attrs.push(['angle', `{${num(l.angle)}}`], ['penumbra', `{${num(l.penumbra)}}`])
      if (l.shadow !== 'none') attrs.push(['castShadow', null])
      return { els: [el(`${l.type}Light`, attrs)], own: false }
    }
    case 'hotspot':
      needs.drei.add('Text')
      return {
        els: [
          el('mesh', [], [el('sphereGeometry', [['args', '{[0.12, 24, 16]}']]), el('meshStandardMaterial', [['color', str(node.color)], ['emissive', str(node.color)], ['emissiveIntensity', '{0.6}']])]),
          el('Text', [['position', '{[0, 0.3, 0]}'], ['fontSize', '{0.12}'], ['anchorY', '"bottom"']], [`{${JSON.stringify(node.label)}}`]),
        ],
        own: true,
      }
    default:
      return { els: [], own: false }
  }
}

function transformAttrs(node: SceneNode): Attr[] {
  const { position, rotation, scale } = node.transform
  const attrs: Attr[] = [['name', str(node.name)]]
  if (position.some((v) => v !== 0)) attrs.push(['position', vec(position)])
  if (rotation.some((v) => v !== 0)) attrs.push(['rotation', vec(rotation, angle)])
  if (scale.some((v) => v !== 1)) attrs.push(['scale', vec(scale)])
  if (!node.visible) attrs.push(['visible', '{false}'])
  return attrs
}

function nodeElement(node: SceneNode, doc: SceneDocument, children: Map<string | null, SceneNode[]>, needs: Needs): El {
  const kids = (children.get(node.id) ?? []).map((c) => nodeElement(c, doc, children, needs))
  const { els, own } = content(node, doc, needs)
  let out: El
  // A lone element without a transform of its own carries the node's; otherwise a group does.
  if (els.length === 1 && !own && !kids.length) out = { ...els[0], attrs: [...transformAttrs(node), ...els[0].attrs] }
  else out = el('group', transformAttrs(node), [...els, ...kids])
  out.comment = node.name
  return out
}

function render(e: El | string, depth: number): string {
  const pad = '  '.repeat(depth)
  if (typeof e === 'string') return `${pad}${e}`
  const attrs = e.attrs.map(([k, v]) => (v === null ? ` ${k}` : ` ${k}=${v}`)).join('')
  const head = e.comment ? `${pad}{/* ${e.comment.replace(/\*\//g, '* /')} */}\n` : ''
  if (!e.children.length) return `${head}${pad}<${e.tag}${attrs} />`
  return `${head}${pad}<${e.tag}${attrs}>\n${e.children.map((c) => render(c, depth + 1)).join('\n')}\n${pad}</${e.tag}>`
}

/** 'launch party!' → 'LaunchPartyScene' (a valid component name). */
export function componentName(projectName: string): string {
  const words = projectName.match(/[A-Za-z0-9]+/g) ?? []
  const base = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')
  const name = /^[A-Z]/.test(base) ? base : `Scene${base}`
  return name.endsWith('Scene') ? name : `${name}Scene`
}

const HELPERS: Record<'Model' | 'ImagePlane' | 'VideoPlane', string> = {
  Model: `function Model({ url, ...props }: { url: string } & ThreeElements['group']) {
  const { scene } = useGLTF(url)
  const copy = useMemo(() => scene.clone(true), [scene])
  return <primitive object={copy} {...props} />
}`,
  ImagePlane: `/** A picture on a plane whose shorter side is 1, keeping the picture's aspect. */
function ImagePlane({ url, color, opacity, ...props }: { url: string; color: string; opacity: number } & ThreeElements['mesh']) {
  const texture = useTexture(url)
  texture.colorSpace = THREE.SRGBColorSpace
  const { width = 1, height = 1 } = texture.image as { width?: number; height?: number }
  const size: [number, number] = width >= height ? [width / height, 1] : [1, height / width]
  return (
    <mesh {...props}>
      <planeGeometry args={size} />
      <meshStandardMaterial map={texture} color={color} transparent opacity={opacity} side={THREE.DoubleSide} />
    </mesh>
  )
}`,
  VideoPlane: `/** A video on a plane whose shorter side is 1. */
function VideoPlane({ url, loop, muted, start, ...props }: { url: string; loop: boolean; muted: boolean; start: boolean } & ThreeElements['mesh']) {
  const texture = useVideoTexture(url, { loop, muted, start, crossOrigin: 'anonymous' })
  const video = texture.image as HTMLVideoElement
  const aspect = video.videoWidth && video.videoHeight ? video.videoWidth / video.videoHeight : 16 / 9
  const size: [number, number] = aspect >= 1 ? [aspect, 1] : [1, 1 / aspect]
  return (
    <mesh {...props}>
      <planeGeometry args={size} />
      <meshBasicMaterial map={texture} toneMapped={false} side={THREE.DoubleSide} />
    </mesh>
  )
}`,
}

const STAR = `/** The five-pointed star of the Star shape. */
const STAR = (() => {
  const shape = new THREE.Shape()
  for (let i = 0; i <= 10; i++) {
    const r = i % 2 === 0 ? 0.5 : 0.22
    const a = (i / 10) * Math.PI * 2 + Math.PI / 2
    if (i === 0) shape.moveTo(Math.cos(a) * r, Math.sin(a) * r)
    else shape.lineTo(Math.cos(a) * r, Math.sin(a) * r)
  }
  return shape
})()`

/** The scene as TSX source of one exported component (plus the small helpers it uses). */
export function sceneToR3F(doc: SceneDocument, projectName = 'Scene'): string {
  const needs: Needs = { drei: new Set(), three: false, star: false, helpers: new Set() }
  const children = new Map<string | null, SceneNode[]>()
  for (const node of Object.values(doc.nodes)) {
    const parent = node.parentId && doc.nodes[node.parentId] ? node.parentId : null
    children.set(parent, [...(children.get(parent) ?? []), node])
  }
  for (const list of children.values()) list.sort(compareOrder)
  const { ambientLight: ambient, directionalLight: sun } = doc.settings
  const body: El[] = [el('ambientLight', [['color', str(ambient.color)], ['intensity', `{${num(ambient.intensity)}}`]])]
  if (sun.enabled) body.push(el('directionalLight', [['color', str(sun.color)], ['intensity', `{${num(sun.intensity)}}`], ['position', vec(sun.position)], ...(sun.shadow !== 'none' ? ([['castShadow', null]] as Attr[]) : [])]))
  for (const root of children.get(null) ?? []) body.push(nodeElement(root, doc, children, needs))

  const name = componentName(projectName)
  const imports = [
    needs.drei.size ? `import { ${[...needs.drei].sort().join(', ')} } from '@react-three/drei'` : '',
    `import type { ThreeElements } from '@react-three/fiber'`,
    needs.helpers.has('Model') ? `import { useMemo } from 'react'` : '',
    needs.three ? `import * as THREE from 'three'` : '',
  ].filter(Boolean)
  const helpers = (['Model', 'ImagePlane', 'VideoPlane'] as const).filter((h) => needs.helpers.has(h)).map((h) => HELPERS[h])
  return [
    `// ${JSON.stringify(projectName)}, exported from Spatial Studio as a React Three Fiber component.
// Put it inside a <Canvas>. Asset URLs are relative to the Spatial Studio server that holds them.
${imports.join('\n')}`,
    ...(needs.star ? [STAR] : []),
    `/** Background ${doc.settings.background}: <color attach="background" args={[${JSON.stringify(doc.settings.background)}]} /> on the Canvas. */
export function ${name}(props: ThreeElements['group']) {
  return (
    <group {...props}>
${body.map((e) => render(e, 3)).join('\n')}
    </group>
  )
}`,
    ...helpers,
  ].join('\n\n') + '\n'
}
