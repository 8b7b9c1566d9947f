import { Box, Footprints, Image, MapPin, ScanFace, Scan, Globe2, type LucideIcon } from 'lucide-react'

export interface ProjectType {
  id: string
  label: string
  description: string
  icon: LucideIcon
  /** The create call it uses; absent while the type is coming soon. */
  kind?: 'surface' | 'world' | 'vps' | 'image' | 'face'
}

/** The seven project types of the new-project dialog, in the spec's order. */
export const PROJECT_TYPES: ProjectType[] = [
  { id: 'image', label: 'Image Target', description: 'Anchor content to a printed image or poster.', icon: Image, kind: 'image' },
  { id: 'surface', label: 'Surface Target', description: 'Place content on a floor or table with a tap.', icon: Box, kind: 'surface' },
  { id: 'world', label: 'World Tracking', description: 'Content anchored in the room around the viewer.', icon: Globe2, kind: 'world' },
  { id: 'vps', label: 'Location-Based AR (VPS)', description: 'Content locked to a scanned real-world place.', icon: MapPin, kind: 'vps' },
  { id: 'area', label: 'Area Tracking', description: 'Large scanned spaces you can walk through.', icon: Scan },
  { id: 'face', label: 'Face Tracking', description: 'Effects that follow the viewer’s face.', icon: ScanFace, kind: 'face' },
  { id: 'body', label: 'Body Tracking', description: 'Content that follows a person’s body.', icon: Footprints },
]

export const TOP_CATEGORIES = [
  { id: 'ar', label: 'Augmented Reality', active: true },
  { id: 'vr', label: 'Virtual Reality', active: false },
  { id: 'web3d', label: 'Web 3D', active: false },
  { id: 'glasses', label: 'AR Glasses', active: false },
]

export const CATEGORY_LABEL: Record<string, string> = {
  SURFACE: 'Surface Target',
  WORLD: 'World Tracking',
  VPS: 'Location-Based AR',
  IMAGE: 'Image Target',
  FACE: 'Face Tracking',
}
