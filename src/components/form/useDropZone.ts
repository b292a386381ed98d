import { useState, type DragEvent } from 'react'

/** A drop target for files: whether files are dragged over it now, and the handlers to spread on it. */
export function useDropZone(onFiles: (files: FileList) => void) {
  const [dragging, setDragging] = useState(false)
  const dropProps = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault()
      setDragging(true)
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault()
      setDragging(false)
      onFiles(event.dataTransfer.files)
    },
  }
  return { dragging, dropProps }
}
