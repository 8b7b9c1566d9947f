import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { Raster } from './raster.ts'

/** Short silent clips rendered by ffmpeg from its built-in lavfi sources (H.264, yuv420p, faststart). */

export interface VideoSpec {
  slug: string
  name: string
  subtype: 'Clips' | 'Backgrounds'
  description: string
  tags: string[]
  /** lavfi filter graph producing 640×360 frames. */
  source: string
  seconds: number
}

export const VIDEOS: VideoSpec[] = [
  {
    slug: 'color-gradients',
    name: 'Flowing Gradients',
    subtype: 'Backgrounds',
    description: 'A calm loop-friendly backdrop of slowly rotating purple, teal and coral colour gradients.',
    tags: ['gradient', 'background', 'abstract', 'colors', 'calm', 'backdrop'],
    source: 'gradients=s=640x360:r=25:n=4:c0=#3A1C71:c1=#D76D77:c2=#FFAF7B:c3=#1FA2A6:speed=0.03:seed=7:x0=0:y0=0:x1=640:y1=360',
    seconds: 4,
  },
  {
    slug: 'mandelbrot-zoom',
    name: 'Mandelbrot Zoom',
    subtype: 'Clips',
    description: 'A psychedelic fractal zoom into the Mandelbrot set with glowing colour bands.',
    tags: ['fractal', 'mandelbrot', 'zoom', 'abstract', 'math', 'psychedelic'],
    source: 'mandelbrot=s=640x360:r=25:start_x=-0.743643887037151:start_y=0.131825904205330:start_scale=3:end_scale=0.05:end_pts=100:inner=black:maxiter=1024',
    seconds: 4,
  },
  {
    slug: 'game-of-life',
    name: 'Game of Life',
    subtype: 'Clips',
    description: "Conway's Game of Life cellular automaton in gold on deep blue, with fading mould trails.",
    tags: ['game of life', 'cellular automaton', 'pixels', 'retro', 'abstract', 'generative'],
    source: 'life=s=160x90:r=12:ratio=0.12:seed=42:mold=16:life_color=#FFD166:death_color=#EF476F:mold_color=#102040,scale=640:360:flags=neighbor,fps=25',
    seconds: 4,
  },
]

export function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0
}

export function renderVideo(spec: VideoSpec, outFile: string): void {
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', spec.source,
      '-t', String(spec.seconds),
      '-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-maxrate', '520k', '-bufsize', '1040k',
      '-pix_fmt', 'yuv420p', '-threads', '1', '-x264-params', 'threads=1',
      '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
      '-an', outFile,
    ],
    { stdio: 'inherit' },
  )
}

/** Decodes one frame (at `t` seconds) scaled to w×h as a Raster, or null if ffmpeg is unavailable. */
export function grabFrame(file: string, t: number, w: number, h: number): Raster | null {
  if (!fs.existsSync(file) || !hasFfmpeg()) return null
  const raw = execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-ss', String(t), '-i', file, '-frames:v', '1', '-vf', `scale=${w}:${h}:flags=area`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 64 << 20 })
  const r = new Raster(w, h)
  for (let i = 0; i < w * h; i++) r.data.set([raw[i * 3] / 255, raw[i * 3 + 1] / 255, raw[i * 3 + 2] / 255, 1], i * 4)
  return r
}
