import type { EnvironmentElement } from '../../../shared/scene/environment'
import type { SceneSettings } from '../../../shared/scene/schema'

export type Skybox = SceneSettings['environment']['skybox']
export type TimeOfDay = 'day' | 'night' | 'sunset' | 'sunrise'
export type FogLevel = 'none' | 'light' | 'normal' | 'thick'

/** What a prompt says about the world around the objects. */
export interface EnvPlan {
  add: EnvironmentElement[]
  remove: EnvironmentElement[]
  skybox?: Skybox
  time?: TimeOfDay
  fog?: FogLevel
  weather?: 'overcast' | 'snowy' | 'clear'
  /** The words understood, for the reply ('night', 'rain', 'fog'). */
  words: string[]
  /** Things were said to be on the floor: a floor is laid under the scene (floor.ts). */
  floor?: boolean
}

export const emptyEnv = (): EnvPlan => ({ add: [], remove: [], words: [] })
export const envIsEmpty = (p: EnvPlan) => !p.add.length && !p.remove.length && !p.skybox && !p.time && !p.fog && !p.weather

interface EnvWord {
  add?: EnvironmentElement[]
  skybox?: Skybox
  time?: TimeOfDay
  fog?: FogLevel
  weather?: EnvPlan['weather']
  /** Place words only set the sky when no time of day does. */
  place?: boolean
}

