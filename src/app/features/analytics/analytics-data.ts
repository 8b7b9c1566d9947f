import type { LucideIcon } from 'lucide-react'
import { Box, Glasses, Globe, Headset } from 'lucide-react'

/* Static sample figures for the demo analytics dashboard. Nothing here is measured. */

export const STORAGE_TOTAL_GB = 200

export interface Technology {
  id: string
  label: string
  icon: LucideIcon
  /** A design-token colour for the storage segment, legend dot and card accent. */
  color: string
  storageGb: number
  projects: number
  views: number
}

export const TECHNOLOGIES: Technology[] = [
  { id: 'ar', label: 'Augmented Reality', icon: Box, color: 'var(--accent)', storageGb: 24, projects: 5, views: 260 },
  { id: 'vr', label: 'Virtual Reality', icon: Headset, color: 'var(--accent-2)', storageGb: 18, projects: 3, views: 150 },
  { id: 'web3d', label: 'Web 3D', icon: Globe, color: 'var(--success)', storageGb: 12, projects: 2, views: 100 },
  { id: 'glasses', label: 'AR Glasses', icon: Glasses, color: 'var(--warning)', storageGb: 6, projects: 1, views: 40 },
]

export const STORAGE_USED_GB = TECHNOLOGIES.reduce((sum, t) => sum + t.storageGb, 0) // 60
export const TOTAL_PROJECTS = TECHNOLOGIES.reduce((sum, t) => sum + t.projects, 0) // 11
export const TOTAL_VIEWS = TECHNOLOGIES.reduce((sum, t) => sum + t.views, 0) // 550

export const TIME_RANGES = [
  { id: 'custom', label: 'Custom', text: 'a custom range' },
  { id: '24h', label: '24h', text: 'the last 24 hours' },
  { id: '7d', label: '7d', text: 'the last 7 days' },
  { id: '15d', label: '15d', text: 'the last 15 days' },
  { id: '30d', label: '30d', text: 'the last 30 days' },
  { id: '3m', label: '3m', text: 'the last 3 months' },
  { id: '6m', label: '6m', text: 'the last 6 months' },
  { id: '12m', label: '12m', text: 'the last 12 months' },
] as const
export type TimeRange = (typeof TIME_RANGES)[number]['id']

export const ENGAGEMENT_STATS = [
  { label: 'Avg. session', value: '3m 12s' },
  { label: 'Sessions', value: '1,284' },
  { label: 'Returning users', value: '38%' },
]

/** Sessions per weekday, for the small bar chart. */
export const SESSIONS_BY_DAY = [
  { day: 'Mon', sessions: 142 },
  { day: 'Tue', sessions: 168 },
  { day: 'Wed', sessions: 191 },
  { day: 'Thu', sessions: 176 },
  { day: 'Fri', sessions: 224 },
  { day: 'Sat', sessions: 213 },
  { day: 'Sun', sessions: 170 },
]

/** Dwell intensity (0-4) over a top-down 10 x 6 grid of the 'Showroom' scene. */
export const HEATMAP_ROWS = [
  '0011000000',
  '0123210000',
  '0134321100',
  '0012332210',
  '0001222441',
  '0000111342',
]

export const UI_CLICKS = [
  { label: 'View in AR', clicks: 312 },
  { label: 'Play animation', clicks: 204 },
  { label: 'Next product', clicks: 167 },
  { label: 'Open info panel', clicks: 121 },
  { label: 'Share', clicks: 58 },
]

export type CountryCode = 'IN' | 'BR' | 'JP' | 'ZA' | 'KR' | 'AE' | 'GB' | 'US'

export const COUNTRY_ROWS: { code: CountryCode; country: string; sessions: number; avgTime: string; device: string }[] = [
  { code: 'IN', country: 'India', sessions: 268, avgTime: '3m 41s', device: 'Android phone' },
  { code: 'BR', country: 'Brazil', sessions: 131, avgTime: '2m 58s', device: 'Android phone' },
  { code: 'JP', country: 'Japan', sessions: 154, avgTime: '3m 05s', device: 'iPhone' },
  { code: 'ZA', country: 'South Africa', sessions: 62, avgTime: '2m 37s', device: 'Android phone' },
  { code: 'KR', country: 'South Korea', sessions: 118, avgTime: '3m 22s', device: 'Android phone' },
  { code: 'AE', country: 'United Arab Emirates', sessions: 87, avgTime: '4m 10s', device: 'iPhone' },
  { code: 'GB', country: 'United Kingdom', sessions: 176, avgTime: '2m 49s', device: 'Desktop browser' },
  { code: 'US', country: 'United States', sessions: 288, avgTime: '3m 16s', device: 'VR headset' },
]
