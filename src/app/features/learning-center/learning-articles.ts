import type { LucideIcon } from 'lucide-react'
import { Box, Headset, Image, Layers, MapPin, Rocket } from 'lucide-react'
import { TUTORIAL_CATEGORIES, type TutorialCategory } from '@shared/catalog'

/* Placeholder articles for the Learning Center; each opens the tutorials of its category. */

export interface LearningArticle {
  title: string
  text: string
  icon: LucideIcon
  category: TutorialCategory
}

export const LEARNING_ARTICLES: LearningArticle[] = [
  { title: 'Create your first scene', text: 'Start from a template, add a model and preview it.', icon: Rocket, category: 'getting_started' },
  { title: 'Place a model on a table or floor', text: 'Anchor 3D content to surfaces the camera finds.', icon: Box, category: 'surface_tracking' },
  { title: 'Bring a poster to life', text: 'Play video and animation on a printed image.', icon: Image, category: 'image_tracking' },
  { title: 'Pin content to a street corner', text: 'Show an experience only at a real-world location.', icon: MapPin, category: 'location_tracking' },
  { title: 'Build a virtual gallery', text: 'Hang artwork in a walkable 3D space for the web.', icon: Layers, category: 'virtual_spaces' },
  { title: 'Design a VR safety training', text: 'Guide trainees through steps with checks and hints.', icon: Headset, category: 'vr_training' },
]

export type LearningTopic = TutorialCategory | 'help' | 'feedback'

export const LEARNING_TOPICS: { id: LearningTopic; label: string }[] = [
  { id: 'getting_started', label: 'Getting Started' },
  ...TUTORIAL_CATEGORIES.filter((c) => c.group === 'Use Cases').map((c) => ({ id: c.id, label: c.label })),
  { id: 'help', label: 'Help & FAQ' },
  { id: 'feedback', label: 'Feedback' },
]

export const FAQ = [
  {
    q: 'Where can people open my experiences?',
    a: 'Published experiences run in the web browser: on phones and tablets for AR, on desktops for Web 3D, and in headset browsers for VR. There is no app to install.',
  },
  {
    q: 'How do I share a project?',
    a: 'Publish it from the editor, then copy its link or QR code. You can unpublish it at any time.',
  },
  {
    q: 'Can I work on a project with my team?',
    a: 'Not yet: team workspaces are coming in a later release. For now every project belongs to one account.',
  },
]
