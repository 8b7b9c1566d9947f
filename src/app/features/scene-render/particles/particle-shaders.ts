import type { ParticlePreset } from '@shared/scene/behaviours'

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
