import { useSession } from '@app/lib/session-store'
import { create } from 'zustand'
import type { AppNotification } from '@shared/api/notifications'
import { NOTIFICATIONS_PAGE_SIZE } from '@shared/api/notifications'
import { api } from '@app/lib/api'

export interface NotificationsPage {
  items: AppNotification[]
  total: number
  unread: number
  page: number
  pages: number
}

export async function listNotifications(page: number): Promise<NotificationsPage> {
  return (await api.get<{ data: NotificationsPage }>(`/notifications?page=${page}&limit=${NOTIFICATIONS_PAGE_SIZE}`)).data.data
}
export async function getNotification(id: string): Promise<AppNotification> {
  return (await api.get<{ data: AppNotification }>(`/notifications/${encodeURIComponent(id)}`)).data.data
}
export async function markRead(id: string) {
  const unread = (await api.post<{ data: { unread: number } }>(`/notifications/${encodeURIComponent(id)}/read`)).data.data.unread
  useUnread.setState({ unread })
}
export async function markAllRead() {
  await api.post('/notifications/read-all')
  useUnread.setState({ unread: 0 })
}

/** The unread count the side menu shows; refreshed on navigation and after marking read. */
export const useUnread = create<{ unread: number; refresh: () => Promise<void> }>((set) => ({
  unread: 0,
  refresh: async () => {
    // Without a token the answer is 'Unauthorized', which (spec) ends the session and goes home:
    // a page that shows its own no-token message (a tutorial) must not be taken away by a badge.
    if (!useSession.getState().token) return
    try {
      set({ unread: (await api.get<{ data: { unread: number } }>('/notifications/unread-count')).data.data.unread })
    } catch {
      // The count is a hint; a failed refresh keeps the last one.
    }
  },
}))

const UNITS: [number, Intl.RelativeTimeFormatUnit][] = [
  [60, 'second'],
  [60, 'minute'],
  [24, 'hour'],
  [7, 'day'],
  [4.35, 'week'],
  [12, 'month'],
  [Infinity, 'year'],
]
/** "2 minutes ago", "yesterday": the spec's `time`, worded from the instant the server sends. */
export function timeAgo(iso: string, now = Date.now()): string {
  let value = (Date.parse(iso) - now) / 1000
  for (const [size, unit] of UNITS) {
    if (Math.abs(value) < size) return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(Math.round(value), unit)
    value /= size
  }
  return iso
}
