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
  private readonly target: WebGLRenderTarget
  private readonly blurTarget: WebGLRenderTarget
  private readonly camera: OrthographicCamera
  private readonly depth: MeshDepthMaterial
  private readonly blurPlane: Mesh
  private readonly horizontal = new ShaderMaterial(HorizontalBlurShader)
  private readonly vertical = new ShaderMaterial(VerticalBlurShader)
  private readonly geometry: PlaneGeometry
  private readonly options: ContactShadowOptions
  dirty = true
  private readonly clearColor = new Color()

  constructor(options: ContactShadowOptions) {
    super()
    this.options = options
    const { scale, resolution, far, color, opacity } = options
    this.rotation.x = Math.PI / 2
    this.target = new WebGLRenderTarget(resolution, resolution)
    this.blurTarget = new WebGLRenderTarget(resolution, resolution)
    this.target.texture.generateMipmaps = this.blurTarget.texture.generateMipmaps = false
    this.geometry = new PlaneGeometry(scale, scale).rotateX(Math.PI / 2)
    this.blurPlane = new Mesh(this.geometry)
    this.depth = new MeshDepthMaterial()
    this.depth.depthTest = this.depth.depthWrite = false
    this.depth.onBeforeCompile = (shader) => {
      shader.uniforms = { ...shader.uniforms, ucolor: { value: new Color(color) } }
      shader.fragmentShader = shader.fragmentShader.replace('void main() {', 'uniform vec3 ucolor;\nvoid main() {')
      shader.fragmentShader = shader.fragmentShader.replace('vec4( vec3( 1.0 - fragCoordZ ), opacity );', 'vec4( ucolor * fragCoordZ * 2.0, ( 1.0 - fragCoordZ ) * 1.0 );')
    }
    this.horizontal.depthTest = this.vertical.depthTest = false
    const plane = new Mesh(this.geometry, new MeshBasicMaterial({ transparent: true, map: this.target.texture, opacity, depthWrite: false }))
    plane.scale.set(1, -1, 1)
    plane.rotation.x = -Math.PI / 2
    this.camera = new OrthographicCamera(-scale / 2, scale / 2, scale / 2, -scale / 2, 0, far)
    this.add(plane, this.camera)

  }

  private blur(gl: WebGLRenderer, amount: number) {
    this.blurPlane.visible = true
    this.blurPlane.material = this.horizontal
    this.horizontal.uniforms.tDiffuse.value = this.target.texture
    this.horizontal.uniforms.h.value = amount / 256
    gl.setRenderTarget(this.blurTarget)
    gl.render(this.blurPlane, this.camera)
    this.blurPlane.material = this.vertical
    this.vertical.uniforms.tDiffuse.value = this.blurTarget.texture
    this.vertical.uniforms.v.value = amount / 256
    gl.setRenderTarget(this.target)
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
    this.blur(gl, this.options.blur)
    this.blur(gl, this.options.blur * 0.4)
    gl.setRenderTarget(before)
    gl.setClearColor(clearColor, clearAlpha)
    this.visible = true
    scene.overrideMaterial = override
    scene.background = background
  }

  dispose() {
    this.target.dispose()
    this.blurTarget.dispose()
    this.geometry.dispose()
    this.depth.dispose()
    this.horizontal.dispose()
    this.vertical.dispose()
    this.removeFromParent()
  }
}
