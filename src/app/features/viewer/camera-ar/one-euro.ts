/**
 * The One Euro filter (Casiez, Roussel and Vogel, CHI 2012): a low-pass filter whose cut-off rises
 * with the signal's speed, so a still point stops jittering and a moving one does not lag. Times
 * in seconds; `minCutoff` (Hz) sets the smoothing at rest, `beta` how fast it opens with speed.
 */
export class OneEuro {
  private x: number | null = null
  private dx = 0
  private t = 0

  constructor(
    private readonly minCutoff = 1,
    private readonly beta = 0.02,
    private readonly dCutoff = 1,
  ) {}

  private static alpha(cutoff: number, dt: number) {
    const tau = 1 / (2 * Math.PI * cutoff)
    return 1 / (1 + tau / dt)
  }

  filter(value: number, time: number): number {
    if (this.x === null || time <= this.t) {
      if (this.x === null) this.x = value
      this.t = time
      return this.x
    }
    const dt = time - this.t
    this.t = time
    const rawSpeed = (value - this.x) / dt
    this.dx += OneEuro.alpha(this.dCutoff, dt) * (rawSpeed - this.dx)
    const cutoff = this.minCutoff + this.beta * Math.abs(this.dx)
    this.x += OneEuro.alpha(cutoff, dt) * (value - this.x)
    return this.x
  }

  reset() {
    this.x = null
    this.dx = 0
  }
}
