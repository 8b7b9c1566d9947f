import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Same-origin everything. WebGL needs blob:/data: images and textures, WASM (PGlite is server-side,
 * but Rapier, Draco and Basis decode in the browser) needs 'wasm-unsafe-eval', and decoders run in
 * blob: workers. Nothing is allowed from other hosts.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // blob: because text and decoder workers importScripts() their own generated code.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  childSrc: ["'self'", 'blob:'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // React, toasts and drei's Html set inline styles.
  styleSrc: ["'self'", "'unsafe-inline'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
}

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // The viewer and its embeds load their own same-origin media; COEP would block nothing useful.
    crossOriginEmbedderPolicy: false,
    // Sent on https answers only (below): browsers ignore it on http, on IP addresses and over a
    // certificate they had to be told to accept, so the LAN self-signed mode is unaffected.
    strictTransportSecurity: false,
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000')
  })
}

/**
 * The public viewer is meant to be embedded anywhere (the share dialog's iframe code), so its
 * page alone may be framed by other sites; everything else stays same-origin only.
 */
export const EMBEDDABLE_CSP = Object.entries({ ...CONTENT_SECURITY_POLICY, frameAncestors: ['*'] })
  .filter(([, v]) => v !== null)
  .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${(v as string[]).join(' ')}`)
  .join('; ')
