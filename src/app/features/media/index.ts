export { UploadDialog, UploadProgressList, UPLOAD_TILES, type UploadDialogProps } from './upload-dialog'
export { uploadFiles, uploadOne, type UploadFailure, type UploadOutcome, type UploadOptions } from './media-api'
export { selectUploading, showUploadError, startUploads, useUploads, type UploadJob } from './upload-store'
export { useViewportDrop } from './use-viewport-drop'
