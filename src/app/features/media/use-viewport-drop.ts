import { useCallback, useRef, useState, type DragEvent } from 'react'

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files')

/**
 * Drag and drop of files onto an element (the editor's viewport): spread `dropProps` on it and
 * show a hint while `dragging`. Drags that carry no files (text, the page's own elements) are
 * left alone; nested children do not make the hint flicker.
 */
export function useViewportDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false)
  const depth = useRef(0)
  const onFilesRef = useRef(onFiles)
  onFilesRef.current = onFiles

  const onDragEnter = useCallback((event: DragEvent) => {
    if (!carriesFiles(event)) return
    event.preventDefault()
    depth.current += 1
    setDragging(true)
  }, [])
  const onDragOver = useCallback((event: DragEvent) => {
    if (!carriesFiles(event)) return
    // Without this the browser opens the file instead of dropping it here.
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
  }, [])
  const onDragLeave = useCallback((event: DragEvent) => {
    if (!carriesFiles(event)) return
    depth.current = Math.max(0, depth.current - 1)
    if (depth.current === 0) setDragging(false)
  }, [])
  const onDrop = useCallback((event: DragEvent) => {
    if (!carriesFiles(event)) return
    event.preventDefault()
    depth.current = 0
    setDragging(false)
    const files = Array.from(event.dataTransfer.files)
    if (files.length) onFilesRef.current(files)
  }, [])

  return { dragging, dropProps: { onDragEnter, onDragOver, onDragLeave, onDrop } }
}
