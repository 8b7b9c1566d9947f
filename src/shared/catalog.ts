/** Library and tutorial categories (dashboard spec §2), shared by the menu, the pages and the server. */
export const LIBRARY_CATEGORIES = [
  { id: '3D', label: '3D Models' },
  { id: 'templates', label: 'Templates' },
  { id: 'scene', label: 'Scenes' },
  { id: 'image', label: 'Images' },
  { id: 'video', label: 'Videos' },
  { id: 'audio', label: 'Audio' },
  { id: 'text', label: 'Text' },
  { id: 'vector', label: 'Vectors' },
  { id: 'sprite', label: 'Sprites' },
] as const
export type LibraryCategory = (typeof LIBRARY_CATEGORIES)[number]['id']

export const TUTORIAL_CATEGORIES = [
  { id: 'getting_started', label: 'Getting Started', group: 'Basics' },
  { id: 'interactive_3d', label: 'Interactive 3D', group: 'Basics' },
  { id: 'surface_tracking', label: 'Surface Tracking', group: 'Use Cases' },
  { id: 'image_tracking', label: 'Image Tracking', group: 'Use Cases' },
  { id: 'location_tracking', label: 'Location Tracking', group: 'Use Cases' },
  { id: 'area_tracking', label: 'Area Tracking', group: 'Use Cases' },
  { id: 'virtual_spaces', label: 'Virtual Spaces', group: 'Use Cases' },
  { id: 'vr_training', label: 'VR Training', group: 'Use Cases' },
] as const
export type TutorialCategory = (typeof TUTORIAL_CATEGORIES)[number]['id']

export function tutorialCategoryOrDefault(value: string | undefined): TutorialCategory {
  return TUTORIAL_CATEGORIES.some((c) => c.id === value) ? (value as TutorialCategory) : 'getting_started'
}
