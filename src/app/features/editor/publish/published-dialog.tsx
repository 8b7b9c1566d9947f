import { Download, ExternalLink, ImagePlus, Share2, TriangleAlert, X } from 'lucide-react'
import { QRCodeCanvas } from 'qrcode.react'
import { useRef, useState } from 'react'
import { toast } from 'react-toastify'
import { PUBLISH_MESSAGES, QR_RESOLUTIONS, type QrResolution } from '@shared/api/publish'
import { Modal } from '@app/components/modal'
import { CopyField } from './copy-field'
import { unreachableFromPhone } from './phone-reach'
import { embedCode, ShareDialog } from './share-dialog'
import { projectWorld } from '../../viewer/ar-modes'
import { projectCategory } from '../../quick-look/project-category'
import type { PublishOutcome } from './publish-action'
import { SocialIcons } from './social-icons'
import { useDoc } from '../editor-store'
import { PublishedTargetNote } from '../../image-target/target-print'
import './publish.css'

/** The QR code opens the viewer and offers AR at once, so a scanning phone lands in AR. */
export const qrTarget = (publicLink: string) => `${publicLink}${publicLink.includes('?') ? '&' : '?'}xr=ar`
const LOGO_MAX_BYTES = 2 * 1024 * 1024

export function PublishedDialog({ result, onClose }: { result: PublishOutcome; onClose: () => void }) {
  const [logo, setLogo] = useState<string | null>(null)
  const [resolution, setResolution] = useState<QrResolution>('180p')
  const [sharing, setSharing] = useState(false)
  const canvases = useRef<Record<string, HTMLCanvasElement | null>>({})
  const target = useDoc((s) => s.doc.settings.imageTarget)
  const targetAsset = useDoc((s) => (target ? s.doc.assets[target.assetId] : undefined))
  const face = useDoc((s) => Boolean(s.doc.settings.faceTracking))
  const world = projectWorld(projectCategory(result.projectId), useDoc((s) => s.doc))
  // An image or face project's AR is the camera, started from the page: no ?xr=ar (WebXR). A VR
  // project's code opens VR; a Web 3D project's is the plain page (it has no AR).
  const value = target || face || world === 'web3d' ? result.public_link : world === 'vr' ? qrTarget(result.public_link).replace(/xr=ar$/, 'xr=vr') : qrTarget(result.public_link)
  const scanNote = target
    ? 'Scan the code with a phone, then point it at the image.'
    : face
      ? 'Scan the code with a phone, tap Start and look at the screen.'
      : world === 'vr'
        ? 'Open the link on a VR headset (or scan the code with its browser): it offers Enter VR first.'
        : world === 'glasses'
          ? 'Open the link on AR glasses or a passthrough headset (Meta Quest 3, Android XR) and tap Enter AR.'
          : world === 'web3d'
            ? 'Paste the embed code into your page: the scene orbits and its events run, with no AR and no camera.'
            : 'Scan the code with a phone to open it in AR.'

  const unreachable = unreachableFromPhone(result.public_link)

  const pickLogo = (file: File | undefined) => {
    if (!file) return
    if (!file.type.startsWith('image/')) return toast.error('The logo must be an image.')
    if (file.size > LOGO_MAX_BYTES) return toast.error('The logo must be 2 MB or smaller.')
    const reader = new FileReader()
    reader.onload = () => setLogo(String(reader.result))
    reader.readAsDataURL(file)
  }
  const download = () => {
    const canvas = canvases.current[resolution]
    if (!canvas) return
    const a = document.createElement('a')
    a.href = canvas.toDataURL('image/png')
    a.download = `qrcode-${resolution}.png`
    a.click()
  }
  const logoSettings = (size: number) => (logo ? { src: logo, height: size * 0.22, width: size * 0.22, excavate: true } : undefined)

  return (
    <Modal
      title={PUBLISH_MESSAGES.published}
      onClose={onClose}
      width={560}
      actions={
        <>
          <a className="btn btn-outline" href={result.public_link} target="_blank" rel="noopener noreferrer">
            <ExternalLink size={16} /> Open
          </a>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <button type="button" className="icon-btn published-close" aria-label="Close" onClick={onClose}>
        <X size={18} />
      </button>
      <div className="published">
        <div className="published-links">
          {/* A Web 3D project is made to be embedded: its embed code comes first. */}
          {world === 'web3d' && <CopyField label="Embed code" value={embedCode(result.embed_link, result.project_name)} />}
          <CopyField label="Public link" value={result.public_link} />
          <CopyField label="Embed link" value={result.embed_link} />
          <CopyField label="ID" value={result.projectId} />
          <p className="muted published-version">
            Version {result.version} is live. {scanNote}
          </p>
          {target && targetAsset && <PublishedTargetNote asset={targetAsset} widthCm={target.widthCm} />}
          {result.quickLookNotRun.length > 0 && (
            <div className="published-quicklook" role="note" aria-label="Quick Look limits">
              <p>On iPhone Quick Look, these events do not run:</p>
              <ul>
                {result.quickLookNotRun.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          )}
          <SocialIcons link={result.public_link} title={result.project_name} />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setSharing(true)}>
            <Share2 size={16} /> Share
          </button>
        </div>
        <div className="published-qr">
          <QRCodeCanvas value={value} size={160} marginSize={2} level="H" imageSettings={logoSettings(160)} data-testid="publish-qr" />
          {unreachable && (
            <div className="published-reach" role="note">
              <TriangleAlert size={16} aria-hidden="true" />
              <p>
                {unreachable} To fix it, set <code>PUBLIC_URL</code> to an address phones can reach and restart the server, or open the editor at the LAN https
                address the server prints when it starts, and publish again.
              </p>
            </div>
          )}
          <label className="btn btn-ghost btn-sm published-logo">
            <ImagePlus size={16} /> {logo ? 'Change logo' : 'Add logo'}
            <input type="file" accept="image/*" hidden onChange={(e) => pickLogo(e.target.files?.[0])} />
          </label>
          <div className="published-download">
            <select aria-label="QR code resolution" value={resolution} onChange={(e) => setResolution(e.target.value as QrResolution)}>
              {QR_RESOLUTIONS.map((r) => (
                <option key={r.label} value={r.label}>
                  {r.label}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn-primary btn-sm" onClick={download}>
              <Download size={16} /> Download
            </button>
          </div>
        </div>
      </div>
      {/* The whole link, selectable with one tap (the fields above show its first 25 characters). */}
      <p className="published-full-link" data-testid="public-link-full">
        {result.public_link}
      </p>
      {/* The downloadable sizes of the spec: 180p → 100 px, 360p → 200 px, 480p → 300 px. */}
      <div hidden>
        {QR_RESOLUTIONS.map((r) => (
          <QRCodeCanvas key={r.label} value={value} size={r.size} marginSize={2} level="H" imageSettings={logoSettings(r.size)} ref={(c: HTMLCanvasElement | null) => void (canvases.current[r.label] = c)} />
        ))}
      </div>
      {sharing && <ShareDialog link={result.public_link} embedLink={result.embed_link} title={result.project_name} onClose={() => setSharing(false)} />}
    </Modal>
  )
}
