import { WebGLRenderer, type WebGLRendererParameters } from 'three'
import { createWithFallback } from './webgl-guard'

/**
 * An R3F `gl` factory: one context, anti-aliased when possible, else without; when neither can
 * be made it throws WebGLUnavailableError, which a WebGLBoundary above the canvas turns into
 * the overlay that says why nothing draws.
 */
export const rendererWithFallback =
  (options: WebGLRendererParameters = {}) =>
  (defaults: WebGLRendererParameters) =>
    createWithFallback((antialias) => new WebGLRenderer({ ...defaults, ...options, antialias }))
