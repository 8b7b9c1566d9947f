import * as z from 'zod'
import { isOrderKey } from './order-keys'
import { audioSettingsSchema, videoSettingsSchema } from './media-settings'
import { spriteSheetSchema, vectorSettingsSchema } from './vector-sprite'
import { BODY_POINTS } from './body-points'
import { splatCropSchema } from './splat-crop'

/**
 * The scene document: what the editor, the viewer, the server and the assistant all read and
 * write. A flat, id-keyed map of nodes (tree by parentId + order), an asset table, and scene
 * settings. Selection, camera and tool are session state and never live here.
 */
export const SCENE_VERSION = 3

const finite = z.number().finite()
const orderKey = z.string().refine(isOrderKey, 'order must be a fractional-index key')
export const vec3 = z.tuple([finite, finite, finite])
export type Vec3 = z.infer<typeof vec3>
export const color = z.string().regex(/^#[0-9A-F]{6}$/, 'colour must be #RRGGBB in upper case')
export const nodeId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'ids use letters, digits, - and _')

export const transformSchema = z.object({
  position: vec3,
  /** Euler XYZ in radians (shown in degrees in the panel). */
  rotation: vec3,
  scale: vec3,
})
export type Transform = z.infer<typeof transformSchema>

export const SHAPES_3D = ['plane', 'cube', 'sphere', 'cylinder', 'cone', 'pyramid', 'capsule', 'torus'] as const
export const SHAPES_2D = ['rectangle', 'ellipse', 'triangle', 'pentagon', 'star'] as const
export const shapeType = z.enum([...SHAPES_3D, ...SHAPES_2D])
export type ShapeType = z.infer<typeof shapeType>

/** material_settings of the editor spec, in document form. */
export const materialSchema = z.object({
  renderingMode: z.enum(['Opaque', 'Cutout', 'Fade', 'Transparent']),
  shader: z.enum(['Standard', 'PBR', 'Unlit']),
  albedo: color,
  alpha: z.number().min(0).max(1),
  emission: color.nullable(),
  metallic: z.number().min(0).max(1),
  smoothness: z.number().min(0).max(0.95),
  textureAssetId: nodeId.nullable(),
  normalMapAssetId: nodeId.nullable(),
  /** The Metallic toggle (v1 documents lacked it; the v1→v2 migration fills it from the metal settings). */
  metallicEnabled: z.boolean(),
  metallicMapAssetId: nodeId.nullable().optional(),
  emissionMapAssetId: nodeId.nullable().optional(),
  /** How Fade and Transparent blend. */
  transparency: z.enum(['Alpha', 'Blend']),
})
export type Material = z.infer<typeof materialSchema>

export const eventSchema = z.object({
  id: nodeId,
  /** The spec's inputType (Mouse or Touch), as the author chose it. */
  inputType: z.enum(['mouse', 'touch']),
  trigger: z.enum(['click', 'double-click']),
  /**
   * The spec's actions, plus 'animate': the target's procedural motion (node.motion) waits still
   * until the trigger, and each trigger starts or stops it ('click the chest and it opens').
   */
  action: z.enum(['disable', 'enable', 'play', 'pause', 'stop', 'redirect', 'animate']),
  targetId: nodeId.nullable(),
  url: z.string().max(2048).nullable(),
})
export type SceneEvent = z.infer<typeof eventSchema>

/**
 * Rapier rigid body of a node (the Physics panel). Absent = not simulated. Mass is the spec's
 * Light / Medium / Heavy or a number of kilograms. Simulated only in the preview and the viewer.
 */
export const physicsSchema = z.object({
  body: z.enum(['dynamic', 'fixed', 'kinematic']),
  mass: z.union([z.enum(['Light', 'Medium', 'Heavy']), z.number().min(0.001).max(100000)]),
  drag: z.number().min(0).max(10),
  gravity: z.boolean(),
  collider: z.enum(['Box', 'Sphere', 'Capsule', 'Mesh']),
  bounciness: z.number().min(0).max(1),
  material: z.enum(['Default', 'Ice', 'Rubber', 'Wood', 'Metal']),
})
export type PhysicsSettings = z.infer<typeof physicsSchema>

