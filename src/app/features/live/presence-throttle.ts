import { MAX_PRESENCE_IDS, PRESENCE_RATE_PER_S } from '@shared/sync/protocol'

type Presence = { selection: string[]; pointer: [number, number, number] | null }

/**
 * Selection and pointer for the others: sent at most PRESENCE_RATE_PER_S a second, the latest
 * wins (a pointer moved 200 times a second is still 20 messages). Presence is a hint: what the
 * throttle drops is only ever an older position.
 */
export class PresenceThrottle {
  private last = 0
  private timer: ReturnType<typeof setTimeout> | null = null
  private next: Presence | null = null

  constructor(private readonly send: (presence: Presence) => void) {}

  offer(selection: string[], pointer: Presence['pointer']) {
    this.next = { selection: selection.slice(0, MAX_PRESENCE_IDS), pointer }
    if (this.timer) return
    const wait = Math.max(0, 1000 / PRESENCE_RATE_PER_S - (Date.now() - this.last))
    this.timer = setTimeout(() => {
      this.timer = null
      if (!this.next) return
      this.last = Date.now()
      this.send(this.next)
      this.next = null
    }, wait)
  }

  stop() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.next = null
  }
}
