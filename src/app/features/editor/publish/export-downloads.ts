import { toast } from 'react-toastify'
import { docStore } from '../editor-store'
import { viewportProbe } from '../viewport/viewport'
import { exportArFiles } from './scene-export'
import { imageAnchorOf } from '../../image-target/publish-anchor'
import { reportExportFailure } from './export-failure'
import { projectCategory } from '../../quick-look/project-category'

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Export: the scene as a GLB (textures capped at 4096) and a USDZ, named after the project. */
export async function exportDownloads() {
  const three = viewportProbe.three?.()
  if (!three) return toast.info('The scene is still loading; try again in a moment.')
  try {
    const { doc, projectId } = docStore.getState()
    const { usdz, glb } = await exportArFiles(three.scene, { doc, category: projectCategory(projectId), imageAnchor: await imageAnchorOf(doc) })
    const base = (docStore.getState().projectName || 'scene').replace(/[^\w.-]+/g, '_')
    download(glb, `${base}.glb`)
    download(usdz, `${base}.usdz`)
    toast.success('Exported the scene as GLB and USDZ.')
  } catch (error) {
    toast.error(`Export failed: ${(error as Error).message}`)
    reportExportFailure(docStore.getState().projectId, error)
  }
}
