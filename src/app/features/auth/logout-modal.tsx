import { Modal } from '@app/components/modal'
import { api } from '@app/lib/api'
import { useSession } from '@app/lib/session-store'

export function LogoutModal({ onClose }: { onClose: () => void }) {
  const logout = async () => {
    // The server ends the session too, so a copied token stops working; signing out here
    // never waits on it failing (offline, already expired).
    await api.post('/users/logout').catch(() => undefined)
    useSession.getState().signOut()
    window.location.assign('/')
  }
  return (
    <Modal
      title="Confirm Logout"
      onClose={onClose}
      actions={
        <>
          <button className="btn btn-outline" onClick={onClose}>
            Cancel
          </button>
          <button className="btn btn-danger" onClick={logout}>
            Logout
          </button>
        </>
      }
    >
      <p className="muted">Are you sure you want to log out of your account?</p>
    </Modal>
  )
}
