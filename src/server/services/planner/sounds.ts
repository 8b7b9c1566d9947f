/**
 * The library's sound clips (src/server/services/library/library-catalog.ts, under public/library),
 * copied here as data so the shared planner needs no server import.
 */
export interface SoundClip {
  slug: string
  name: string
  url: string
  size: number
  /** Ambience loops; effects play once. */
  loop: boolean
}

export const SOUND_CLIPS: Record<string, SoundClip> = {
  chime: { slug: 'chime', name: 'Bell Chime', url: '/library/audio/chime.wav', size: 97064, loop: false },
  pop: { slug: 'pop', name: 'Bubble Pop', url: '/library/audio/pop.wav', size: 7982, loop: false },
  whoosh: { slug: 'whoosh', name: 'Whoosh', url: '/library/audio/whoosh.wav', size: 52964, loop: false },
  'wind-and-birds': { slug: 'wind-and-birds', name: 'Wind and Birds', url: '/library/audio/wind-and-birds.wav', size: 220544, loop: true },
  'success-jingle': { slug: 'success-jingle', name: 'Success Jingle', url: '/library/audio/success-jingle.wav', size: 66194, loop: false },
  'piano-note': { slug: 'piano-note', name: 'Soft Piano Note', url: '/library/audio/piano-note.wav', size: 114704, loop: false },
}

/** Sound phrases → clip. Generic words ('sound', 'audio') pick the chime unless a nearer word says more. */
export const SOUND_PHRASES: Record<string, string> = {
  birdsong: 'wind-and-birds', 'bird song': 'wind-and-birds', 'bird sounds': 'wind-and-birds', 'birds chirping': 'wind-and-birds', 'chirping birds': 'wind-and-birds',
  'birds singing': 'wind-and-birds', 'singing birds': 'wind-and-birds', chirping: 'wind-and-birds', 'sound of birds': 'wind-and-birds', 'sounds of birds': 'wind-and-birds',
  'sound of nature': 'wind-and-birds', 'nature sounds': 'wind-and-birds', 'nature sound': 'wind-and-birds', 'forest sounds': 'wind-and-birds', ambience: 'wind-and-birds',
  'ambient sound': 'wind-and-birds', 'ambient sounds': 'wind-and-birds', 'background sound': 'wind-and-birds', 'wind sound': 'wind-and-birds', 'sound of the wind': 'wind-and-birds',
  'sound of wind': 'wind-and-birds', 'wind blowing': 'wind-and-birds', 'howling wind': 'wind-and-birds',
  chime: 'chime', chimes: 'chime', ding: 'chime', 'bell sound': 'chime', 'bell ringing': 'chime', 'ringing bell': 'chime', 'doorbell sound': 'chime', 'notification sound': 'chime',
  pop: 'pop', 'pop sound': 'pop', 'popping sound': 'pop', 'click sound': 'pop', 'clicking sound': 'pop', bubble: 'pop',
  whoosh: 'whoosh', swoosh: 'whoosh', 'whoosh sound': 'whoosh', 'swoosh sound': 'whoosh',
  jingle: 'success-jingle', 'success sound': 'success-jingle', 'victory sound': 'success-jingle', fanfare: 'success-jingle', 'winning sound': 'success-jingle', 'celebration sound': 'success-jingle',
  music: 'piano-note', 'background music': 'piano-note', 'piano music': 'piano-note', 'piano note': 'piano-note', 'piano sound': 'piano-note', melody: 'piano-note', song: 'piano-note', tune: 'piano-note',
  'soft music': 'piano-note', 'calm music': 'piano-note', 'relaxing music': 'piano-note',
  sound: 'chime', sounds: 'chime', audio: 'chime', 'sound effect': 'chime', noise: 'chime',
}
