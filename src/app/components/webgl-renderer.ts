import { WebGLRenderer, type WebGLRendererParameters } from 'three'
import { noteContext } from './gl-context'
import { createWithFallback } from './webgl-guard'

/**
 * An R3F `gl` factory: one context, anti-aliased when possible, else without; when neither can
 * be made it throws WebGLUnavailableError, which a WebGLBoundary above the canvas turns into
 * the overlay that says why nothing draws.
 */
const rendererWithFallback =
  (options: WebGLRendererParameters = {}) =>
  (defaults: WebGLRendererParameters) =>
    createWithFallback((antialias) => {
      const renderer = new WebGLRenderer({ ...defaults, ...options, antialias })
      noteContext(renderer.getContext())
      return renderer
    })

/**
 * The app's canvases: the drawing buffer is kept after a frame, since the thumbnail, Export and
 * the browser tests' pixel checks read a drawn frame back.
 */
export const keepFrameRenderer = rendererWithFallback({ preserveDrawingBuffer: true })
