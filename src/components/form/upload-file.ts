// Sends one file as the raw request body with XMLHttpRequest (fetch cannot report upload progress), its name in
// X-File-Name. Used by the gallery's photo uploads and the news image picker; the server judges the bytes.
export const uploadNetworkMessage = 'Network error. Please check your connection and try again.'

/** Resolves with the server's JSON when it answers 201; rejects with the server's { error } message otherwise. */
export function uploadFile<T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name))
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total))
    }
    xhr.onload = () => {
      if (xhr.status === 201) return resolve(xhr.response as T)
      const body = xhr.response as { error?: string } | null
      reject(new Error(body?.error ?? `${file.name} could not be uploaded (error ${xhr.status}).`))
    }
    xhr.onerror = () => reject(new Error(uploadNetworkMessage))
    xhr.send(file)
  })
}
