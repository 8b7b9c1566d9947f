import { toast } from 'react-toastify'
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import { errorMessage } from '@app/lib/api'
import { exposeForTests } from '@app/test-hook'
import { replaceTargetImage, setCompiledTarget } from '@shared/image-target/replace-target'
import { docStore } from '../editor-store'
import { rateTargetImage } from '../../image-target/rate-target'
import { uploadCompiledTarget, uploadReplacementTarget } from '../../image-target/target-api'

/** Session state of the editor's target work (never saved or undone). */
interface TargetJobs {
  /** 0..100 while a compile runs, else null. */
  percent: number | null
  label: string
  /** Pictures whose compile failed this session: not retried in a loop. */
  failed: Set<string>
  /** The last compile's duration (ms), for the bench. */
  lastCompileMs: number | null
}

export const targetJobs = createStore<TargetJobs>(() => ({ percent: null, label: '', failed: new Set(), lastCompileMs: null }))
export const useTargetJobs = <T,>(selector: (s: TargetJobs) => T) => useStore(targetJobs, selector)
exposeForTests('imageTarget', { jobs: targetJobs })

async function compileAndStore(projectId: string, assetId: string, picture: Blob, label: string): Promise<string> {
  const { compileTarget } = await import('../../image-target/compile-target')
  targetJobs.setState({ percent: 0, label })
  try {
    const compiled = await compileTarget(picture, (percent) => targetJobs.setState({ percent }))
    targetJobs.setState({ lastCompileMs: compiled.ms })
    return await uploadCompiledTarget(projectId, assetId, compiled.bytes)
  } finally {
    targetJobs.setState({ percent: null })
  }
}

/**
 * A project whose picture has no compiled target yet (made through the API, or the dialog's compile
 * failed): compile it once the editor has it open, and record it as its own step.
 */
export async function ensureCompiledTarget() {
  const { doc, projectId } = docStore.getState()
  const target = doc.settings.imageTarget
  const asset = target && doc.assets[target.assetId]
  const jobs = targetJobs.getState()
  if (!target || !asset || target.mindUrl || jobs.percent !== null || jobs.failed.has(asset.id)) return
  try {
    const picture = await (await fetch(asset.url)).blob()
    const url = await compileAndStore(projectId, asset.id, picture, 'Preparing the target for tracking')
    const now = docStore.getState()
    if (now.projectId !== projectId || now.doc.settings.imageTarget?.assetId !== asset.id) return
    const change = setCompiledTarget(now.doc, url)
    if (change) now.apply(change)
  } catch (error) {
    targetJobs.setState((s) => ({ failed: new Set(s.failed).add(asset.id) }))
    toast.error(`The target could not be prepared for tracking: ${errorMessage(error)}`, { toastId: 'target-compile' })
  }
}

/**
 * Replace the picture: rated here (what the server refuses is refused before the compile), compiled,
 * sent with its compiled target (the server rates it again), then one undoable step.
 */
export async function replaceTarget(file: File): Promise<boolean> {
  const { projectId } = docStore.getState()
  try {
    const rated = await rateTargetImage(file)
    if (rated.refusal) {
      toast.error(rated.refusal, { toastId: 'target-refused' })
      return false
    }
    const { compileTarget } = await import('../../image-target/compile-target')
    targetJobs.setState({ percent: 0, label: 'Preparing the new target for tracking' })
    const compiled = await compileTarget(file, (percent) => targetJobs.setState({ percent }))
    targetJobs.setState({ lastCompileMs: compiled.ms, percent: 100, label: 'Uploading the new target' })
    const { asset, mindUrl } = await uploadReplacementTarget(projectId, file, compiled.bytes)
    const now = docStore.getState()
    if (now.projectId !== projectId) return false
    now.apply(replaceTargetImage(now.doc, asset, mindUrl))
    return true
  } catch (error) {
    toast.error(errorMessage(error), { toastId: 'target-replace' })
    return false
  } finally {
    targetJobs.setState({ percent: null })
  }
}
