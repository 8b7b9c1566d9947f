/**
 * A fixed-window counter per key (an address, an e-mail). `hit`/`over` count in this process's
 * memory: enough for one node (the embedded PGlite default), and losing the counts on restart is
 * harmless. Given a shared store (several nodes on one PostgreSQL), `hitShared`/`overShared`
 * count there, so a limit holds across every node; without one they are `hit`/`over`.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()
  private lastSweep = 0

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly shared?: { store: RateLimitStore; name: string },
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

  /** As `hit`, counted in the shared store when there is one. */
  async hitShared(key: string): Promise<number> {
    if (!this.shared) return this.hit(key)
    const { count, leftMs } = await this.shared.store.increment(this.shared.name, key, this.windowMs)
    return count > this.limit ? Math.max(1, Math.ceil(leftMs / 1000)) : 0
  }

  /** As `over`, read from the shared store when there is one. */
  async overShared(key: string): Promise<number> {
    if (!this.shared) return this.over(key)
    const entry = await this.shared.store.read(this.shared.name, key)
    return entry && entry.count >= this.limit ? Math.max(1, Math.ceil(entry.leftMs / 1000)) : 0
  }

  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key)
  }
}

/** Where limiters of several nodes keep their windows (rate-limit-store.ts: a database table). */
export interface RateLimitStore {
  /** Counts one hit in `bucket`/`key`, opening a new window of windowMs when none is running. */
  increment(bucket: string, key: string, windowMs: number): Promise<{ count: number; leftMs: number }>
  /** The running window's count, or null when none runs. */
  read(bucket: string, key: string): Promise<{ count: number; leftMs: number } | null>
}

/** A limiter named `name` in the store when one is given, else a per-process one. */
export const rateLimiter = (name: string, limit: number, windowMs: number, store?: RateLimitStore) =>
  new RateLimiter(limit, windowMs, Date.now, store && { store, name })
