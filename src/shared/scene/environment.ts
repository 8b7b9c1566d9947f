/** The editor spec's environment elements (§ Environment elements), as stored in settings.environment.elements. */
export const ENVIRONMENT_ELEMENTS = ['terrain', 'water', 'clouds', 'stars', 'rain', 'snow', 'fire', 'foliage'] as const
export type EnvironmentElement = (typeof ENVIRONMENT_ELEMENTS)[number]

/** The spec's effects constants: what each element draws. */
export const ENVIRONMENT_COUNTS = {
  terrainSize: 200,
  rocks: 60,
  clouds: 15,
  stars: 3000,
  rain: 8000,
  snow: 4000,
  fire: 300,
  trees: 50,
  bushes: 30,
  grass: 200,
} as const

export const isEnvironmentElement = (value: string): value is EnvironmentElement =>
  (ENVIRONMENT_ELEMENTS as readonly string[]).includes(value)
