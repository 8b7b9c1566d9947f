import type { Page } from 'playwright-core'
import { readHook } from './test-hook'

type Point = { x: number; y: number }

/**
 * Where the editor's translate gizmo has its `axis` handle for the selected node `id`, and where
 * that handle would be `metres` further along the axis, in CSS pixels of the editor canvas.
 *
 * Mirrors three's TransformControls: the gizmo is scaled by `factor * size / 4` (size 1), with
 * factor = distance to the camera × min(1.9 tan(fov / 2) / zoom, 7); each arrow's picker runs from
 * 0 to 0.6 of that along its axis, so 0.4 of it is on the handle and clear of the centre's picker.
 */
export function gizmoHandle(page: Page, id: string, axis: 'x' | 'y' | 'z', metres: number): Promise<{ from: Point; to: Point }> {
  return readHook(
    page,
    'spatialEditor',
    (editor, { nodeId, axis, metres }) => {
      const { camera, gl } = editor.viewportProbe.three!()
      const cam = camera as typeof camera & { fov: number; zoom: number }
      // The gizmo stands at the node's world origin (a top-level node: its own position).
      const position = editor.docStore.getState().doc.nodes[nodeId].transform.position
      const at = cam.position.clone().set(position[0], position[1], position[2])
      const factor = at.distanceTo(cam.position) * Math.min((1.9 * Math.tan((Math.PI * cam.fov) / 360)) / cam.zoom, 7)
      const unit = cam.position.clone().set(axis === 'x' ? 1 : 0, axis === 'y' ? 1 : 0, axis === 'z' ? 1 : 0)
      const handle = at.clone().addScaledVector(unit, (0.4 * factor) / 4)
      const canvas = gl.domElement.getBoundingClientRect()
      // Inline, no named helper: a runner may wrap one in a __name() the page does not have.
      const a = handle.clone().project(camera)
      const b = handle.clone().addScaledVector(unit, metres).project(camera)
      return {
        from: { x: ((a.x + 1) / 2) * canvas.width, y: ((1 - a.y) / 2) * canvas.height },
        to: { x: ((b.x + 1) / 2) * canvas.width, y: ((1 - b.y) / 2) * canvas.height },
      }
    },
    { nodeId: id, axis, metres },
  )
}

/** Drags the selected node's translate handle along `axis` by `metres` (in steps, as a hand would), releasing at the end. */
export async function dragGizmo(page: Page, canvasSelector: string, id: string, axis: 'x' | 'y' | 'z', metres: number): Promise<void> {
  const box = (await page.locator(canvasSelector).boundingBox())!
  const { from, to } = await gizmoHandle(page, id, axis, metres)
  await page.mouse.move(box.x + from.x, box.y + from.y)
  await page.mouse.down()
  const steps = 8
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(box.x + from.x + ((to.x - from.x) * i) / steps, box.y + from.y + ((to.y - from.y) * i) / steps)
    await page.waitForTimeout(50)
  }
  await page.mouse.up()
}
