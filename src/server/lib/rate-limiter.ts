/**
 * A fixed-window counter per key (an address, an e-mail). Kept in memory: one process serves the
 * app, and losing the counts on restart is harmless. Old windows are swept so the map stays small.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()
  private lastSweep = 0

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; answers how many seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const now = this.now()
    this.sweep(now)
    const entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs })
      return 0
    }
    entry.count += 1
    return entry.count > this.limit ? Math.ceil((entry.resetAt - now) / 1000) : 0
  }

  /** Seconds to wait when `key` is already over the limit, else 0; counts nothing. */
  over(key: string): number {
    const now = this.now()
    const entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now || entry.count < this.limit) return 0
    return Math.ceil((entry.resetAt - now) / 1000)
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key)
  }
}
