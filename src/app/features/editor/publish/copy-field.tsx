import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { COPIED_TOOLTIP_MS } from '@shared/api/publish'

/** A label, the first 25 characters of the value, and a copy action with the spec's 'Copied!' tooltip. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const shown = value.length > 25 ? `${value.slice(0, 25)}…` : value
  return (
    <div className="copy-field">
      <span className="copy-field-label">{label}</span>
      <code title={value}>{shown}</code>
      <button
        type="button"
        className="icon-btn"
        aria-label={`Copy ${label}`}
        onClick={async () => {
          await copyText(value)
          setCopied(true)
        }}
      >
        {copied ? <Check size={16} /> : <Copy size={16} />}
      </button>
      {copied && (
        <span className="copy-field-tip" role="status">
          Copied!
        </span>
      )}
    </div>
  )
}

/** Clipboard API where allowed (https, focused); a hidden textarea otherwise (plain http on a LAN). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    return
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const ok = document.execCommand('copy')
    area.remove()
    if (!ok) throw new Error('copy refused')
  }
}
