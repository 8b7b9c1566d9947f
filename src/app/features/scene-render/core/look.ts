import {
  ACESFilmicToneMapping,
  AmbientLight,
  Color,
  DirectionalLight,
  EquirectangularReflectionMapping,
  Fog,
  FogExp2,
  Group,
  HemisphereLight,
  LightProbe,
  type Material,
  type Mesh,
  NeutralToneMapping,
  PCFShadowMap,
  PointLight,
  SRGBColorSpace,
  Vector3,
  type Scene,
  type SphericalHarmonics3,
  type Texture,
  type WebGLRenderer,
} from 'three'
import type { SceneDocument } from '@shared/scene/schema'
import { ContactShadow } from './contact-shadow'
import { groundExtent, type GroundExtent } from './content-extent'
import { emittersOf, MAX_EMISSIVE_LIGHTS, nearestEmitters, type Emitter } from './emitters'
import { isImageSkybox, reflectionProbesOf, skyboxUrl } from '../environment/settings'
import { GROUND_Y, nightGround, NIGHT_SKY_INTENSITY } from './night-ground'
import { GroundLight } from './ground-light'
import { isNight, lightGain } from './night-exposure'
import { environmentSH, patchImageLightChunks, roomSH } from './image-light-sh'
import { StarField } from './star-field'
import { GradientBackdrop, paintBackdrop } from './backdrop-bands'
import { STUDIO_ENV_INTENSITY, studioEnvironment } from './studio-environment'

// Before any program is built: the image light's diffuse part comes from its SH where a probe is set.
patchImageLightChunks()


/** Renderer-wide settings of the studio look (PCF with a radius is the soft shadow in r187). */
export function applyRendererLook(gl: WebGLRenderer, studio: boolean) {
  gl.outputColorSpace = SRGBColorSpace
  gl.shadowMap.enabled = true
  gl.shadowMap.type = PCFShadowMap
  // Without the studio look, what an R3F canvas sets by default (the bench's plain comparison).
  gl.toneMapping = studio ? NeutralToneMapping : ACESFilmicToneMapping
  gl.toneMappingExposure = 1
  // Shadow maps are drawn when something that casts or lights moved (redrawShadows), not every
  // frame: each shadow-casting light is another pass over the scene (six for a point light).
  gl.shadowMap.autoUpdate = false
  gl.shadowMap.needsUpdate = true
}

/** The next frame draws the shadow maps again: a caster or a light moved, or content changed. */
export function redrawShadows(gl: { shadowMap: { needsUpdate: boolean } } | null | undefined) {
  if (gl?.shadowMap) gl.shadowMap.needsUpdate = true
}

type ShadowHost = { shadowMap: { needsUpdate: boolean } }
/** Renderers whose shadows wait (the editor's working frames), and whether a redraw is owed. */
const heldShadows = new WeakMap<object, { owed: boolean }>()

/**
 * Shadows wait while `held`: the shadow maps and the contact shadow keep what they drew, and
 * what moved meanwhile is drawn when the hold ends (the editor's working frames on a slow GPU,
 * working-quality.ts).
 */
export function holdShadows(gl: ShadowHost, held: boolean) {
  const hold = heldShadows.get(gl)
  if (held) return void (hold || heldShadows.set(gl, { owed: false }))
  heldShadows.delete(gl)
  if (hold?.owed) redrawShadows(gl)
}

/** Before a frame: whether its shadows wait; a shadow-map redraw asked for meanwhile is owed. */
export function shadowsWait(gl: ShadowHost): boolean {
  const hold = heldShadows.get(gl)
  if (!hold) return false
  if (gl.shadowMap.needsUpdate) {
    hold.owed = true
    gl.shadowMap.needsUpdate = false
  }
  return true
}

/**
 * The same direction, moved out past the content: a directional light's shadow camera sits at its
 * position, and anything behind that (a tower taller than the sun's height) would cast no shadow.
 */
export function sunPosition(p: [number, number, number], reach: number): [number, number, number] {
  const length = Math.hypot(...p) || 1
  const k = Math.max(length, reach * 1.5) / length
  return [p[0] * k, p[1] * k, p[2] * k]
}

/**
 * The scene-wide part of the look, from the document's settings: sky and image light, fog, the
 * document's ambient and sun, night fill, emissive lights and the contact shadow. Rebuilt when
 * the settings change, re-aimed when the objects change. Every host draws it: the viewer's core
 * page and, through SceneView, every R3F canvas.
 */
