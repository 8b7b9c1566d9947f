import { Box, Code2, Footprints, Glasses, Headset, Image, MapPin, ScanFace, Scan, Globe2, type LucideIcon } from 'lucide-react'

export interface ProjectType {
  id: string
  label: string
  description: string
  icon: LucideIcon
  /** The create call it uses; absent while the type is coming soon. */
  kind?: 'surface' | 'world' | 'vps' | 'image' | 'face' | 'vr' | 'web3d' | 'glasses' | 'body' | 'area'
}

export type TopCategoryId = 'ar' | 'vr' | 'web3d' | 'glasses'

/** The seven project types of the new-project dialog, in the spec's order. */
export const PROJECT_TYPES: ProjectType[] = [
  { id: 'image', label: 'Image Target', description: 'Anchor content to a printed image or poster.', icon: Image, kind: 'image' },
  { id: 'surface', label: 'Surface Target', description: 'Place content on a floor or table with a tap.', icon: Box, kind: 'surface' },
  { id: 'world', label: 'World Tracking', description: 'Content anchored in the room around the viewer.', icon: Globe2, kind: 'world' },
  { id: 'vps', label: 'Location-Based AR (VPS)', description: 'Content locked to a scanned real-world place.', icon: MapPin, kind: 'vps' },
  { id: 'area', label: 'Area Tracking', description: 'Content aligned to a scanned room (Android or a headset).', icon: Scan, kind: 'area' },
  { id: 'face', label: 'Face Tracking', description: 'Effects that follow the viewer’s face.', icon: ScanFace, kind: 'face' },
  { id: 'body', label: 'Body Tracking', description: 'Content that follows a person’s body.', icon: Footprints, kind: 'body' },
]

/** The project types each of the other top categories offers: what that world can do. */
export const CATEGORY_TYPES: Record<Exclude<TopCategoryId, 'ar'>, ProjectType[]> = {
  vr: [{ id: 'vr', label: 'VR Scene', description: 'A world for headsets: teleport, snap turn and grab, with a floor and a sky.', icon: Headset, kind: 'vr' }],
  web3d: [{ id: 'web3d', label: '3D Web Embed', description: 'An interactive 3D scene to embed in any page; no camera needed.', icon: Code2, kind: 'web3d' }],
  glasses: [{ id: 'glasses', label: 'Passthrough AR', description: 'Mixed reality on Quest 3 and Android XR headsets, placed on a real surface.', icon: Glasses, kind: 'glasses' }],
}

export const typesOf = (category: TopCategoryId): ProjectType[] => (category === 'ar' ? PROJECT_TYPES : CATEGORY_TYPES[category])

export const TOP_CATEGORIES: { id: TopCategoryId; label: string }[] = [
  { id: 'ar', label: 'Augmented Reality' },
  { id: 'vr', label: 'Virtual Reality' },
  { id: 'web3d', label: 'Web 3D' },
  { id: 'glasses', label: 'AR Glasses' },
]

export const CATEGORY_LABEL: Record<string, string> = {
  SURFACE: 'Surface Target',
  WORLD: 'World Tracking',
  VPS: 'Location-Based AR',
  IMAGE: 'Image Target',
  FACE: 'Face Tracking',
  VR: 'Virtual Reality',
  WEB3D: 'Web 3D',
  GLASSES: 'AR Glasses',
  BODY: 'Body Tracking',
  AREA: 'Area Tracking',
}
