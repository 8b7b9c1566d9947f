import { EventEmitter } from 'node:events'

/**
 * "The comments of this project changed" (a thread started, answered, resolved, reopened or
 * deleted), from the comment routes to the live hub, which tells every open editor of the project
 * on every node; the editors fetch the threads again. Only a wake-up: comments are read over REST.
 */
const events = new EventEmitter()
events.setMaxListeners(0)

export const commentsChanged = (projectId: string) => void events.emit('changed', projectId)

/** Subscribes; answers the unsubscribe. */
export function onCommentsChanged(listener: (projectId: string) => void): () => void {
  events.on('changed', listener)
  return () => events.off('changed', listener)
}
