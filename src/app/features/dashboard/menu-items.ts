import { BarChart3, Bell, BookOpen, FolderKanban, Home, Library, Users, type LucideIcon } from 'lucide-react'
import { LIBRARY_CATEGORIES, TUTORIAL_CATEGORIES } from '@shared/catalog'

export interface MenuChild {
  label: string
  to: string
  group?: string
}
export interface MenuItem {
  label: string
  to: string
  icon: LucideIcon
  end?: boolean
  children?: MenuChild[]
}

export const MENU: MenuItem[] = [
  { label: 'Home', to: '/dashboard', icon: Home, end: true },
  { label: 'My Projects', to: '/dashboard/myprojects', icon: FolderKanban },
  {
    label: 'Library',
    to: '/dashboard/library',
    icon: Library,
    children: LIBRARY_CATEGORIES.map((c) => ({ label: c.label, to: `/dashboard/library/${c.id}` })),
  },
  { label: 'Teams', to: '/dashboard/teams', icon: Users },
  {
    label: 'Tutorials',
    to: '/dashboard/tutorials',
    icon: BookOpen,
    children: TUTORIAL_CATEGORIES.map((c) => ({ label: c.label, to: `/dashboard/tutorials/${c.id}`, group: c.group })),
  },
  { label: 'Analytics', to: '/dashboard/analytics', icon: BarChart3 },
  { label: 'Notification', to: '/dashboard/notifications', icon: Bell },
]
