/* Sample notifications: the notifications service is not built yet, so these are static and say so in the UI. */

export interface SampleNotification {
  id: string
  /** Who or what it is from. */
  name: string
  type: string
  time: string
  /** The one-line message shown in the list. */
  mess: string
  /** The full text shown in the detail. */
  desc: string
  imp: boolean
  /** A CSS colour (a design token) for the avatar circle. */
  bg: string
}

export const SAMPLE_NOTIFICATIONS: SampleNotification[] = [
  {
    id: 'published-showroom',
    name: 'Spatial Studio',
    type: 'Project',
    time: '2 minutes ago',
    mess: "Your project 'Showroom' was published",
    desc: "'Showroom' is live. Anyone with its link can open it in a phone browser or on a headset. You can copy the link or the QR code from the project menu, and unpublish it at any time.",
    imp: true,
    bg: 'var(--success)',
  },
  {
    id: 'comment-museum-tour',
    name: 'Maya Chen',
    type: 'Comment',
    time: '1 hour ago',
    mess: "New comment on 'Museum Tour'",
    desc: "Maya commented on the scene 'Room 2': \"The audio guide starts a little early. Could it play when the visitor reaches the statue instead?\"",
    imp: false,
    bg: 'var(--accent-2)',
  },
  {
    id: 'storage-30',
    name: 'Storage',
    type: 'Account',
    time: '3 hours ago',
    mess: 'Storage at 30%',
    desc: 'You are using 60 GB of your 200 GB. Videos and high-resolution 3D models take the most space; removing unused assets from your library frees it again.',
    imp: false,
    bg: 'var(--warning)',
  },
  {
    id: 'team-invite-retail',
    name: 'Alex Rivera',
    type: 'Team',
    time: 'Yesterday',
    mess: "Alex Rivera invited you to the team 'Retail XR'",
    desc: "Alex would like you to join 'Retail XR' to work on shared projects. Team workspaces arrive in a later release; the invitation will be waiting for you then.",
    imp: true,
    bg: 'var(--accent-strong)',
  },
  {
    id: 'tutorial-image-tracking',
    name: 'Learning Center',
    type: 'Tutorial',
    time: 'Yesterday',
    mess: 'Suggested for you: the Image Tracking tutorial',
    desc: 'Bring posters, packaging and business cards to life: this tutorial shows how to anchor 3D content to a printed image in about ten minutes.',
    imp: false,
    bg: 'var(--accent)',
  },
  {
    id: 'upload-failed-lobby',
    name: 'Uploads',
    type: 'Error',
    time: '2 days ago',
    mess: "Upload failed: 'lobby-scan.glb'",
    desc: "'lobby-scan.glb' is larger than the 500 MB limit for a single model. Reduce its texture sizes or split it into parts, then upload it again.",
    imp: true,
    bg: 'var(--danger)',
  },
  {
    id: 'welcome',
    name: 'Spatial Studio',
    type: 'Welcome',
    time: '1 week ago',
    mess: 'Welcome to Spatial Studio',
    desc: 'Thanks for joining. Start from a template or an empty scene, add 3D models from the library, and publish your first AR or VR experience in minutes.',
    imp: false,
    bg: 'var(--accent)',
  },
]

export function findNotification(id: string | null | undefined): SampleNotification | undefined {
  return id ? SAMPLE_NOTIFICATIONS.find((n) => n.id === id) : undefined
}
