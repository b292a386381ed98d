// "Print account slips (PDF)": the new accounts' school IDs and first passwords on cut-out slips, eight per A4
// page, for families without e-mail. Built by users.credentialSlips from what this screen holds.
import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { downloadText } from '~/components/ui/download'
import { errorText } from '~/components/ui/error-text'
import { useTRPC } from '~/trpc/react'

type Slip = { name: string; schoolId: string; password: string }

export function PrintSlipsButton({
  slips,
  variant = 'primary',
}: {
  slips: readonly Slip[]
  variant?: 'primary' | 'outline'
}) {
  const trpc = useTRPC()
  const print = useMutation(
    trpc.users.credentialSlips.mutationOptions({
      onSuccess: ({ pdfBase64 }) =>
        downloadText(
          'account-slips.pdf',
          Uint8Array.from(atob(pdfBase64), (char) => char.charCodeAt(0)),
          'application/pdf',
        ),
      onError: (error) => toast.error(errorText(error)),
    }),
  )
  return (
    <button
      type="button"
      disabled={print.isPending || slips.length === 0}
      onClick={() => print.mutate({ slips: [...slips] })}
      className={buttonStyles(variant, 'md')}
    >
      {print.isPending ? 'Preparing slips...' : `Print account ${slips.length === 1 ? 'slip' : 'slips'} (PDF)`}
    </button>
  )
}
