import type { ParticlePreset } from '@shared/scene/behaviours'

/**
 * Every GPU particle in the product, in one module: a node's emitter (the Particle panel) and the
 * environment's weather, campfire and stars. Each position is a function of per-particle randoms
 * (particle-buffers.ts) and one time uniform, so a frame costs the CPU one uniform, however many
 * particles there are. The emitter's presets share one program with a compile-time define; the
 * environment's kinds are fixed programs, and rain and snow live in a box that follows the camera.
 */

/** The closing lines of every particle fragment shader: three's tone mapping and colour space. */
const OUTPUT = /* glsl */ `
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
`
const FOG_VERTEX = '#include <fog_pars_vertex>'

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

export interface PointShader {
  vertexShader: string
  fragmentShader: string
}

// ---- A node's emitter --------------------------------------------------------------------
/**
 * One vertex shader for every preset; the preset is a compile-time define, so each emitter runs
 * only its own branch. A particle lives `life` seconds, then is born again with new randoms
 * (hashed from its seed and its cycle number), so an emitter never runs dry and never needs
 * the CPU. The emitter sits at the node and turns and moves with it, in metres (not scaled by it).
 */
export const PRESET_DEFINE: Record<ParticlePreset, string> = {
  sparkles: 'PRESET_SPARKLES',
  smoke: 'PRESET_SMOKE',
  fire: 'PRESET_FIRE',
  confetti: 'PRESET_CONFETTI',
  snow: 'PRESET_SNOW',
}

/** Glowing presets add light; the others cover what is behind them. */
export const ADDITIVE: Record<ParticlePreset, boolean> = { sparkles: true, smoke: false, fire: true, confetti: false, snow: false }

