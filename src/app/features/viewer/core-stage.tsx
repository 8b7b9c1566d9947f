import { useLayoutEffect, useRef } from 'react'
import type { ScenePreview } from '@shared/api/publish'
import type { ViewerBeacon, ViewerIntent } from './core-chrome'
import type { CoreViewer } from './core-viewer'

/** What the core's first frame hands to the React page: the drawn viewer, its page, the scene. */
export interface CoreBoot {
  viewer: CoreViewer
  /** The plain-DOM page that showed the first frame; removed once React holds the canvas. */
  stage: HTMLElement
  preview: ScenePreview
  /** What the visitor tapped on the core page's controls, which the React page then does. */
  intent?: ViewerIntent
  /** The core page's analytics, already started: the React page reports through it. */
  beacon?: ViewerBeacon
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