export class SceneLookCore {
  readonly group = new Group()
  private readonly scene: Scene
  private readonly gl: WebGLRenderer | null
  private readonly studio: boolean
  private settingsKey = ''
  private extentKey = ''
  /** An image sky's texture (its own to dispose). */
  private sky: Texture | null = null
  /** The studio's gradient behind a plain-colour sky, painted by the clear (backdrop-bands.ts). */
  private gradient: GradientBackdrop | null = null
  private emitters: Emitter[] = []
  private emissive: PointLight[] = []
  /** The night's gain on the lights of glowing objects (night-exposure.ts). */
  private gain = 1
  private readonly lastFrom = new Vector3(Infinity, 0, 0)
  private emittersChanged = true
  private shadow: ContactShadow | null = null
  private lights = new Group()
  /** The image light's diffuse part as SH (image-light-sh.ts); off while there is no image light. */
  private readonly probe = new LightProbe()
  /** The document's directional light, re-aimed as the content's extent changes. */
  private sun: DirectionalLight | null = null
  private skyRequest = 0
  /** Resolves once an image sky asked for has loaded (or failed); the first frame waits for it. */
  pending: Promise<void> = Promise.resolve()
  /**
   * Until completeLook(): no room light, no sun or contact shadow, and the ambient at full strength
   * in their place. Their shaders and passes cost seconds on software GL (and a real share of a
   * phone's first frame), so the viewer draws its first frame without them and adds them right after.
   */
  private deferred: boolean
  private doc: SceneDocument | null = null
  /** What the settings ask for; the scene shows them unless passthrough (AR's camera feed) is on. */
  private background: Color | Texture | null = null
  private fog: Fog | FogExp2 | null = null
  private passthrough = false
  /** The environment's stars (settings.environment.elements), drawn by every host through the look. */
  private stars: StarField | null = null
  /** The night ground and its baked share of the shadowless point lights (the torches). */
  private ground: Mesh | null = null
  private groundLight: GroundLight | null = null

  constructor(scene: Scene, gl: WebGLRenderer | null, studio: boolean, deferred = false) {
    this.scene = scene
    this.gl = gl
    this.studio = studio
    this.deferred = studio && deferred
    this.group.name = 'scene-look'
    this.group.add(this.lights)
    this.probe.visible = false
    this.group.add(this.probe)
    if (gl) applyRendererLook(gl, studio)
  }

  /** Applies a document: settings-driven parts when the settings changed, object-driven parts always. */
  update(doc: SceneDocument, objectsChanged: boolean) {
    this.doc = doc
    redrawShadows(this.gl)
    const key = JSON.stringify(doc.settings)
    const extent = groundExtent(doc)
    const extentKey = JSON.stringify(extent)
    // Moving an object changes the extent on nearly every edit: the sun is re-aimed in place then,
    // since new lights and a new sky cost every material a fresh look (and software GL seconds).
    if (key !== this.settingsKey) {
      this.settingsKey = key
      this.extentKey = extentKey
      this.buildLights(doc, extent)
      this.buildSky(doc)
    } else if (extentKey !== this.extentKey) {
      this.extentKey = extentKey
      if (this.sun) this.aimSun(this.sun, doc, extent)
    }
    if (objectsChanged) {
      this.emitters = emittersOf(doc)
      this.emittersChanged = true
      this.buildEmissive()
      this.buildShadow(doc, extent)
      if (this.shadow) this.shadow.dirty = true
    }
  }

  private buildLights(doc: SceneDocument, extent: GroundExtent | null) {
    const { ambientLight, directionalLight } = doc.settings
    this.lights.removeFromParent()
    this.lights.traverse((o) => (o as DirectionalLight).shadow?.dispose?.())
    this.lights = new Group()
    this.group.add(this.lights)
    const studio = this.studio
    // With the studio look the environment already fills the shade: the ambient is halved.
    this.lights.add(new AmbientLight(ambientLight.color, ambientLight.intensity * (studio && !this.deferred ? 0.5 : 1)))
    this.sun = null
    this.groundLight?.dispose()
    this.groundLight = this.ground = null
    if (directionalLight.enabled) {
      const sun = new DirectionalLight(directionalLight.color, directionalLight.intensity)
      sun.castShadow = directionalLight.shadow !== 'none' && !this.deferred
      sun.shadow.mapSize.set(2048, 2048)
      sun.shadow.bias = -0.0005
      if (studio) {
        sun.shadow.normalBias = 0.02
        sun.shadow.radius = directionalLight.shadow === 'soft' ? 5 : 1.2
        sun.shadow.camera.far = 400
      }
      this.aimSun(sun, doc, extent)
      this.lights.add(sun)
      this.sun = sun
    }
    const night = isNight(doc.settings, studio)
    this.gain = lightGain(doc.settings, studio)
    for (const light of this.emissive) light.intensity = EMISSIVE_INTENSITY * this.gain
    if (night) {
      // The moon's fill, weak and blue: walls read in the night's blue and the scene's own lights
      // (at the night's gain) are what lights it warm. At 1.4 and 0.9 the houses looked lit by day.
      this.lights.add(new HemisphereLight(NIGHT_FILL.sky, NIGHT_FILL.ground, NIGHT_FILL.hemisphere))
      const moon = new DirectionalLight(NIGHT_FILL.moonColour, NIGHT_FILL.moon)
      moon.position.set(-6, 10, 5)
      this.lights.add(moon)
      if (onGround(doc)) {
        this.groundLight = new GroundLight(GROUND_Y)
        this.ground = nightGround(this.groundLight)
        this.lights.add(this.ground)
      }
    }
    const starry = doc.settings.environment.elements.includes('stars')
    if (starry && !this.stars) {
      this.stars = new StarField()
      this.group.add(this.stars.points)
    } else if (!starry && this.stars) {
      this.stars.dispose()
      this.stars = null
    }
    const { fog } = doc.settings
    this.fog = fog.type === 'linear' ? new Fog(fog.color, fog.near, Math.max(fog.far, fog.near + 0.01)) : fog.type === 'exponential' ? new FogExp2(fog.color, fog.density) : null
    this.applyBackdrop()
  }

