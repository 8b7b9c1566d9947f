import { Code2, Link, Mail } from 'lucide-react'
import { toast } from 'react-toastify'
import { PUBLISH_MESSAGES } from '@shared/api/publish'
import { Modal } from '@app/components/modal'
import { copyText } from './copy-field'

export const embedCode = (embedLink: string, title: string) =>
  `<iframe src="${embedLink}" title="${title.replace(/"/g, '&quot;')}" width="640" height="480" style="border:0" allow="xr-spatial-tracking; fullscreen; autoplay" allowfullscreen></iframe>`

/** The spec's share dialog: Copy Link, Share via email, Get embed code, with its toasts. */
export function ShareDialog({ link, embedLink, title, onClose }: { link: string; embedLink: string; title: string; onClose: () => void }) {
  const copyLink = async () => {
    try {
      await copyText(link)
      toast.success(PUBLISH_MESSAGES.linkCopied)
    } catch {
      toast.error(PUBLISH_MESSAGES.copyLinkFailed)
    }
  }
  const email = () => {
    const body = `Take a look at "${title}" in AR or VR: ${link}`
    window.location.href = `mailto:?${new URLSearchParams({ subject: title, body }).toString().replace(/\+/g, '%20')}`
  }
  const embed = async () => {
    try {
      await copyText(embedCode(embedLink, title))
      toast.success(PUBLISH_MESSAGES.embedCopied)
    } catch {
      toast.error(PUBLISH_MESSAGES.embedCopyFailed)
    }
  }
  return (
    <Modal title="Share" onClose={onClose} width={420}>
      <div className="share-actions">
        <button type="button" className="share-action" onClick={copyLink}>
          <Link size={18} /> Copy Link
        </button>
        <button type="button" className="share-action" onClick={email}>
          <Mail size={18} /> Share via email
        </button>
        <button type="button" className="share-action" onClick={embed}>
          <Code2 size={18} /> Get embed code
        </button>
      </div>
    </Modal>
  )
}
