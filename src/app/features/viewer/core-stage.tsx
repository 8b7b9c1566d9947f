import { useLayoutEffect, useRef } from 'react'
import type { ScenePreview } from '@shared/api/publish'
import type { CoreViewer } from './core-viewer'

/** What the core's first frame hands to the React page: the drawn viewer, its page, the scene. */
export interface CoreBoot {
  viewer: CoreViewer
  /** The plain-DOM page that showed the first frame; removed once React holds the canvas. */
  stage: HTMLElement
  preview: ScenePreview
}

/** The core's canvas, moved (context and all) into the React page, which then owns the layout. */
export function CoreStage({ core }: { core: CoreBoot }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    ref.current?.append(core.viewer.host)
    core.stage.remove()
  }, [core])
  return <div ref={ref} className="viewer-core-stage" />
}
