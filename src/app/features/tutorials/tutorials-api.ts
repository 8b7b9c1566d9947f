import type { TutorialCard } from '@shared/api/tutorials'
import { api } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'

export const NO_TOKEN = 'No authentication token found'

/** GET /tutorials?category=… with the category sent as words ('getting_started' → 'Getting Started'). */
export async function fetchTutorials(category: string): Promise<TutorialCard[]> {
  if (!useSession.getState().token) throw new Error(NO_TOKEN)
  const words = category.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ')
  return (await api.get<{ tutorials: TutorialCard[] }>(`/tutorials?category=${encodeURIComponent(words)}`)).data.tutorials
}

export async function fetchRecentTutorials(): Promise<TutorialCard[]> {
  if (!useSession.getState().token) throw new Error(NO_TOKEN)
  return (await api.get<{ tutorials: TutorialCard[] }>('/tutorials/recent')).data.tutorials
}
