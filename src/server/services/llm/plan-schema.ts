import * as z from 'zod'
import { ENVIRONMENT_ELEMENTS } from '@shared/scene/environment'
import { indexKey } from '@shared/scene/order-keys'
import {
  color,
  eventSchema,
  lightSchema,
  materialSchema,
  nodeId,
  settingsSchema,
  shapeType,
  textSchema,
  type SceneDocument,
} from '@shared/scene/schema'

/**
 * What the language model must answer: the same operations the editor applies, restricted to
 * what needs no uploaded file (shapes, text, lights, hotspots, groups, settings). Vectors are
 * plain 3-number arrays rather than tuples: tuple keywords (prefixItems) are not understood by
 * every OpenAI-compatible server's structured-output mode.
 */
export const MAX_LLM_OPS = 200

const vec3 = z.array(z.number()).length(3)
const transform = z.strictObject({ position: vec3, rotation: vec3, scale: vec3 })
const common = {
  id: nodeId,
  name: z.string().min(1).max(120),
  parentId: nodeId.nullable(),
  // The model numbers siblings; the document keeps fractional-index keys (the integer's own key).
  order: z.number().min(0).max(1_000_000).transform((n) => indexKey(Math.floor(n))),
  visible: z.boolean(),
  transform,
  events: z.array(eventSchema).max(50),
}

const llmNode = z.discriminatedUnion('kind', [
  z.strictObject({ ...common, kind: z.literal('shape'), shape: shapeType, material: materialSchema }),
  z.strictObject({ ...common, kind: z.literal('text'), text: textSchema }),
  z.strictObject({ ...common, kind: z.literal('light'), light: lightSchema }),
  z.strictObject({ ...common, kind: z.literal('hotspot'), label: z.string().max(200), color }),
  z.strictObject({ ...common, kind: z.literal('group') }),
])

/** A patch replaces whole fields; keys that do not belong to the node's kind make the answer invalid. */
const nodePatch = z.strictObject({
  name: common.name,
  parentId: common.parentId,
  order: common.order,
  visible: common.visible,
  transform,
  events: common.events,
  material: materialSchema,
  text: textSchema,
  light: lightSchema,
  label: z.string().max(200),
  color,
}).partial()

const { directionalLight, ...otherSettings } = settingsSchema.shape
const settingsPatch = z
  .strictObject({
    ...otherSettings,
    directionalLight: directionalLight.extend({ position: vec3 }),
  })
  .partial()

export const llmOpSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('add'), node: llmNode }),
  z.strictObject({ op: z.literal('remove'), id: nodeId }),
  z.strictObject({ op: z.literal('update'), id: nodeId, patch: nodePatch }),
  z.strictObject({ op: z.literal('settings'), patch: settingsPatch }),
])

export const llmAnswerSchema = z.strictObject({
  reply: z.string().min(1).max(2000),
  title: z.string().min(1).max(100).nullable(),
  ops: z.array(llmOpSchema).max(MAX_LLM_OPS),
})
export type LlmAnswer = z.infer<typeof llmAnswerSchema>

let cachedJsonSchema: Record<string, unknown> | undefined
/** The answer's JSON Schema for response_format, generated from the zod schema above. */
export function llmAnswerJsonSchema(): Record<string, unknown> {
  cachedJsonSchema ??= z.toJSONSchema(llmAnswerSchema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
  return cachedJsonSchema
}

const round = (v: number) => Math.round(v * 100) / 100
const MAX_LISTED_NODES = 150

/** The current document in a few lines per object, so follow-ups can name ids. */
export function describeScene(doc: SceneDocument): string {
  const nodes = Object.values(doc.nodes)
  const lines = nodes.slice(0, MAX_LISTED_NODES).map((n) => {
    const what = n.kind === 'shape' ? `shape ${n.shape} ${n.material.albedo}` : n.kind === 'light' ? `${n.light.type} light` : n.kind
    const t = n.transform
    return `- id=${n.id} "${n.name}" ${what} parent=${n.parentId ?? 'none'} position=[${t.position.map(round)}] scale=[${t.scale.map(round)}]`
  })
  if (nodes.length > MAX_LISTED_NODES) lines.push(`- … and ${nodes.length - MAX_LISTED_NODES} more`)
  const s = doc.settings
  return [
    nodes.length ? `Objects (${nodes.length}):\n${lines.join('\n')}` : 'The scene is empty.',
    `Settings: background ${s.background}, skybox ${s.environment.skybox}, fog ${s.fog.type}, elements [${s.environment.elements.join(', ')}], ambient ${s.ambientLight.intensity}.`,
  ].join('\n')
}

export function systemPrompt(doc: SceneDocument, subject: string | null | undefined): string {
  return `You are the scene assistant of Spatial Studio, a 3D/AR experience builder. The user describes a scene or a change; you answer with JSON {"reply", "title", "ops"}:
- reply: one or two friendly sentences saying what you did.
- title: a short name for a new experience (3 to 5 words), or null when changing an existing one.
- ops: operations applied in order to the scene document:
  {"op":"add","node":NODE} adds an object; ids are unique (letters, digits, - and _), never reuse one listed below.
  {"op":"update","id":ID,"patch":{...}} replaces the given fields of an object (transform, material, text, light, name, visible, label, color).
  {"op":"remove","id":ID} removes an object and its children.
  {"op":"settings","patch":{...}} changes scene settings: background, ambientLight {color,intensity}, directionalLight {enabled,color,intensity,shadow,position}, fog {type:none|linear|exponential,color,near,far,density}, environment {skybox:none|color|studio|sunset|night|forest|city, elements: subset of [${ENVIRONMENT_ELEMENTS.join(', ')}]}.
NODE fields: id, name, parentId (null or a group id), order (a whole number, lower first), visible (true), transform {position:[x,y,z], rotation:[x,y,z] in radians, scale:[x,y,z]}, events [] and by kind:
  shape: "shape" one of ${shapeType.options.join(', ')}; "material" {renderingMode:"Opaque", shader:"Standard", albedo:"#RRGGBB" upper case, alpha:1, emission:null, metallic:0..1, smoothness:0..0.95, textureAssetId:null, normalMapAssetId:null}.
  text: "text" {textType:"3D", content, fontFamily:"ABeeZee", fontWeight:400, fontSize:40..100, color, horizontal:"center", vertical:"center", extrusion:0.01, bevelSize:0.02, bevelThickness:0.02, bevelOffset:0, bevelSegments:3, curveSegments:12, metalness:0.5, roughness:0.5}.
  light: "light" {type:directional|point|spot, color, intensity:0..10, shadow:none|soft|hard, distance:0, angle:0.5, penumbra:0.3}.
  hotspot: "label", "color". group: nothing more (children set parentId to it; their positions are relative to it).
Units are metres, y is up, the ground is y=0. Shapes are 1 unit across and centred on their position, so an object of height h rests on the ground at y=h/2 (scale [1,2,1] makes a cube 2 high). Keep objects from passing through each other, on the ground or on what they stand on, within 10 m of the origin. Events: {id, trigger:click|double-click, action:redirect, targetId:null, url} opens a link.
Current scene:
${describeScene(doc)}${subject ? `\nThe user last talked about "${subject}".` : ''}`
}
