/** A phone camera's assumed focal length, in pixels of the feed's long side (about 61° across it). */
export const FOCAL_OF_LONG_SIDE = 0.85

/** The focal length in feed pixels that a tracker's pose assumes; the render camera uses the same. */
export const feedFocal = (feed: { width: number; height: number }) => FOCAL_OF_LONG_SIDE * Math.max(feed.width, feed.height)

/** The render camera's vertical field of view (degrees) when the feed covers a container (cropped). */
export function coverFov(feed: { width: number; height: number }, shownHeight: number, containerHeight: number): number {
  const f = feedFocal(feed) * (shownHeight / feed.height)
  return (2 * Math.atan(containerHeight / 2 / f) * 180) / Math.PI
}
