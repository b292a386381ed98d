import { useId, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cx } from './cx'

export type TabItem<Id extends string> = { id: Id; label: ReactNode; panel: ReactNode }

type TabsProps<Id extends string> = {
  /** The tab list's accessible name, e.g. "Gallery sections". */
  label: string
  tabs: readonly TabItem<Id>[]
  /** The shown tab when a parent keeps it (the URL, say), with onSelect; without it the tabs keep their own, the first at the start. */
  selected?: Id
  onSelect?: (id: Id) => void
  /** The look: by default a segmented control, the shown tab filled in the school's blue. */
  listClassName?: string
  tabClassName?: (selected: boolean) => string
  panelClassName?: string
}

const segmentedList = 'inline-flex rounded-xl border border-brand-100 bg-brand-50 p-1 shadow-inner'
const segmentedTab = (selected: boolean) =>
  cx(
    'inline-flex items-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition focus-visible:outline-brand-500 sm:px-7',
    selected ? 'bg-brand-700 text-white shadow' : 'text-brand-800 hover:bg-white',
  )

/**
 * Tabs as the WAI-ARIA tabs pattern has them: a tab list whose tabs are one stop for Tab, the arrow keys, Home and
 * End moving between them and showing each one's panel at once; the panel after it is the next stop. Only the shown
 * panel is rendered. A few lines of our own instead of headlessui's, which the public gallery page would otherwise load.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  listClassName = segmentedList,
  tabClassName = segmentedTab,
  panelClassName,
}: TabsProps<Id>) {
  const baseId = useId()
  const [ownSelection, setOwnSelection] = useState<Id | undefined>(undefined)
  const shown = tabs.find((tab) => tab.id === (selected ?? ownSelection)) ?? tabs[0]
  if (!shown) return null
  const tabId = (id: Id) => `${baseId}-tab-${id}`
  const panelId = `${baseId}-panel`

  const select = (id: Id) => {
    if (selected === undefined) setOwnSelection(id)
    if (id !== shown.id) onSelect?.(id)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    const target = next === undefined ? undefined : tabs[next]
    if (!target) return
    event.preventDefault()
    document.getElementById(tabId(target.id))?.focus()
    select(target.id)
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab, index) => {
          const isShown = tab.id === shown.id
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isShown}
              aria-controls={isShown ? panelId : undefined}
              tabIndex={isShown ? 0 : -1}
              className={tabClassName(isShown)}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(shown.id)} tabIndex={0} className={panelClassName}>
        {shown.panel}
      </div>
    </>
  )
}