/** Animation of a model's GLB clips (the Animation panel). */
export const animationSchema = z.object({
  clip: z.string().max(200).nullable(),
  loop: z.boolean(),
  speed: z.number().min(0.5).max(2),
  easing: z.enum(['Linear', 'Ease In', 'Ease Out', 'Ease In-Out']),
  autoplay: z.boolean(),
})
export type AnimationSettings = z.infer<typeof animationSchema>

/**
 * A procedural motion the preview and the viewer play on any node (the assistant's "spinning",
 * "bobbing", "orbiting"; the Animation panel's Motion). Speed is turns or cycles per second,
 * amplitude is metres (bob height, orbit radius), or radians for a swing (how far a door or a lid opens). Optional: older documents simply lack it.
 */
export const motionSchema = z.object({
  kind: z.enum(['spin', 'bob', 'orbit', 'swing']),
  speed: z.number().min(0).max(10),
  amplitude: z.number().min(0).max(100).optional(),
  axis: z.enum(['x', 'y', 'z']).optional(),
})
export type MotionSettings = z.infer<typeof motionSchema>

/** A particle emitter attached to a node (the Particle panel). */
export const particlesSchema = z.object({
  preset: z.enum(['sparkles', 'smoke', 'fire', 'confetti', 'snow']),
  count: z.number().int().min(1).max(5000),
  size: z.number().min(0.005).max(2),
  speed: z.number().min(0).max(20),
  lifetime: z.number().min(0.1).max(20),
  color: color,
  spread: z.number().min(0).max(10),
})
export type ParticleSettings = z.infer<typeof particlesSchema>

const base = {
  id: nodeId,
  name: z.string().min(1).max(120),
  parentId: nodeId.nullable(),
  /** Sibling order: a fractional-index key (order-keys.ts), compared as plain strings; ties by id. */
  order: orderKey,
  visible: z.boolean(),
  transform: transformSchema,
  events: z.array(eventSchema).max(50),
  physics: physicsSchema.optional(),
  animation: animationSchema.optional(),
  motion: motionSchema.optional(),
  particles: particlesSchema.optional(),
  /** Body Tracking projects: the attachment point that carries this node (body-points.ts); absent, it follows the hips. */
  bodyPoint: z.enum(BODY_POINTS).optional(),
}

export const textSchema = z.object({
  textType: z.enum(['2D', '3D']),
  content: z.string().max(2000),
  fontFamily: z.string().min(1).max(80),
  fontWeight: z.number().int().min(100).max(900),
  /** Italic where the family has an italic face. */
  fontStyle: z.enum(['normal', 'italic']),
  fontSize: z.number().min(0).max(128),
  color,
  horizontal: z.enum(['left', 'center', 'right']),
  vertical: z.enum(['top', 'center', 'bottom']),
  extrusion: z.number().min(0.001).max(0.05),
  bevelSize: z.number().min(0).max(0.1),
  bevelThickness: z.number().min(0).max(0.1),
  bevelOffset: z.number().min(-0.1).max(0.1),
  bevelSegments: z.number().int().min(0).max(20),
  curveSegments: z.number().int().min(1).max(50),
  metalness: z.number().min(0).max(1),
  roughness: z.number().min(0).max(1),
})
export type TextSettings = z.infer<typeof textSchema>

export const lightSchema = z.object({
  type: z.enum(['directional', 'point', 'spot']),
  color,
  intensity: z.number().min(0).max(10),
  shadow: z.enum(['none', 'soft', 'hard']),
  distance: z.number().min(0).max(1000),
  angle: z.number().min(0.01).max(Math.PI / 2),
  penumbra: z.number().min(0).max(1),
})
export type LightSettings = z.infer<typeof lightSchema>

