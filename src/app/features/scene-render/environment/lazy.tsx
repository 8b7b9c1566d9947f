import { lazy } from 'react'

/**
 * The environment (HDR skies, terrain, particles) as its own chunk: pages load it only once a
 * canvas is up, and scenes with a plain colour sky pay for it after their first frame.
 */
export const SceneEnvironment = lazy(() => import('./index').then((m) => ({ default: m.SceneEnvironment })))
