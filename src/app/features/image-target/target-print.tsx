import { Download, Printer } from 'lucide-react'
import type { SceneAsset } from '@shared/scene/schema'

/**
 * Prints the picture at its printed width (the width the scene is built for), on a page of its
 * own: a window of this origin with the image at `widthCm` centimetres and nothing else.
 */
export function printTarget(asset: SceneAsset, widthCm: number) {
  const page = window.open('', '_blank', 'width=800,height=900')
  if (!page) return
  const doc = page.document
  doc.title = `Image target · ${asset.name}`
  const style = doc.createElement('style')
  style.textContent = `@page { margin: 1cm } body { margin: 0; display: grid; place-items: center; font: 12px system-ui } img { width: ${widthCm}cm; height: auto }`
  doc.head.append(style)
  const img = doc.createElement('img')
  img.src = new URL(asset.url, location.href).href
  img.alt = asset.name
  const caption = doc.createElement('p')
  caption.textContent = `Print at 100 % scale: the picture is ${widthCm} cm wide.`
  doc.body.append(img, caption)
  img.onload = () => page.print()
}

/** The published dialog's words for an image project, and the target to download or print. */
export function PublishedTargetNote({ asset, widthCm }: { asset: SceneAsset; widthCm: number }) {
  const extension = asset.mime === 'image/png' ? 'png' : 'jpg'
  return (
    <div className="published-target" data-testid="published-target">
      <p>
        <strong>Open this on a phone and point it at the image.</strong> Print the target {widthCm} cm wide, or show it on another screen.
      </p>
      <div className="published-target-actions">
        <a className="btn btn-outline btn-sm" href={asset.url} download={`image-target.${extension}`}>
          <Download size={16} /> Download target
        </a>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => printTarget(asset, widthCm)}>
          <Printer size={16} /> Print target
        </button>
      </div>
    </div>
  )
}