/** Phrase → effect. Multi-word phrases are matched before single words. */
export const ENV_WORDS: Record<string, EnvWord> = {
  terrain: { add: ['terrain'] }, hills: { add: ['terrain'] }, hilly: { add: ['terrain'] }, mountains: { add: ['terrain'] }, mountainous: { add: ['terrain'] },
  landscape: { add: ['terrain'] }, valley: { add: ['terrain'] }, desert: { add: ['terrain'], weather: 'clear' }, canyon: { add: ['terrain'] }, countryside: { add: ['terrain', 'foliage'] },
  meadow: { add: ['terrain', 'foliage'] }, field: { add: ['terrain', 'foliage'] }, fields: { add: ['terrain', 'foliage'] }, island: { add: ['terrain', 'water'] }, dirt: { add: ['terrain'] }, sand: { add: ['terrain'] }, sandy: { add: ['terrain'] },
  water: { add: ['water'] }, ocean: { add: ['water'] }, sea: { add: ['water'] }, lake: { add: ['water'] }, river: { add: ['water'] }, beach: { add: ['water', 'terrain'] },
  coast: { add: ['water', 'terrain'] }, shore: { add: ['water', 'terrain'] }, seaside: { add: ['water', 'terrain'] }, harbour: { add: ['water'] }, harbor: { add: ['water'] },
  underwater: { add: ['water'] }, waves: { add: ['water'] }, bay: { add: ['water'] },
  clouds: { add: ['clouds'] }, cloudy: { add: ['clouds'], weather: 'overcast' }, overcast: { add: ['clouds'], weather: 'overcast' }, 'grey sky': { add: ['clouds'], weather: 'overcast' },
  stars: { add: ['stars'] }, starry: { add: ['stars'] }, starlit: { add: ['stars'] }, 'milky way': { add: ['stars'], time: 'night' }, galaxy: { add: ['stars'], time: 'night' },
  space: { add: ['stars'], time: 'night', skybox: 'night' }, 'outer space': { add: ['stars'], time: 'night' }, cosmos: { add: ['stars'], time: 'night' }, 'solar system': { add: ['stars'], time: 'night' },
  rain: { add: ['rain', 'clouds'], weather: 'overcast' }, rainy: { add: ['rain', 'clouds'], weather: 'overcast' }, raining: { add: ['rain', 'clouds'], weather: 'overcast' },
  rainfall: { add: ['rain', 'clouds'], weather: 'overcast' }, drizzle: { add: ['rain', 'clouds'], weather: 'overcast' }, showers: { add: ['rain', 'clouds'], weather: 'overcast' },
  storm: { add: ['rain', 'clouds'], weather: 'overcast' }, stormy: { add: ['rain', 'clouds'], weather: 'overcast' }, thunderstorm: { add: ['rain', 'clouds'], weather: 'overcast' },
  downpour: { add: ['rain', 'clouds'], weather: 'overcast' }, rains: { add: ['rain', 'clouds'], weather: 'overcast' }, drizzly: { add: ['rain', 'clouds'], weather: 'overcast' }, pouring: { add: ['rain', 'clouds'], weather: 'overcast' }, rainstorms: { add: ['rain', 'clouds'], weather: 'overcast' }, rainstorm: { add: ['rain', 'clouds'], weather: 'overcast' },
  snow: { add: ['snow'], weather: 'snowy' }, snowy: { add: ['snow'], weather: 'snowy' }, snowing: { add: ['snow'], weather: 'snowy' }, snowfall: { add: ['snow'], weather: 'snowy' },
  blizzard: { add: ['snow', 'clouds'], weather: 'snowy', fog: 'normal' }, winter: { add: ['snow'], weather: 'snowy' }, wintry: { add: ['snow'], weather: 'snowy' },
  snowflakes: { add: ['snow'], weather: 'snowy' }, frosty: { add: ['snow'], weather: 'snowy' }, 'winter wonderland': { add: ['snow', 'terrain'], weather: 'snowy' },
  fire: { add: ['fire'] }, fires: { add: ['fire'] }, flames: { add: ['fire'] }, burning: { add: ['fire'] }, blaze: { add: ['fire'] }, 'on fire': { add: ['fire'] }, inferno: { add: ['fire'] },
  foliage: { add: ['foliage'] }, grassy: { add: ['foliage', 'terrain'] }, vegetation: { add: ['foliage'] }, greenery: { add: ['foliage'] }, lush: { add: ['foliage'] },
  garden: { add: ['foliage', 'terrain'] }, park: { add: ['foliage', 'terrain'] }, jungle: { add: ['foliage', 'terrain'], skybox: 'forest', place: true },
  forest: { add: ['foliage', 'terrain'], skybox: 'forest', place: true }, woods: { add: ['foliage', 'terrain'], skybox: 'forest', place: true }, woodland: { add: ['foliage', 'terrain'], skybox: 'forest', place: true },
  city: { skybox: 'city', place: true }, urban: { skybox: 'city', place: true }, downtown: { skybox: 'city', place: true }, town: { skybox: 'city', place: true }, cityscape: { skybox: 'city', place: true },
  studio: { skybox: 'studio', place: true }, showroom: { skybox: 'studio', place: true }, gallery: { skybox: 'studio', place: true }, museum: { skybox: 'studio', place: true }, exhibition: { skybox: 'studio', place: true },
  night: { time: 'night', add: ['stars'] }, nighttime: { time: 'night', add: ['stars'] }, 'night time': { time: 'night', add: ['stars'] }, midnight: { time: 'night', add: ['stars'] },
  dark: { time: 'night' }, moonlit: { time: 'night', add: ['stars'] }, 'night sky': { time: 'night', add: ['stars'] }, 'after dark': { time: 'night', add: ['stars'] },
  sunset: { time: 'sunset' }, dusk: { time: 'sunset' }, sundown: { time: 'sunset' }, twilight: { time: 'sunset' }, evening: { time: 'sunset' }, 'golden hour': { time: 'sunset' },
  sunrise: { time: 'sunrise' }, dawn: { time: 'sunrise' }, daybreak: { time: 'sunrise' },
  day: { time: 'day' }, daytime: { time: 'day' }, daylight: { time: 'day' }, sunny: { time: 'day', weather: 'clear' }, noon: { time: 'day' }, midday: { time: 'day' },
  morning: { time: 'day' }, afternoon: { time: 'day' }, 'clear sky': { time: 'day', weather: 'clear' }, 'clear skies': { time: 'day', weather: 'clear' }, 'blue sky': { time: 'day' },
  fog: { fog: 'normal' }, foggy: { fog: 'normal' }, mist: { fog: 'light' }, misty: { fog: 'light' }, haze: { fog: 'light' }, hazy: { fog: 'light' }, smoky: { fog: 'normal' },
  'light fog': { fog: 'light' }, 'thin fog': { fog: 'light' }, 'thick fog': { fog: 'thick' }, 'dense fog': { fog: 'thick' }, 'heavy fog': { fog: 'thick' }, spooky: { fog: 'light', time: 'night' },
}
export const ENV_MAX_WORDS = 3
/** Words that turn what follows off: 'no rain', 'stop the snow', 'remove the fog'. */
export const NEGATORS = new Set(['no', 'without', 'stop', 'remove', 'delete', 'clear', 'off', 'less', 'disable', 'hide', 'rid', 'lose', 'kill', 'end', 'not'])