  private applyBackdrop() {
    this.scene.background = this.passthrough ? null : this.background
    if (this.gl) paintBackdrop(this.gl, this.scene, this.passthrough ? null : this.gradient)
    this.scene.fog = this.passthrough ? null : this.fog
    if (this.stars) this.stars.points.visible = !this.passthrough
  }

  /** Twinkles the stars on the frames that are drawn (they ask for none themselves). */
  tick(delta: number) {
    this.stars?.tick(delta)
  }

  /** AR: no sky or fog over the camera feed (the image light stays on the objects). */
  setPassthrough(on: boolean) {
    this.passthrough = on
    this.applyBackdrop()
  }

  /** Where the sun stands and what its shadow covers: past the content, wherever it reaches. */
  private aimSun(sun: DirectionalLight, doc: SceneDocument, extent: GroundExtent | null) {
    const { directionalLight } = doc.settings
    const reach = extent ? Math.max(Math.abs(extent.x), Math.abs(extent.z)) + extent.size / 2 + 2 : 10
    sun.position.set(...(this.studio ? sunPosition(directionalLight.position, reach) : directionalLight.position))
    if (!this.studio) return
    const cam = sun.shadow.camera
    cam.left = cam.bottom = -reach
    cam.right = cam.top = reach
    cam.updateProjectionMatrix()
  }

  private buildSky(doc: SceneDocument) {
    const { background, environment } = doc.settings
    const skybox = environment.skybox
    const request = ++this.skyRequest
    this.sky?.dispose()
    this.sky = null
    const colorSky = (color: string | null) => {
      const studio = this.studio
      // The gradient only where there is a renderer to paint it (not in unit tests).
      this.gradient = color && studio && this.gl ? new GradientBackdrop(color) : null
      this.background = this.gradient?.colour ?? (color ? new Color(color) : null)
      this.applyBackdrop()
      this.scene.environment = studio && this.gl && !this.deferred ? studioEnvironment(this.gl) : null
      this.scene.environmentIntensity = studio ? STUDIO_ENV_INTENSITY : 1
      this.scene.backgroundIntensity = 1
      this.setProbe(this.scene.environment && this.gl ? ROOM_SH : null)
    }
    if (!isImageSkybox(skybox)) return void (this.pending = Promise.resolve(colorSky(skybox === 'none' ? null : background)))
    colorSky(background)
    const probes = reflectionProbesOf(doc.settings)
    // The HDR loader is only fetched by scenes with an image sky.
    this.pending = import('three/examples/jsm/loaders/HDRLoader.js')
      .then(({ HDRLoader }) => new HDRLoader().loadAsync(skyboxUrl(skybox)))
      .then((texture) => {
        if (request !== this.skyRequest) return void texture.dispose()
        texture.mapping = EquirectangularReflectionMapping
        this.sky = texture
        this.gradient = null
        this.background = texture
        this.applyBackdrop()
        this.scene.environment = probes.mode === 'sky' ? texture : null
        this.scene.environmentIntensity = probes.intensity
        this.setProbe(this.scene.environment && this.gl ? environmentSH(this.gl, texture) : null)
        this.scene.backgroundIntensity = this.studio && skybox === 'night' ? NIGHT_SKY_INTENSITY : 1
      })
      .catch(() => undefined)
  }

  /** The probe stands in for the environment's diffuse lookup (same strength); hidden without one. */
  private setProbe(sh: SphericalHarmonics3 | null) {
    this.probe.visible = sh !== null
    if (sh) this.probe.sh.copy(sh)
    this.probe.intensity = this.scene.environmentIntensity
  }

