import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { buildSync } from 'esbuild'

/**
 * The reference: a page that shows one GLB with plain three.js (named imports, GLTFLoader and
 * OrbitControls from three/examples/jsm), lit like the viewer's default scene and framed on the
 * model's bounds. Bundled and minified here, served gzip'd from loopback like the app's files.
 */
const SOURCE = `
import { AmbientLight, Box3, Color, DirectionalLight, Mesh, MeshStandardMaterial, PerspectiveCamera, PlaneGeometry, Scene, Sphere, Vector3, WebGLRenderer } from 'three'
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
// ?msaa=0: without multisampling, as the product draws on software GL (the frame-cost anchor, like for like).
const renderer = new WebGLRenderer({ antialias: new URLSearchParams(location.search).get('msaa') !== '0' })
renderer.setPixelRatio(Math.min(devicePixelRatio, 2))
renderer.setSize(innerWidth, innerHeight)
renderer.shadowMap.enabled = true
document.body.appendChild(renderer.domElement)
const scene = new Scene()
scene.background = new Color(BACKDROP)
scene.add(new AmbientLight(0xffffff, 0.6))
const sun = new DirectionalLight(0xfff4d6, 2)
sun.position.set(2, 5, 2)
sun.castShadow = true
sun.shadow.mapSize.set(SHADOW_SIZE, SHADOW_SIZE)
scene.add(sun)
const camera = new PerspectiveCamera(60, innerWidth / innerHeight, 0.01, 5000)
camera.position.set(0, 2.5, 12)
const controls = new OrbitControls(camera, renderer.domElement)
controls.enableDamping = true
// ?ground=SIZE,RRGGBB adds a plain ground plane (the frame-cost anchor with the viewer's ground);
// ?view=JSON takes the viewer's camera ({ position, target, fov, near, far }) instead of the framing.
const query = new URLSearchParams(location.search)
const view = query.get('view') && JSON.parse(query.get('view'))
const ground = query.get('ground')?.split(',')
new GLTFLoader().load('/model.glb', (gltf) => {
  if (SUN_ONLY) {
    // The frame-cost reference: the scene's own lights out, the one sun's shadow over every mesh.
    const lights = []
    gltf.scene.traverse((o) => (o.isLight ? lights.push(o) : o.isMesh && (o.castShadow = o.receiveShadow = true)))
    for (const light of lights) light.removeFromParent()
  }
  scene.add(gltf.scene)
  const box = new Box3().setFromObject(gltf.scene)
  const sphere = box.getBoundingSphere(new Sphere())
  if (ground) {
    const plane = new Mesh(new PlaneGeometry(Number(ground[0]), Number(ground[0])), new MeshStandardMaterial({ color: '#' + ground[1] }))
    plane.rotation.x = -Math.PI / 2
    plane.position.y = -0.02
    plane.receiveShadow = true
    scene.add(plane)
    // The sun's shadow box fitted to the objects (the viewer fits its own to the content too).
    sun.position.copy(sphere.center).addScaledVector(sun.position.clone().normalize(), sphere.radius * 1.5 + 1)
    sun.target.position.copy(sphere.center)
    scene.add(sun.target)
    const cam = sun.shadow.camera
    cam.left = cam.bottom = -sphere.radius
    cam.right = cam.top = sphere.radius
    cam.near = 0.5
    cam.far = sphere.radius * 3 + 2
    cam.updateProjectionMatrix()
  }
  if (view) {
    camera.fov = view.fov
    camera.near = view.near
    camera.far = view.far
    camera.updateProjectionMatrix()
    camera.position.fromArray(view.position)
    controls.target.fromArray(view.target)
    return
  }
  const fit = (sphere.radius / Math.sin((camera.fov * Math.PI) / 360)) * 1.1
  camera.position.copy(sphere.center).addScaledVector(new Vector3(0, 2.5, 12).normalize(), fit)
  controls.target.copy(sphere.center)
})
addEventListener('resize', () => {
  camera.aspect = innerWidth / innerHeight
  camera.updateProjectionMatrix()
  renderer.setSize(innerWidth, innerHeight)
})
renderer.setAnimationLoop(() => {
  controls.update()
  renderer.render(scene, camera)
})
`

/**
 * `shadowMapSize` sets the sun's shadow map (three's default is 512); `sunOnly` drops the model's
 * own lights and lets every mesh cast and receive the sun's shadow (the frame-cost reference).
 */
export async function servePlainPage(glb: Buffer, backdrop: string, { shadowMapSize = 512, sunOnly = false } = {}) {
  const script = Buffer.from(
    buildSync({
      stdin: { contents: SOURCE, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      define: { BACKDROP: JSON.stringify(backdrop), SHADOW_SIZE: String(shadowMapSize), SUN_ONLY: String(sunOnly) },
      logLevel: 'silent',
    }).outputFiles[0].contents,
  )
  const html = Buffer.from(
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>plain three.js</title>` +
      `<style>html,body{margin:0;height:100%;overflow:hidden;background:${backdrop}}canvas{display:block}</style>` +
      `<script type="module" src="/main.js"></script></head><body></body></html>`,
  )
  const gz = { html: zlib.gzipSync(html, { level: 9 }), script: zlib.gzipSync(script, { level: 9 }) }
  const server = http.createServer((req, res) => {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']))
    const send = (type: string, body: Buffer, zipped?: Buffer) => {
      res.setHeader('content-type', type)
      if (gzip && zipped) res.setHeader('content-encoding', 'gzip')
      res.end(gzip && zipped ? zipped : body)
    }
    if (req.url === '/main.js') return send('text/javascript', script, gz.script)
    if (req.url === '/model.glb') return send('model/gltf-binary', glb)
    if (req.url === '/' || req.url?.startsWith('/?')) return send('text/html', html, gz.html)
    res.statusCode = 404
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, script, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
