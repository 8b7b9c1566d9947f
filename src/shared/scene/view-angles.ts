/**
 * The angles of the default view, as numbers both sides use: the renderer's camera fit frames a
 * scene with them, and the assistant's layout keeps things out of each other's way along the same
 * line of sight. Polar angles are measured from straight up, the azimuth from +Z toward +X.
 */

/**
 * Front is +Z, everywhere: the side a scene faces, where its viewer stands. The assistant's "in
 * front of" is toward +Z and "behind" toward -Z; the fitted default view and the editor's starting
 * camera look from the +Z side (azimuths here are measured from +Z); text, images and library
 * models face +Z, as glTF's front does. The spec's camera start (0, 2.5, -12) would look from
 * behind, so the editor starts at (0, 2.5, 12) instead.
 */
export const FRONT_Z = 1

/** The spec's orbit limits, which a fitted view stays inside. */
export const MIN_POLAR = 0.8
export const MAX_POLAR = 2.4
/** The fitted view: about 28° above the horizon, turned a little to the side (three-quarter view). */
export const FIT_POLAR = 1.08
export const FIT_AZIMUTH = 0.45
/**
 * With 3D text in the scene, nearly straight on: a three-quarter view shows a title as a slanted
 * band of letters shrinking into the distance, which reads badly, most of all on a phone.
 */
export const TEXT_FIT_AZIMUTH = 0.12