const LIGHTING: Record<TimeOfDay, { background: string; ambient: [string, number]; sun: [string, number, [number, number, number]]; skybox: Skybox }> = {
  day: { background: '#87CEEB', ambient: ['#FFFFFF', 0.7], sun: ['#FFF4D6', 2.2, [3, 8, 2]], skybox: 'color' },
  night: { background: '#0B1026', ambient: ['#6677AA', 0.15], sun: ['#AFC4FF', 0.35, [-4, 8, -3]], skybox: 'night' },
  sunset: { background: '#E9825A', ambient: ['#FFC9A3', 0.4], sun: ['#FF8C42', 1.4, [-8, 2, -4]], skybox: 'sunset' },
  sunrise: { background: '#F6B38E', ambient: ['#FFE0C7', 0.45], sun: ['#FFB07A', 1.3, [8, 2, -4]], skybox: 'sunset' },
}
const FOG_DENSITY: Record<Exclude<FogLevel, 'none'>, number> = { light: 0.02, normal: 0.04, thick: 0.08 }

/** The settings after the plan, or null when nothing changes. Whole sub-objects are replaced, as the settings op merges shallowly. */
export function applyEnv(settings: SceneSettings, plan: EnvPlan): SceneSettings | null {
  if (envIsEmpty(plan)) return null
  const next: SceneSettings = structuredClone(settings)
  const elements = new Set(next.environment.elements)
  for (const e of plan.add) elements.add(e)
  for (const e of plan.remove) elements.delete(e)
  if (plan.time) {
    const l = LIGHTING[plan.time]
    next.background = l.background
    next.ambientLight = { color: l.ambient[0], intensity: l.ambient[1] }
    next.directionalLight = { ...next.directionalLight, enabled: true, color: l.sun[0], intensity: l.sun[1], position: l.sun[2] }
    next.environment.skybox = l.skybox
    if (plan.time !== 'night' && !plan.add.includes('stars')) elements.delete('stars')
  }
  if (plan.skybox && (!plan.time || plan.time === 'day')) next.environment.skybox = plan.skybox
  if (plan.weather === 'overcast' && plan.time !== 'night') {
    next.background = plan.time === 'sunset' ? '#8A6E6A' : '#6B7280'
    next.ambientLight = { color: '#D0D6E0', intensity: 0.45 }
    next.directionalLight = { ...next.directionalLight, color: '#D0D6E0', intensity: 0.9 }
  } else if (plan.weather === 'snowy' && plan.time !== 'night' && plan.time !== 'sunset') {
    next.background = '#DDE3EA'
    next.ambientLight = { color: '#F0F4FF', intensity: 0.75 }
  } else if (plan.weather === 'clear') {
    elements.delete('rain')
    elements.delete('snow')
  }
  if (plan.fog === 'none') next.fog = { ...next.fog, type: 'none' }
  else if (plan.fog) next.fog = { ...next.fog, type: 'exponential', color: next.background, density: FOG_DENSITY[plan.fog] }
  else if (next.fog.type !== 'none') next.fog = { ...next.fog, color: next.background }
  next.environment = { ...next.environment, elements: [...elements] }
  return JSON.stringify(next) === JSON.stringify(settings) ? null : next
}
