/**
 * GPU particles: every position is a function of a per-particle seed and uTime, so a frame
 * costs the CPU one uniform, however many particles there are. Rain and snow live in a box
 * that follows the camera (positions wrap with mod), so the weather is wherever you look.
 */

const FOG_VERTEX = '#include <fog_pars_vertex>'
const OUTPUT = /* glsl */ `
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
`

/** Keeps the weather box centred on the camera in x and z; y runs from the ground up. */
const WRAP = /* glsl */ `
vec3 wrapAroundCamera(vec3 p, vec3 box) {
  vec3 origin = vec3(cameraPosition.x - box.x * 0.5, -0.5, cameraPosition.z - box.z * 0.5);
  return origin + mod(p - origin, box);
}
float edgeFade(vec3 p, vec3 box) {
  return 1.0 - smoothstep(box.x * 0.3, box.x * 0.5, length(p.xz - cameraPosition.xz));
}
`

export const rainShader = {
  vertexShader: /* glsl */ `
    uniform float uTime;
    uniform float uScale;
    uniform vec3 uBox;
    attribute float aSeed;
    varying float vAlpha;
    ${FOG_VERTEX}
    ${WRAP}
    void main() {
      float speed = 10.0 + aSeed * 5.0;
      vec3 p = position - vec3(0.06, 1.0, 0.0) * uTime * speed;
      p = wrapAroundCamera(p, uBox);
      vec4 mvPosition = viewMatrix * vec4(p, 1.0);
      gl_Position = projectionMatrix * mvPosition;
      float depth = max(-mvPosition.z, 0.1);
      gl_PointSize = clamp(uScale * 0.55 / depth, 2.0, 40.0);
      vAlpha = edgeFade(p, uBox) * smoothstep(0.4, 2.0, depth);
      #include <fog_vertex>
    }`,
  fragmentShader: /* glsl */ `
    varying float vAlpha;
    #include <fog_pars_fragment>
    void main() {
      vec2 c = gl_PointCoord - 0.5;
      float streak = (1.0 - smoothstep(0.02, 0.07, abs(c.x))) * (1.0 - smoothstep(0.15, 0.5, abs(c.y)));
      float a = streak * vAlpha * 0.5;
      if (a < 0.01) discard;
      gl_FragColor = vec4(0.7, 0.76, 0.84, a);
      ${OUTPUT}
      #include <fog_fragment>
    }`,
}

export const snowShader = {
  vertexShader: /* glsl */ `
    uniform float uTime;
    uniform float uScale;
    uniform vec3 uBox;
    attribute float aSeed;
    varying float vAlpha;
    ${FOG_VERTEX}
    ${WRAP}
    void main() {
      float speed = 0.7 + aSeed * 0.6;
      float t = uTime;
      vec3 p = position;
      p.y -= t * speed;
      p.x += sin(t * 0.7 + aSeed * 31.0) * 0.8 + t * 0.25;
      p.z += cos(t * 0.53 + aSeed * 17.0) * 0.8;
      p = wrapAroundCamera(p, uBox);
      vec4 mvPosition = viewMatrix * vec4(p, 1.0);
      gl_Position = projectionMatrix * mvPosition;
      float depth = max(-mvPosition.z, 0.1);
      gl_PointSize = clamp(uScale * (0.05 + aSeed * 0.04) / depth, 1.5, 28.0);
      vAlpha = edgeFade(p, uBox) * smoothstep(0.3, 1.2, depth);
      #include <fog_vertex>
    }`,
  fragmentShader: /* glsl */ `
    varying float vAlpha;
    #include <fog_pars_fragment>
    void main() {
      float d = length(gl_PointCoord - 0.5);
      float a = (1.0 - smoothstep(0.2, 0.5, d)) * vAlpha * 0.95;
      if (a < 0.01) discard;
      gl_FragColor = vec4(0.96, 0.97, 1.0, a);
      ${OUTPUT}
      #include <fog_fragment>
    }`,
}

export const fireShader = {
  vertexShader: /* glsl */ `
    uniform float uTime;
    uniform float uScale;
    uniform vec3 uOrigin;
    attribute vec4 aSeed;
    varying float vLife;
    varying float vEmber;
    void main() {
      float rate = 0.8 + aSeed.x * 0.7;
      float life = fract(uTime * rate + aSeed.y);
      float angle = aSeed.z * 6.2832;
      vEmber = step(0.92, aSeed.x);
      // Flames narrow as they rise; one in twelve is an ember that climbs higher and stays small.
      float radius = (0.04 + aSeed.w * 0.34) * (1.0 - life * 0.75);
      float height = life * mix(1.0 + aSeed.w * 0.7, 3.2, vEmber);
      vec3 p = uOrigin + vec3(cos(angle) * radius, 0.1 + height, sin(angle) * radius);
      p.x += sin(uTime * 4.1 + aSeed.z * 20.0) * 0.07 * life * (1.0 + vEmber * 4.0);
      p.z += cos(uTime * 3.3 + aSeed.x * 20.0) * 0.07 * life * (1.0 + vEmber * 4.0);
      vec4 mvPosition = viewMatrix * vec4(p, 1.0);
      gl_Position = projectionMatrix * mvPosition;
      float size = mix(mix(0.62, 0.14, life), 0.05, vEmber);
      gl_PointSize = clamp(uScale * size / max(-mvPosition.z, 0.1), 1.5, 96.0);
      vLife = life;
    }`,
  fragmentShader: /* glsl */ `
    varying float vLife;
    varying float vEmber;
    void main() {
      float d = length(gl_PointCoord - 0.5);
      float soft = 1.0 - smoothstep(0.0, 0.5, d);
      vec3 hot = vec3(2.4, 1.5, 0.55);
      vec3 flame = vec3(1.9, 0.5, 0.08);
      vec3 smoke = vec3(0.35, 0.07, 0.02);
      vec3 color = mix(hot, flame, smoothstep(0.05, 0.4, vLife));
      color = mix(color, smoke, smoothstep(0.45, 0.9, vLife));
      color = mix(color, vec3(3.0, 1.2, 0.3), vEmber);
      float a = soft * soft * smoothstep(0.0, 0.05, vLife) * (1.0 - smoothstep(mix(0.5, 0.7, vEmber), 1.0, vLife));
      if (a < 0.005) discard;
      gl_FragColor = vec4(color, a * 0.45);
      ${OUTPUT}
    }`,
}

export const starShader = {
  vertexShader: /* glsl */ `
    uniform float uTime;
    uniform float uPixelRatio;
    attribute float aSize;
    attribute float aPhase;
    attribute vec3 aColor;
    varying vec3 vColor;
    void main() {
      // Directions, not places: drawn around the camera and pinned to the far plane, so stars
      // sit behind everything whatever the camera's far distance.
      vec4 mvPosition = viewMatrix * vec4(cameraPosition + normalize(position) * 100.0, 1.0);
      gl_Position = projectionMatrix * mvPosition;
      gl_Position.z = gl_Position.w * 0.99999;
      float twinkle = 0.72 + 0.28 * sin(uTime * (1.3 + aPhase * 2.5) + aPhase * 41.0);
      vColor = aColor * twinkle;
      gl_PointSize = aSize * uPixelRatio;
    }`,
  fragmentShader: /* glsl */ `
    varying vec3 vColor;
    void main() {
      float d = length(gl_PointCoord - 0.5);
      float a = 1.0 - smoothstep(0.15, 0.5, d);
      if (a < 0.01) discard;
      gl_FragColor = vec4(vColor, a);
      ${OUTPUT}
    }`,
}
