/** The slice of `ws` the live co-editing tests use (the package ships no types and @types/ws is not installed). */
declare module 'ws' {
  import { EventEmitter } from 'node:events'
  export default class WebSocket extends EventEmitter {
    static readonly OPEN: 1
    constructor(url: string, options?: { ca?: string; servername?: string })
    readonly readyState: number
    send(data: string | Buffer): void
    close(code?: number, reason?: string): void
    terminate(): void
    on(event: 'open', listener: () => void): this
    on(event: 'error', listener: (error: Error) => void): this
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this
    on(event: 'message', listener: (data: Buffer) => void): this
    once(event: 'open', listener: () => void): this
    once(event: 'error', listener: (error: Error) => void): this
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this
  }
}
