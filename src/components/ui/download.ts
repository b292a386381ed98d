/** Hands text (or bytes) made in the browser (a CSV export, a template, a PDF) to the browser as a file download. */
export function downloadText(
  fileName: string,
  text: string | Uint8Array<ArrayBuffer>,
  type = 'text/csv;charset=utf-8',
) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
