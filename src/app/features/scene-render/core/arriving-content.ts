import { Group, type Object3D } from 'three'
import type { ContentContext, NodeContent } from './node-content'

/**
 * Content that arrives later (a model, a splat, an SVG drawing): an empty holder now, what `load`
 * answers added to it when it comes and the scene told it changed; released at once if the node
 * went away meanwhile, or with the node afterwards. A failed load is a warning, never a throw.
 */
export function arrivingContent(
  ctx: ContentContext,
  warning: string,
  load: () => Promise<{ object: Object3D; dispose?: () => void } | null>,
  holder: Group = new Group(),
): NodeContent {
  let disposed = false
  let release: () => void = () => undefined
  const ready = load()
    .then((loaded) => {
      if (!loaded) return
      if (disposed) return loaded.dispose?.()
      if (loaded.dispose) release = loaded.dispose
      holder.add(loaded.object)
      ctx.changed()
    })
    .catch((error) => console.warn(warning, error))
  return {
    object: holder,
    ready,
    dispose: () => {
      disposed = true
      release()
    },
  }
}