export const nodeSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('shape'), shape: shapeType, material: materialSchema }),
  z.object({ ...base, kind: z.literal('model'), assetId: nodeId, material: materialSchema.nullable() }),
  z.object({ ...base, kind: z.literal('image'), assetId: nodeId, material: materialSchema }),
  z.object({ ...base, kind: z.literal('video'), assetId: nodeId, settings: videoSettingsSchema }),
  z.object({ ...base, kind: z.literal('audio'), assetId: nodeId, settings: audioSettingsSchema }),
  /** An uploaded SVG: a flat vector plane or an extruded solid (three's SVGLoader shapes). */
  z.object({ ...base, kind: z.literal('vector'), assetId: nodeId, vector: vectorSettingsSchema }),
  /** An uploaded GIF, played from its packed sheet at the GIF's own timing. */
  z.object({ ...base, kind: z.literal('sprite'), assetId: nodeId }),
  z.object({ ...base, kind: z.literal('text'), text: textSchema }),
  z.object({ ...base, kind: z.literal('light'), light: lightSchema }),
  z.object({ ...base, kind: z.literal('hotspot'), label: z.string().max(200), color }),
  z.object({ ...base, kind: z.literal('group') }),
  /** A Gaussian splat (asset type 'splat'), drawn by Spark; with `crop`, only what lies inside that box (splat-crop.ts). */
  z.object({ ...base, kind: z.literal('splat'), assetId: nodeId, crop: splatCropSchema.optional() }),
])
export type SceneNode = z.infer<typeof nodeSchema>
export type NodeKind = SceneNode['kind']
export type NodeOf<K extends NodeKind> = Extract<SceneNode, { kind: K }>

export const assetSchema = z.object({
  id: nodeId,
  type: z.enum(['model', 'image', 'video', 'audio', 'vector', 'sprite', 'splat']),
  name: z.string().min(1).max(200),
  url: z.string().min(1).max(2048),
  size: z.number().int().min(0),
  mime: z.string().max(100),
  triangles: z.number().int().min(0).optional(),
  /** Pixel size of an image or video, when the upload could read it (planes keep this aspect). */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** A sprite's sheet layout and timing (url is the packed PNG; width/height one frame's). */
  sprite: spriteSheetSchema.optional(),
  /** A splat's count of Gaussians (the budget and the bench read it). */
  splats: z.number().int().min(0).optional(),
})
export type SceneAsset = z.infer<typeof assetSchema>

/**
 * The picture an Image Target project is anchored to. The scene's origin is the picture's
 * centre, lying flat (x to its right, -z to its top); widthCm is its printed width, so content is
 * placed in metres relative to the real picture. mindUrl is the compiled target (MindAR's tracking
 * features), made in the browser when the author sets the picture; absent until then.
 */
export const imageTargetSchema = z.object({
  assetId: nodeId,
  widthCm: z.number().min(1).max(1000),
  mindUrl: z.string().regex(/^\/uploads\/media\/[0-9a-f]{64}\.mind$/, 'mindUrl must be a stored compiled target').optional(),
})
export type ImageTargetSettings = z.infer<typeof imageTargetSchema>

/**
 * A Face Tracking project's anchor. The scene's origin is the centre of the viewer's head
 * (between the ears, 3 cm below the eyes), in metres: +y up, +z out of the face, +x to the right
 * as the head is seen from the front (the selfie view's right). occlude: an invisible head hides
 * what lies behind it.
 */
export const faceTrackingSchema = z.object({ occlude: z.boolean() })
export type FaceTrackingSettings = z.infer<typeof faceTrackingSchema>

/**
 * A Body Tracking project's settings: the body space is body-points.ts's; `camera` is the one the
 * viewer's Start opens first (the rear one: someone films a friend), with a switch to the other.
 */
export const bodyTrackingSchema = z.object({ camera: z.enum(['environment', 'user']) })
export type BodyTrackingSettings = z.infer<typeof bodyTrackingSchema>
const scanUrl = z.string().regex(/^\/uploads\/media\/[0-9a-f]{64}\.glb$/, 'scanUrl must be a stored GLB')
const geoPoint = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Metres above the ellipsoid (GPS altitude); 0 where unknown. */
  altitude: z.number().min(-20000).max(20000),
})
export type GeoPin = z.infer<typeof geoPoint>

