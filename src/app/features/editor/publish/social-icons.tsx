import { toast } from 'react-toastify'
import { copyText } from './copy-field'

/** Simplified brand marks (inline, so nothing loads from another host). */
const PATHS: Record<string, string> = {
  X: 'M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.2L20.5 20h-4.6l-4.3-6-5.2 6H3.8l6.6-7.7z',
  Instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.2-1.6a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  LinkedIn: 'M4 9h3.5v11H4zM5.7 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9.5 9H13v1.6c.6-1 1.8-1.9 3.6-1.9 3.4 0 4 2.2 4 5.1V20h-3.5v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20H9.5z',
  YouTube: 'M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  Discord: 'M19.3 5.3A16.6 16.6 0 0 0 15.2 4l-.5 1a15.4 15.4 0 0 0-5.4 0l-.5-1a16.6 16.6 0 0 0-4.1 1.3C2.1 9.2 1.4 13 1.7 16.8a16.8 16.8 0 0 0 5 2.5l1.1-1.7a10.7 10.7 0 0 1-1.7-.8l.4-.3a11.9 11.9 0 0 0 11 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.7a16.7 16.7 0 0 0 5-2.5c.4-4.4-.7-8.2-3-11.5zM8.7 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2z',
}

/** Where a copied link goes in each network without a share address. */
const PASTE_WHERE: Record<string, string> = {
  Instagram: 'a story link sticker or your bio',
  YouTube: 'a video description or a community post',
  Discord: 'a channel or a direct message',
}

/**
 * X and LinkedIn take a shared link directly. Instagram, YouTube and Discord have no web share
 * address, so the link is copied and the user is told where to paste it.
 */
export function SocialIcons({ link, title }: { link: string; title: string }) {
  const open = (url: string) => window.open(url, '_blank', 'noopener')
  const actions: Record<string, () => void> = {
    X: () => open(`https://twitter.com/intent/tweet?${new URLSearchParams({ url: link, text: title })}`),
    LinkedIn: () => open(`https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: link })}`),
  }
  const copyFor = (network: string) => async () => {
    try {
      await copyText(link)
      toast.success(`Link copied: paste it in ${network} to share${PASTE_WHERE[network] ? ` (${PASTE_WHERE[network]})` : ''}.`)
    } catch {
      toast.error('Something went wrong while copying the link')
    }
  }
  return (
    <div className="social-icons" aria-label="Share on social media">
      {Object.entries(PATHS).map(([name, d]) => (
        <button key={name} type="button" className="social-icon" aria-label={`Share on ${name}`} title={name} onClick={actions[name] ?? copyFor(name)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d={d} fill="currentColor" fillRule="evenodd" />
          </svg>
        </button>
      ))}
    </div>
  )
}
