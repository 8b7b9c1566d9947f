import { toast } from 'react-toastify'
import { PUBLISH_MESSAGES, type PublishResult } from '@shared/api/publish'
import { api } from '@app/lib/api'
import { docStore } from '../editor-store'
import { captureThumbnail } from '../actions/scene-thumbnail'
import { viewportProbe } from '../viewport/viewport'
import { exportArFiles } from './scene-export'
import { imageAnchorOf } from '../../image-target/publish-anchor'
import { reportExportFailure } from './export-failure'
import { projectCategory } from '../../quick-look/project-category'

/** The published version, and the scene's events AR Quick Look does not run (for the dialog). */
export type PublishOutcome = PublishResult & { quickLookNotRun: string[] }

/**
 * Publish: once the server holds every change, in parallel the thumbnail and the AR
 * exports, then freeze that exact revision as a new public version. Any failure says so and
 * opens no dialog.
 */
export async function publishProject(): Promise<PublishOutcome | null> {
  // The revision the server holds is published, once nothing of this person's is on its way.
  const { idle, waiting } = docStore.getState()
  if (!(await idle())) {
    toast.error(`Offline — ${waiting()} changes waiting. Publish again when the connection returns.`)
    return null
  }
  const { projectId, doc, revision } = docStore.getState()
  try {
    const three = viewportProbe.three?.()
    const [files] = await Promise.all([
      three
        ? imageAnchorOf(doc)
            .then((imageAnchor) => exportArFiles(three.scene, { doc, category: projectCategory(projectId), imageAnchor }))
            .catch((error) => (console.warn('AR export failed', error), reportExportFailure(projectId, error), null))
        : null,
      captureThumbnail().then((thumbnailImg) => (thumbnailImg ? api.patch(`/experience/project/${projectId}/thumbnail/img`, { thumbnailImg }) : null)),
    ])
    const form = new FormData()
    form.append('revision', String(revision))
    if (files) {
      form.append('usdz', files.usdz, 'scene.usdz')
      form.append('glb', files.glb, 'scene.glb')
    }
    const res = await api.post<{ data: PublishResult }>(`/experience/${projectId}/publish`, form, { timeout: 120_000 })
    return { ...res.data.data, quickLookNotRun: files?.quickLookNotRun ?? [] }
  } catch (error) {
    console.warn('publish failed', error)
    toast.error(PUBLISH_MESSAGES.failed)
    return null
  }
}
