import type { ReactNode } from 'react'

type AccordionItemProps = {
  /** Unique on the page; the button and the region are named after it. */
  id: string
  expanded: boolean
  onToggle: () => void
  /** What the button shows. */
  summary: ReactNode
  buttonClassName: string
  panelClassName: string
  children: ReactNode
}

/** One item of an accordion (the parent knows which is open): a heading button that shows or hides its region. */
export function AccordionItem({
  id,
  expanded,
  onToggle,
  summary,
  buttonClassName,
  panelClassName,
  children,
}: AccordionItemProps) {
  const buttonId = `${id}-button`
  const panelId = `${id}-panel`
  return (
    <>
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className={buttonClassName}
        >
          {summary}
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className={panelClassName}>
        {children}
      </div>
    </>
  )
}
