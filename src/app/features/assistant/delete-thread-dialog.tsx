import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { ThreadSummary } from '@shared/api/chat'
import { Modal } from '@app/components/modal'

/** The spec's confirmation before a past chat is deleted. */
export function DeleteThreadDialog({ thread, onConfirm, onClose }: { thread: ThreadSummary; onConfirm: (id: string) => Promise<void>; onClose: () => void }) {
  const [deleting, setDeleting] = useState(false)
  return (
    <Modal
      title="Confirmation Delete?"
      onClose={() => !deleting && onClose()}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={deleting}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={deleting}
            onClick={async () => {
              setDeleting(true)
              await onConfirm(thread._id)
              onClose()
            }}
          >
            {deleting ? <span className="spinner" aria-hidden="true" /> : <Trash2 size={16} />} Delete
          </button>
        </>
      }
    >
      <p className="muted">Are you sure you want to delete this chat?</p>
      <p className="delete-thread-title" title={thread.title}>
        {thread.title}
      </p>
    </Modal>
  )
}
