import type { DeviceClass } from '@shared/api/analytics'

/**
 * The device class and OS family, read once from the User-Agent on the server; the string
 * itself is never stored. Headsets first: their browsers also say Android or Linux.
 */
export function deviceClass(ua: string): DeviceClass {
  if (/OculusBrowser|Quest|Pico|Wolvic|HoloLens|MagicLeap|Vision Pro|VR\b|XR\b/i.test(ua)) return 'headset'
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return 'phone'
  return 'desktop'
}

export function osFamily(ua: string): string {
  if (/OculusBrowser|Quest/i.test(ua)) return 'Horizon OS'
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS'
  if (/Android/i.test(ua)) return 'Android'
  if (/CrOS/i.test(ua)) return 'ChromeOS'
  if (/Windows/i.test(ua)) return 'Windows'
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS'
  if (/Linux|X11/i.test(ua)) return 'Linux'
  return 'Other'
}
