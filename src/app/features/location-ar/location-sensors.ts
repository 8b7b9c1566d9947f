import { compassHeading, type Fix } from './placement'

export interface LocationStatus {
  fix: Fix | null
  heading: number | null
  /** A sensor refused or missing, in words. */
  problem: string | null
}

export interface SensorReading extends LocationStatus {
  /** The camera's tilt from the horizon (radians, up positive), for the path that draws over a video. */
  pitch: number
}

/**
 * Watches Geolocation and the compass for both Location-Based AR paths (the camera over a video,
 * and the WebXR session): `onChange` hears every reading, with which sensor gave it. The absolute
 * compass (Android) wins over the relative one once it has been heard; an iPhone's relative event
 * carries webkitCompassHeading. Answers the function that stops watching.
 */
export function watchLocationSensors(onChange: (reading: SensorReading, source: 'fix' | 'heading' | 'problem') => void): () => void {
  const reading: SensorReading = { fix: null, heading: null, problem: null, pitch: 0 }
  const tell = (source: 'fix' | 'heading' | 'problem') => onChange({ ...reading }, source)

  const watch = navigator.geolocation?.watchPosition(
    (p) => {
      reading.fix = { latitude: p.coords.latitude, longitude: p.coords.longitude, altitude: p.coords.altitude ?? undefined, accuracy: p.coords.accuracy }
      reading.problem = null
      tell('fix')
    },
    (error) => {
      reading.problem = error.code === error.PERMISSION_DENIED ? 'Location is blocked: allow it for this site to see the content at its place.' : 'Your position is not known yet.'
      tell('problem')
    },
    { enableHighAccuracy: true, maximumAge: 1000 },
  )
  if (watch === undefined) reading.problem = 'This browser cannot tell where you are.'

  let absoluteSeen = false
  const orient = (absolute: boolean) => (e: DeviceOrientationEvent) => {
    if (absolute) absoluteSeen = true
    else if (absoluteSeen) return
    const heading = compassHeading(e as DeviceOrientationEvent & { webkitCompassHeading?: number }, absolute)
    if (heading === null) return
    reading.heading = heading
    // Upright phone (beta 90°) looks at the horizon; tilting it back looks up.
    if (e.beta !== null) reading.pitch = (((e.beta - 90) * Math.PI) / 180) * (Math.abs(e.gamma ?? 0) > 90 ? -1 : 1)
    tell('heading')
  }
  const onAbsolute = orient(true)
  const onRelative = orient(false)
  window.addEventListener('deviceorientationabsolute', onAbsolute as EventListener)
  window.addEventListener('deviceorientation', onRelative)
  tell('problem')

  return () => {
    if (watch !== undefined) navigator.geolocation.clearWatch(watch)
    window.removeEventListener('deviceorientationabsolute', onAbsolute as EventListener)
    window.removeEventListener('deviceorientation', onRelative)
  }
}