  private buildEmissive() {
    const count = Math.min(MAX_EMISSIVE_LIGHTS, this.emitters.length)
    while (this.emissive.length > count) this.emissive.pop()!.removeFromParent()
    while (this.emissive.length < count) {
      const light = new PointLight('#ffffff', EMISSIVE_INTENSITY * this.gain, 7, 1.6)
      this.emissive.push(light)
      this.group.add(light)
    }
    this.emissive.forEach((light, i) => {
      light.position.copy(this.emitters[i].position)
      light.color.set(this.emitters[i].color)
    })
  }

  private buildShadow(doc: SceneDocument, extent: GroundExtent | null) {
    if (!this.studio || this.deferred || !extent?.grounded || !onGround(doc)) {
      this.shadow?.dispose()
      this.shadow = null
      return
    }
    // Centred on the origin, as drei's: its blur passes use the shadow camera with a plane fixed
    // there, so a shadow moved sideways came out displaced and cropped (pmndrs/drei#2758). Its
    // camera looks up from 1 cm under the ground, so a bottom face lying at y = 0 is in front of it.
    const scale = Math.min(200, extent.size + 2 * Math.max(Math.abs(extent.x), Math.abs(extent.z)))
    const resolution = scale > 24 ? 512 : 256
    const far = Math.max(1.5, extent.size / 8)
    // The same shadow, refitted: a new one links its three shader programs again, which took
    // 1.6 s of every edit among 1,000 objects on software GL (bench-editor's one edit).
    if (this.shadow?.resolution === resolution) return void this.shadow.fit(scale, far)
    this.shadow?.dispose()
    this.shadow = new ContactShadow({ scale, resolution, blur: 2.4, far, opacity: 0.75, color: '#0a0c12' })
    this.shadow.name = 'contact-shadow'
    this.shadow.position.set(0, -0.01, 0)
    this.group.add(this.shadow)
  }

  /** Per frame: the nearest emissive lights follow the camera; the contact shadow redraws once after a change. */
  beforeRender(camera: { position: Vector3 }, xr = false) {
    if (this.stars && this.gl) this.stars.pixelRatio.value = this.gl.getPixelRatio()
    if (this.emissive.length && (this.emittersChanged || this.lastFrom.distanceToSquared(camera.position) >= 1)) {
      this.emittersChanged = false
      this.lastFrom.copy(camera.position)
      nearestEmitters(this.emitters, camera.position, this.emissive.length).forEach((e, i) => {
        this.emissive[i].position.copy(e.position)
        this.emissive[i].color.set(e.color)
      })
    }
    // After the emitters moved: the ground's bake follows the lights (a no-op while they stand still).
    if (this.ground && this.groundLight?.update(this.scene)) (this.ground.material as Material).needsUpdate = true
    // Not in an XR session: its frames have no time for the contact shadow's three passes (the
    // map drawn before the session stays on the ground). Nor while shadows wait (its dirty flag
    // keeps the redraw for the frame after).
    if (this.gl && !xr && shadowsWait(this.gl)) return
    if (this.shadow && this.gl && !xr) this.shadow.update(this.gl, this.scene)
  }

  /** Whether the whole look is on (see `deferred`). */
  get complete() {
    return !this.deferred
  }

  /** Adds what the first frame left out: the room light, the halved ambient and the contact shadow. */
  completeLook() {
    if (!this.deferred) return
    this.deferred = false
    if (!this.doc) return
    this.settingsKey = ''
    this.update(this.doc, true)
  }

  /** The contact shadow's map is drawn from the objects: redraw it after models arrive. */
  invalidateShadow() {
    if (this.shadow) this.shadow.dirty = true
    redrawShadows(this.gl)
  }

  /** Something moved (motion, a body, a held node): the shadow maps redraw, the contact shadow stays. */
  moved() {
    redrawShadows(this.gl)
  }

  dispose() {
    this.stars?.dispose()
    this.sky?.dispose()
    this.shadow?.dispose()
    this.groundLight?.dispose()
    this.group.removeFromParent()
    // A host's scene (the R3F canvas's) outlives the core: leave it as it was given.
    this.scene.background = null
    if (this.gl) paintBackdrop(this.gl, this.scene, null)
    this.scene.environment = null
    this.scene.fog = null
  }
}

/** The night's fill from the sky and the moon (with the night ground's albedo, night-ground.ts). */
export const NIGHT_FILL = { sky: '#7088D8', ground: '#141A2A', hemisphere: 0.8, moonColour: '#B4C6FF', moon: 0.5 }

/** A glowing object's light by day (candela; the night multiplies it). */
const EMISSIVE_INTENSITY = 3

/** The studio room's image light as SH (a constant: image-light-sh.ts). */
const ROOM_SH = roomSH()

/** Terrain and water bring their own ground: no contact shadow or night ground with them. */
const onGround = (doc: SceneDocument) => !doc.settings.environment.elements.includes('terrain') && !doc.settings.environment.elements.includes('water')
