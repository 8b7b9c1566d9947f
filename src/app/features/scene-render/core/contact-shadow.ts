import { Color, Group, Mesh, MeshBasicMaterial, MeshDepthMaterial, OrthographicCamera, PlaneGeometry, ShaderMaterial, WebGLRenderTarget, type Scene, type WebGLRenderer } from 'three'
import { HorizontalBlurShader } from 'three/examples/jsm/shaders/HorizontalBlurShader.js'
import { VerticalBlurShader } from 'three/examples/jsm/shaders/VerticalBlurShader.js'

export interface ContactShadowOptions {
  scale: number
  resolution: number
  blur: number
  far: number
  opacity: number
  color: string
}

/**
 * A soft shadow under the content, as drei's ContactShadows draws it (the same depth-from-below
 * pass, colour falloff and two blur passes), in plain three.js: the core draws it once per change
 * of the document (`dirty`), so orbiting costs nothing.
 */
export class ContactShadow extends Group {
  /** The depth from below, at `resolution`. */
  private readonly target: WebGLRenderTarget
  /** The blur passes' ping and pong, at most 256 square; the shadow shows `blurred`. */
  private readonly blurring: WebGLRenderTarget
  private readonly blurred: WebGLRenderTarget
  private readonly camera: OrthographicCamera
  private readonly depth: MeshDepthMaterial
  private readonly blurPlane: Mesh
  private readonly plane: Mesh
  /** The map's size in pixels: fixed for the shadow's life (its render targets). */
  readonly resolution: number
  private readonly horizontal = new ShaderMaterial(HorizontalBlurShader)
  private readonly vertical = new ShaderMaterial(VerticalBlurShader)
  private readonly geometry: PlaneGeometry
  private readonly options: ContactShadowOptions
  dirty = true
  private readonly clearColor = new Color()

  constructor(options: ContactShadowOptions) {
    super()
    this.options = options
    const { resolution, color, opacity } = options
    this.resolution = resolution
    this.rotation.x = Math.PI / 2
    this.target = new WebGLRenderTarget(resolution, resolution)
    // The blur's steps are fractions of the map (amount / 256), so they need no more texels than
    // 256 across: at 512 the four passes took 59 of an edit frame's 265 ms on software GL, at 256
    // a quarter of that, and the depth keeps its 512 texels to sample from.
    const blurSize = Math.min(resolution, 256)
    this.blurring = new WebGLRenderTarget(blurSize, blurSize)
    this.blurred = new WebGLRenderTarget(blurSize, blurSize)
    for (const t of [this.target, this.blurring, this.blurred]) t.texture.generateMipmaps = false
    // One unit across, scaled by fit(): the shadow follows the content without new materials.
    this.geometry = new PlaneGeometry(1, 1).rotateX(Math.PI / 2)
    this.blurPlane = new Mesh(this.geometry)
    this.depth = new MeshDepthMaterial()
    this.depth.depthTest = this.depth.depthWrite = false
    this.depth.onBeforeCompile = (shader) => {
      shader.uniforms = { ...shader.uniforms, ucolor: { value: new Color(color) } }
      shader.fragmentShader = shader.fragmentShader.replace('void main() {', 'uniform vec3 ucolor;\nvoid main() {')
      shader.fragmentShader = shader.fragmentShader.replace('vec4( vec3( 1.0 - fragCoordZ ), opacity );', 'vec4( ucolor * fragCoordZ * 2.0, ( 1.0 - fragCoordZ ) * 1.0 );')
    }
    this.horizontal.depthTest = this.vertical.depthTest = false
    this.plane = new Mesh(this.geometry, new MeshBasicMaterial({ transparent: true, map: this.blurred.texture, opacity, depthWrite: false }))
    this.plane.rotation.x = -Math.PI / 2
    this.camera = new OrthographicCamera()
    this.add(this.plane, this.camera)
    this.fit(options.scale, options.far)

  }

  /** Covers a square of `scale` metres, seeing `far` metres up; drawn again before the next frame. */
  fit(scale: number, far: number) {
    const camera = this.camera
    camera.left = camera.bottom = -scale / 2
    camera.right = camera.top = scale / 2
    camera.near = 0
    camera.far = far
    camera.updateProjectionMatrix()
    this.plane.scale.set(scale, -scale, scale)
    this.blurPlane.scale.setScalar(scale)
    this.dirty = true
  }

  /** Blurs `source` across, then down into `blurred`. */
  private blur(gl: WebGLRenderer, amount: number, source: WebGLRenderTarget) {
    this.blurPlane.visible = true
    this.blurPlane.material = this.horizontal
    this.horizontal.uniforms.tDiffuse.value = source.texture
    this.horizontal.uniforms.h.value = amount / 256
    gl.setRenderTarget(this.blurring)
    gl.render(this.blurPlane, this.camera)
    this.blurPlane.material = this.vertical
    this.vertical.uniforms.tDiffuse.value = this.blurring.texture
    this.vertical.uniforms.v.value = amount / 256
    gl.setRenderTarget(this.blurred)
    gl.render(this.blurPlane, this.camera)
    this.blurPlane.visible = false
  }

  /** Draws the shadow map when something changed; call before the frame is drawn. */
  update(gl: WebGLRenderer, scene: Scene) {
    if (!this.dirty) return
    this.dirty = false
    const background = scene.background
    const override = scene.overrideMaterial
    this.visible = false
    scene.background = null
    scene.overrideMaterial = this.depth
    const before = gl.getRenderTarget()
    // The map must start transparent: the viewer's renderer clears opaque (no alpha canvas), which
    // turned the whole shadow plane black.
    const clearColor = gl.getClearColor(this.clearColor)
    const clearAlpha = gl.getClearAlpha()
    gl.setClearColor(0x000000, 0)
    gl.setRenderTarget(this.target)
    gl.render(scene, this.camera)
    this.blur(gl, this.options.blur, this.target)
    this.blur(gl, this.options.blur * 0.4, this.blurred)
    gl.setRenderTarget(before)
    gl.setClearColor(clearColor, clearAlpha)
    this.visible = true
    scene.overrideMaterial = override
    scene.background = background
  }

  dispose() {
    this.target.dispose()
    this.blurring.dispose()
    this.blurred.dispose()
    this.geometry.dispose()
    this.depth.dispose()
    ;(this.plane.material as MeshBasicMaterial).dispose()
    this.horizontal.dispose()
    this.vertical.dispose()
    this.removeFromParent()
  }
}
