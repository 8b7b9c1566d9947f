import type { ReactNode } from 'react'

/*
 * Tiny, simplified national flags drawn inline (no emoji, nothing loaded), for the countries the
 * spec's interface lists; other countries show their code in a plain tile. The colours are the flags' own.
 */

const US_STRIPES = Array.from({ length: 13 }, (_, i) => i)

const FLAGS: Record<string, ReactNode> = {
  IN: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ff9933" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.4" fill="none" stroke="#000080" strokeWidth="0.8" />
    </>
  ),
  BR: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <polygon points="15,2.5 27,10 15,17.5 3,10" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4" fill="#002776" />
    </>
  ),
  JP: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="5.5" fill="#bc002d" />
    </>
  ),
  ZA: (
    <>
      <rect width="30" height="10" fill="#e03c31" />
      <rect y="10" width="30" height="10" fill="#001489" />
      <polygon points="0,0 4.5,0 13.5,6 30,6 30,14 13.5,14 4.5,20 0,20" fill="#fff" />
      <polygon points="0,0 2,0 12.5,7.5 30,7.5 30,12.5 12.5,12.5 2,20 0,20" fill="#007749" />
      <polygon points="0,3 9.5,10 0,17" fill="#ffb81c" />
      <polygon points="0,4.8 7.2,10 0,15.2" fill="#000" />
    </>
  ),
  KR: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M10 10a5 5 0 0 1 10 0Z" fill="#cd2e3a" />
      <path d="M10 10a5 5 0 0 0 10 0Z" fill="#0047a0" />
      <g stroke="#000" strokeWidth="1.2">
        <line x1="4" y1="5" x2="7" y2="2.5" />
        <line x1="23" y1="2.5" x2="26" y2="5" />
        <line x1="4" y1="15" x2="7" y2="17.5" />
        <line x1="23" y1="17.5" x2="26" y2="15" />
      </g>
    </>
  ),
  AE: (
    <>
      <rect width="30" height="6.67" fill="#00732f" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      <rect width="8" height="20" fill="#ff0000" />
    </>
  ),
  GB: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.3" />
      <path d="M15 0V20M0 10H30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0V20M0 10H30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {US_STRIPES.filter((i) => i % 2 === 0).map((i) => (
        <rect key={i} y={(i * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
}

export function CountryFlag({ code }: { code: string }) {
  return (
    <svg className="country-flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      {FLAGS[code] ?? (
        <>
          <rect width="30" height="20" fill="var(--surface-3)" />
          <text x="15" y="14" textAnchor="middle" fontSize="11" fontWeight="600" fill="var(--muted)">
            {code}
          </text>
        </>
      )}
    </svg>
  )
}