export const particleVertexShader = /* glsl */ `
  #include <common>
  #include <fog_pars_vertex>
  uniform float uTime;
  uniform float uSpeed;
  uniform float uLifetime;
  uniform float uSize;
  uniform float uSpread;
  uniform float uHalfHeight;
  uniform vec3 uColor;
  attribute vec2 aPhase;
  varying vec4 vColor;
  varying float vSpin;

  vec3 hash3(vec3 p) {
    p = fract(p * vec3(443.897, 441.423, 437.195));
    p += dot(p, p.yxz + 19.19);
    return fract((p.xxy + p.yxx) * p.zyx);
  }
  vec3 inSphere(vec3 r) {
    float z = r.x * 2.0 - 1.0;
    float a = r.y * 6.2831853;
    float s = sqrt(max(1.0 - z * z, 0.0));
    return vec3(s * cos(a), z, s * sin(a)) * pow(r.z, 0.3333);
  }
  vec2 inDisc(vec3 r) {
    float a = r.x * 6.2831853;
    return vec2(cos(a), sin(a)) * sqrt(r.y);
  }
  vec3 hueShift(vec3 c, float turn) {
    // Rodrigues rotation about the grey axis: keeps brightness, turns the hue.
    const vec3 k = vec3(0.57735);
    float a = turn * 6.2831853;
    return c * cos(a) + cross(k, c) * sin(a) + k * dot(k, c) * (1.0 - cos(a));
  }

  void main() {
    float life = uLifetime * (0.75 + 0.25 * aPhase.y);
    float clock = uTime + aPhase.x * life;
    float cycle = floor(clock / life);
    float age = clock - cycle * life;
    float k = age / life;
    vec3 r = hash3(position + cycle * 0.618034);
    vec3 p;
    float size = uSize;
    float alpha = 1.0;
    vec3 color = uColor;
    vSpin = 0.0;

    #if defined(PRESET_SPARKLES)
      p = inSphere(r) * uSpread * 0.5 + normalize(inSphere(r.zxy) + 1e-4) * uSpeed * age;
      float twinkle = 0.55 + 0.45 * sin(uTime * 9.0 + r.x * 40.0);
      alpha = sin(k * 3.14159) * twinkle;
      size *= 0.6 + 0.8 * r.z;
    #elif defined(PRESET_SMOKE)
      vec2 d = inDisc(r) * uSpread * 0.5;
      p = vec3(d.x, 0.0, d.y) + vec3(d.x * 0.3 * k + sin(uTime * 0.7 + r.z * 6.0) * 0.15 * k, uSpeed * age, d.y * 0.3 * k);
      size *= 0.4 + 1.6 * k;
      alpha = smoothstep(0.0, 0.12, k) * (1.0 - k) * 0.55;
      color *= 0.85 + 0.3 * r.z;
    #elif defined(PRESET_FIRE)
      vec2 d = inDisc(r) * uSpread * 0.5 * (1.0 - 0.8 * k);
      float sway = sin(uTime * 6.0 + r.z * 12.0) * 0.05 * k;
      p = vec3(d.x + sway, uSpeed * (0.7 + 0.6 * r.z) * age, d.y);
      size *= 1.0 - 0.7 * k;
      color = k < 0.3 ? mix(vec3(1.0, 0.95, 0.7), uColor, k / 0.3) : mix(uColor, vec3(0.35, 0.04, 0.0), (k - 0.3) / 0.7);
      alpha = 1.0 - k;
    #elif defined(PRESET_CONFETTI)
      vec3 dir = normalize(vec3((r.x - 0.5) * uSpread, 1.0, (r.y - 0.5) * uSpread));
      // Thrown up, slowed by the air, then fluttering down.
      float drag = 1.5;
      vec3 v = dir * uSpeed;
      float fall = 2.5;
      p = v * (1.0 - exp(-drag * age)) / drag - vec3(0.0, fall * age, 0.0);
      p.x += sin(uTime * 4.0 + r.z * 20.0) * 0.08 * k;
      color = hueShift(uColor, r.z);
      alpha = 1.0 - smoothstep(0.85, 1.0, k);
      vSpin = uTime * (2.0 + 4.0 * r.x) + r.y * 6.28;
    #else // PRESET_SNOW
      float height = max(uSpeed * life, 0.5);
      p = vec3((r.x - 0.5) * uSpread, height * (1.0 - k), (r.y - 0.5) * uSpread);
      p.xz += vec2(sin(uTime * 0.8 + r.z * 9.0), cos(uTime * 0.6 + r.x * 7.0)) * 0.15;
      alpha = smoothstep(0.0, 0.08, k) * (1.0 - smoothstep(0.9, 1.0, k));
      size *= 0.6 + 0.8 * r.z;
    #endif

    // At the node's place and turned with it, but in metres: the node's scale (a 10 × 1 × 10
    // floor, a tiny cube) does not stretch the emitter, so Spread and Size mean what they say.
    mat3 turn = mat3(normalize(modelMatrix[0].xyz), normalize(modelMatrix[1].xyz), normalize(modelMatrix[2].xyz));
    vec4 mvPosition = viewMatrix * vec4(turn * p + modelMatrix[3].xyz, 1.0);
    gl_Position = projectionMatrix * mvPosition;
    // World-sized points: size in metres, whatever the camera (perspective shrinks with distance).
    float pixels = size * projectionMatrix[1][1] * uHalfHeight;
    if (isPerspectiveMatrix(projectionMatrix)) pixels /= max(-mvPosition.z, 0.01);
    gl_PointSize = clamp(pixels, 1.0, 256.0);
    vColor = vec4(color, alpha);
    #include <fog_vertex>
  }
`

export const particleFragmentShader = /* glsl */ `
  #include <fog_pars_fragment>
  varying vec4 vColor;
  varying float vSpin;

  void main() {
    vec2 c = gl_PointCoord - 0.5;
    float a = vColor.a;
    #if defined(PRESET_CONFETTI)
      // A paper square turning in the air: squashed by its spin, hard-edged.
      float s = sin(vSpin), co = cos(vSpin);
      vec2 q = vec2(c.x * co - c.y * s, c.x * s + c.y * co);
      q.y /= max(abs(cos(vSpin * 0.7)), 0.2);
      if (max(abs(q.x), abs(q.y)) > 0.32) discard;
    #elif defined(PRESET_SPARKLES)
      float d = length(c);
      float star = max(0.0, 1.0 - abs(c.x * c.y) * 60.0) * (1.0 - smoothstep(0.0, 0.5, d));
      a *= clamp(exp(-d * d * 40.0) + star * 0.6, 0.0, 1.0);
    #else
      float d = length(c);
      a *= 1.0 - smoothstep(0.15, 0.5, d);
    #endif
    if (a < 0.01) discard;
    gl_FragColor = vec4(vColor.rgb, a);
    #include <tonemapping_fragment>
    #include <colorspace_fragment>
    #include <fog_fragment>
  }
`

// ---- The environment: weather around the camera, a campfire, the night sky --------------

export const rainShader: PointShader = {
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

export const snowShader: PointShader = {
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

export const fireShader: PointShader = {
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

export const starShader: PointShader = {
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
