/**
 * A tracker's loop for models that run once per frame on the feed (face, body): `step` runs as soon
 * as the previous one is done, a video frame is there and the page has drawn (a detection can take
 * most of a frame; the page must get its turn). A failure ends the loop through `onError`. Returns
 * stop().
 */
export function detectLoop(video: HTMLVideoElement, step: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let stopped = false
  const loop = async () => {
    while (!stopped) {
      if (video.readyState < 2) {
        await new Promise((r) => setTimeout(r, 30))
        continue
      }
      await step()
      await new Promise((r) => requestAnimationFrame(r))
    }
  }
  void loop().catch((error) => {
    console.error(error)
    onError(error)
  })
  return () => {
    stopped = true
  }
}
