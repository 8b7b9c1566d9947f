/**
 * Camera actions that menus and shortcuts call but only the mounted viewport can carry out
 * (it owns the camera and the orbit controls). The viewport fills these in when it mounts and
 * puts the no-ops back when it unmounts, so a menu never calls into a dead canvas.
 */
export interface ViewportCommands {
  /** Zoom In / Zoom Out: sessionStore.zoom in steps of 10 %, clamped to 10-200 %. */
  zoomIn: () => void
  zoomOut: () => void
  /** Back to the starting camera position, target and 100 %. */
  resetCamera: () => void
  /** Frame the selection (F). */
  focusSelection: () => void
}

const idle: ViewportCommands = { zoomIn: () => {}, zoomOut: () => {}, resetCamera: () => {}, focusSelection: () => {} }

export const viewportCommands: ViewportCommands = { ...idle }

export function registerViewportCommands(commands: ViewportCommands) {
  Object.assign(viewportCommands, commands)
  return () => void Object.assign(viewportCommands, idle)
}
