// Credential slips: for families without e-mail, the admin prints each new account's school ID
// and first password on a slip to hand over, eight to an A4 page with cut lines, instead of a CSV of passwords.
// The passwords come from the one-time creation result in the admin's browser; the server keeps only hashes.
import { school } from '#app-config'
import { createPdf, drawLogo, fitText, pageSizes, pdfColors, wrapText } from '~/server/pdf'

export type CredentialSlip = { name: string; schoolId: string; password: string; email?: string | null }

const columns = 2
const rows = 4
const margin = 28

export async function credentialSlipsPdf(slips: readonly CredentialSlip[], now: Date): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({
    title: 'Account slips',
    subject: `${school.name}: sign-in details for new accounts`,
    now,
  })
  const [pageWidth, pageHeight] = pageSizes.a4
  const slipWidth = (pageWidth - 2 * margin) / columns
  const slipHeight = (pageHeight - 2 * margin) / rows
  const perPage = columns * rows
  for (let start = 0; start < slips.length; start += perPage) {
    const page = doc.addPage([pageWidth, pageHeight])
    slips.slice(start, start + perPage).forEach((slip, index) => {
      const left = margin + (index % columns) * slipWidth
      const top = pageHeight - margin - Math.floor(index / columns) * slipHeight
      // Dashed cut lines around each slip.
      page.drawRectangle({
        x: left,
        y: top - slipHeight,
        width: slipWidth,
        height: slipHeight,
        borderColor: pdfColors.rule,
        borderWidth: 0.75,
        borderDashArray: [4, 3],
      })
      const x = left + 14
      const width = slipWidth - 28
      drawLogo(page, x, top - 12, 26)
      page.drawText(fitText(school.name, fonts.bold, 9.5, width - 34), {
        x: x + 34,
        y: top - 24,
        size: 9.5,
        font: fonts.bold,
        color: pdfColors.brand,
      })
      page.drawText('Your school account', {
        x: x + 34,
        y: top - 36,
        size: 8.5,
        font: fonts.regular,
        color: pdfColors.muted,
      })
      let y = top - 62
      const line = (label: string, value: string, size = 11) => {
        page.drawText(label, { x, y, size: 8, font: fonts.regular, color: pdfColors.muted })
        page.drawText(fitText(value, fonts.bold, size, width), {
          x,
          y: y - size - 2,
          size,
          font: fonts.bold,
          color: pdfColors.ink,
        })
        y -= size + 20
      }
      line('Name', slip.name)
      line('School ID', slip.schoolId, 13)
      line('First password', slip.password, 13)
      const note = `Sign in on the ${school.shortName} website (Login) with the school ID and this password, then change the password on your Profile page. Keep this slip private.`
      for (const text of wrapText(note, fonts.regular, 7.5, width)) {
        page.drawText(text, { x, y, size: 7.5, font: fonts.regular, color: pdfColors.muted })
        y -= 10
      }
    })
  }
  return doc.save()
}
