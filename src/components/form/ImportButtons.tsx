import { buttonStyles } from '~/components/ui/button-styles'

type ImportButtonsProps = {
  /** The import's mutation: `dryRun` tells a check from the import itself. */
  mutation: { isPending: boolean; variables?: { dryRun?: boolean } }
  /** A file is loaded and readable, so it can be checked. */
  canCheck: boolean
  /** The last check passed, so the rows can be imported. */
  canImport: boolean
  /** The import button's label while it is not busy, e.g. "Import 12 students". */
  importLabel: string
  onRun: (dryRun: boolean) => void
  className: string
}

/** A CSV import's two steps: "Check file" (a dry run that writes nothing), then the import of the checked rows. */
export function ImportButtons({ mutation, canCheck, canImport, importLabel, onRun, className }: ImportButtonsProps) {
  const checking = mutation.isPending && mutation.variables?.dryRun === true
  const importing = mutation.isPending && !mutation.variables?.dryRun
  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => onRun(true)}
        disabled={!canCheck || mutation.isPending}
        className={buttonStyles('outline', 'md')}
      >
        {checking ? 'Checking...' : 'Check file'}
      </button>
      <button
        type="button"
        onClick={() => onRun(false)}
        disabled={!canImport || mutation.isPending}
        className={buttonStyles('primary', 'md')}
      >
        {importing ? 'Importing...' : importLabel}
      </button>
    </div>
  )
}
