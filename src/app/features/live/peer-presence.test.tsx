// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { liveStore } from './live-store'
import { PeerPresence } from './peer-presence'
import { mountR3F, type TestRoot } from '../../../../tests/support/r3f-test-root'

let root: TestRoot
afterEach(() => root.unmount())

describe('peer presence in the viewport', () => {
  it('asks for a frame when the peers change, not when the session status or comments do', async () => {
    root = await mountR3F(null)
    const invalidate = vi.fn()
    act(() => root.state().set({ invalidate }))
    await root.render(<PeerPresence objects={new Map()} />)
    invalidate.mockClear()
    // What every edit and its ack change: the status and the count of steps waiting.
    act(() => liveStore.setState({ status: 'online', waiting: 1 }))
    act(() => liveStore.setState({ waiting: 0 }))
    act(() => liveStore.setState((s) => ({ commentsSeen: s.commentsSeen + 1, role: 'owner' })))
    expect(invalidate).not.toHaveBeenCalled()
    act(() => liveStore.setState({ peers: [{ clientId: 'c1', userId: 'u1', name: 'Ann', color: '#ff3366', role: 'editor', selection: [], pointer: [1, 0, 1] }] }))
    expect(invalidate).toHaveBeenCalledTimes(1)
    act(() => liveStore.setState({ peers: [] }))
    expect(invalidate).toHaveBeenCalledTimes(2)
  })
})