/**
 * A Location-Based AR project's place. The scene's origin is the anchor; its -z axis points along
 * `heading` (degrees clockwise from true north), +y up, metres. Content in `pins` is shown at its
 * own coordinates instead (a point of interest away from the anchor), its transform then local to
 * that point with -z north. `scanUrl`: the place's scan, drawn greyed in the editor, never published.
 */
export const locationSchema = z.object({
  anchor: geoPoint.extend({ heading: z.number().min(0).lt(360) }).nullable(),
  scanUrl: scanUrl.optional(),
  pins: z.record(nodeId, geoPoint).refine((pins) => Object.keys(pins).length <= 200, 'at most 200 pinned objects').optional(),
})
export type LocationSettings = z.infer<typeof locationSchema>

/** A room is metres across: a point further than this from the scan's origin is a typo. */
const roomCoordinate = z.number().min(-500).max(500)
/**
 * One reference point on the room's scan: its name is what the visitor is asked to tap ("the
 * doorway's left corner"), so it cannot be blank.
 */
export const areaPointSchema = z.object({
  label: z.string().trim().min(1, 'a reference point needs a name').max(60),
  position: z.tuple([roomCoordinate, roomCoordinate, roomCoordinate]),
})
export type AreaPoint = z.infer<typeof areaPointSchema>
export const AREA_MAX_POINTS = 8

/**
 * An Area Tracking project's room: its scan (the scene's frame, +y up, metres) and the reference
 * points the visitor taps, in this order, to align it (two or more, apart from each other). The
 * points live in the settings, not the nodes: the editor draws them as markers, the viewer only
 * reads their positions, and they are never drawn as content.
 */
export const areaSchema = z.object({
  scanUrl,
  points: z.array(areaPointSchema).max(AREA_MAX_POINTS, `at most ${AREA_MAX_POINTS} reference points`),
})
export type AreaSettings = z.infer<typeof areaSchema>

export const settingsSchema = z.object({
  background: color,
  ambientLight: z.object({ color, intensity: z.number().min(0).max(10) }),
  directionalLight: z.object({
    enabled: z.boolean(),
    color,
    intensity: z.number().min(0).max(10),
    shadow: z.enum(['none', 'soft', 'hard']),
    position: vec3,
  }),
  fog: z.object({ type: z.enum(['none', 'linear', 'exponential']), color, near: z.number().min(0), far: z.number().min(0), density: z.number().min(0).max(1) }),
  environment: z.object({
    skybox: z.enum(['none', 'color', 'studio', 'sunset', 'night', 'forest', 'city']),
    elements: z.array(z.string().max(40)).max(20),
    /** Image-based lighting from the sky. */
    reflectionProbes: z.object({ mode: z.enum(['off', 'sky']), intensity: z.number().min(0).max(2) }),
  }),
  /** Only in Image Target projects. Optional and additive: older readers drop it, so no version step. */
  imageTarget: imageTargetSchema.optional(),
  /** Only in Face Tracking projects; additive like imageTarget. */
  faceTracking: faceTrackingSchema.optional(),
  /** Only in Body Tracking projects; additive like imageTarget. */
  bodyTracking: bodyTrackingSchema.optional(),
  /** The immersive session a VR, Web 3D or AR Glasses project's viewer offers first ('none': no XR at all); additive like imageTarget. */
  xr: z.object({ mode: z.enum(['immersive-vr', 'immersive-ar', 'none']) }).optional(),
  /** Only in Location-Based AR projects; additive like imageTarget. */
  location: locationSchema.optional(),
  /** Only in Area Tracking projects; additive like imageTarget. */
  area: areaSchema.optional(),
})
export type SceneSettings = z.infer<typeof settingsSchema>

export const sceneSchema = z.object({
  schemaVersion: z.literal(SCENE_VERSION),
  nodes: z.record(nodeId, nodeSchema),
  assets: z.record(nodeId, assetSchema),
  settings: settingsSchema,
})
export type SceneDocument = z.infer<typeof sceneSchema>
