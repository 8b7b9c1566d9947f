import type { SceneDocument } from '@shared/scene/schema'
import type { PendingBatch } from '@shared/sync/client-sync'

/**
 * What survives a reload while offline: this tab's client id and batch counter, the server's
 * document as last confirmed, and the batches it has not acknowledged. Kept per project.
 */
export interface SavedQueue {
  clientId: string
  nextSeq: number
  seq: number
  confirmed: SceneDocument
  pending: PendingBatch[]
}

export interface QueueStore {
  load: (projectId: string) => Promise<SavedQueue | null>
  save: (projectId: string, queue: SavedQueue) => Promise<void>
}

const DB = 'spatial-live'
const STORE = 'queues'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** The browser's store: IndexedDB (localStorage's 5 MB and its string copies are too small for a queue). */
export function indexedDbQueueStore(): QueueStore {
  let db: Promise<IDBDatabase> | null = null
  const tx = async <T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    db ??= open()
    const handle = await db
    return new Promise((resolve, reject) => {
      const request = run(handle.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
  }
  return {
    load: async (projectId) => ((await tx('readonly', (s) => s.get(projectId))) as SavedQueue | undefined) ?? null,
    save: async (projectId, queue) => void (await tx('readwrite', (s) => s.put(queue, projectId))),
  }
}

/** For tests and environments without IndexedDB: the same contract in memory (shared by every session made with it). */
export function memoryQueueStore(): QueueStore & { data: Map<string, SavedQueue> } {
  const data = new Map<string, SavedQueue>()
  return {
    data,
    load: async (projectId) => structuredClone(data.get(projectId) ?? null),
    save: async (projectId, queue) => void data.set(projectId, structuredClone(queue)),
  }
}
