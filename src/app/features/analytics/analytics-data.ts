import type { LucideIcon } from 'lucide-react'
import { Box, Glasses, Globe, Headset } from 'lucide-react'
import type { TECHNOLOGY_IDS } from '@shared/api/analytics'

/** How each technology card looks; the figures come from /analytics/overview. */
export const TECHNOLOGY_STYLE: Record<(typeof TECHNOLOGY_IDS)[number], { icon: LucideIcon; color: string; what: string }> = {
  ar: { icon: Box, color: 'var(--accent)', what: 'AR entries on phones and tablets (WebXR, Quick Look, Scene Viewer)' },
  vr: { icon: Headset, color: 'var(--accent-2)', what: 'VR sessions' },
  web3d: { icon: Globe, color: 'var(--success)', what: 'Views of the published page' },
  glasses: { icon: Glasses, color: 'var(--warning)', what: 'AR sessions on headsets and glasses' },
}

export const TIME_RANGES = [
  { id: 'custom', label: 'Custom', text: 'a custom range' },
  { id: '24h', label: '24h', text: 'yesterday and today (UTC)' },
  { id: '7d', label: '7d', text: 'the last 7 days' },
  { id: '15d', label: '15d', text: 'the last 15 days' },
  { id: '30d', label: '30d', text: 'the last 30 days' },
  { id: '3m', label: '3m', text: 'the last 3 months' },
  { id: '6m', label: '6m', text: 'the last 6 months' },
  { id: '12m', label: '12m', text: 'the last 12 months' },
] as const
export type TimeRange = (typeof TIME_RANGES)[number]['id']
