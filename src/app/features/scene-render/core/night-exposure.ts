import type { SceneDocument } from '@shared/scene/schema'

/**
 * How much more a night scene's own lights count than by day: its point and spot lights, its
 * glowing surfaces (flames, bulbs, lit windows) and the lights the look gives them. At night the
 * eye adapts to the dark, so against the moon's fill a torch lights the road around it and its
 * flame is the brightest thing in view. By day's measure a torch (the catalog's intensity 2,
 * range 8) cast about a tenth of the moon's light on the ground at its foot, and its flame drew
 * as dim orange: the village looked lit by daylight, its torches a few pixels.
 */
export const NIGHT_LIGHT_GAIN = 4

/** Whether the studio look draws the document as a night scene (its night sky, fill and ground). */
export const isNight = (settings: SceneDocument['settings'], studio: boolean) => studio && settings.environment.skybox === 'night'

/** The gain on the document's own lights and glowing surfaces for these settings. */
export const lightGain = (settings: SceneDocument['settings'], studio: boolean) => (isNight(settings, studio) ? NIGHT_LIGHT_GAIN : 1)
