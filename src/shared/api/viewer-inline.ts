/**
 * The id of the <script type="application/json"> in which the viewer's page carries its scene.
 * Its own module, without zod: the viewer's first frame reads it.
 */
export const VIEWER_INLINE_SCENE_ID = 'viewer-scene'
