import { IMAGE_TARGET_LIMITS, IMAGE_TARGET_MESSAGES } from '@shared/api/image-target'
import { ANALYSIS_SIZE, greyFromRgba, measureTrackingQuality, MIN_TRACKING_SCORE, trackingProblemMessage, type TrackingQuality } from '@shared/image-target/tracking-quality'

export interface RatedTarget {
  width: number
  height: number
  quality: TrackingQuality
  /** Why the server would refuse it, or '' when it would take it. */
  refusal: string
}

/**
 * The dialog's rating of a chosen picture, by the measure the server refuses with: decoded by the
 * browser (EXIF orientation applied, as the compiler sees it), reduced to ANALYSIS_SIZE, rated.
 */
export async function rateTargetImage(file: Blob): Promise<RatedTarget> {
  if (file.type && file.type !== 'image/jpeg' && file.type !== 'image/png') throw new Error('The target must be a JPEG or PNG image')
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new Error('The file is not a valid image')
  }
  const { width, height } = bitmap
  const scale = Math.min(1, ANALYSIS_SIZE / Math.max(width, height))
  const w = Math.max(1, Math.round(width * scale))
  const h = Math.max(1, Math.round(height * scale))
  const canvas = new OffscreenCanvas(w, h)
  const context = canvas.getContext('2d', { willReadFrequently: true })!
  context.fillStyle = '#fff'
  context.fillRect(0, 0, w, h)
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, w, h)
  bitmap.close()
  const quality = measureTrackingQuality(greyFromRgba(context.getImageData(0, 0, w, h).data, w, h))
  const short = Math.min(width, height)
  const refusal =
    short < IMAGE_TARGET_LIMITS.minShortSide
      ? IMAGE_TARGET_MESSAGES.tooSmall(short)
      : quality.score < MIN_TRACKING_SCORE
        ? trackingProblemMessage(quality)
        : ''
  return { width, height, quality, refusal }
}
