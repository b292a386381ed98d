// An editable combobox with a list of suggestions, as WAI-ARIA 1.2's combobox pattern has it: the text box keeps the
// focus (role combobox, aria-expanded, aria-controls), the suggestions are a listbox, and the one the arrow keys
// reach is named by aria-activedescendant. Down and Up move through the options (from the first or the last), Enter
// picks the active one, Escape closes the list, then empties the box; pointing at an option makes it active and a
// click picks it. Typing opens the list again. Our own few lines instead of headlessui's Combobox, which brought a
// virtualiser and a positioning library with it. The parts are used like headlessui's, so a screen keeps its markup.
import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react'

type ComboboxState = {
  inputId: string
  labelId: string
  listboxId: string
  /** The id of the active option (an element id), if any. */
  active: string | null
  setActive: (id: string | null) => void
  open: boolean
  setOpen: (open: boolean) => void
  /** Whether the listbox is on the page (its parent may leave it out when there is nothing to suggest). */
  listed: boolean
  setListed: (listed: boolean) => void
  /** Each shown option's value by its element id. */
  values: Map<string, unknown>
  pick: (value: unknown) => void
}

const ComboboxContext = createContext<ComboboxState | null>(null)

function useCombobox(part: string) {
  const state = use(ComboboxContext)
  if (!state) throw new Error(`${part} must be inside a Combobox`)
  return state
}

/** The options on the page, in their order. */
const optionsOf = (listboxId: string) =>
  Array.from(document.getElementById(listboxId)?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])

type ComboboxProps<T> = {
  /** Called with the option picked (Enter on the active option, or a click). */
  onChange: (value: T) => void
  /** The text box's id (the label points at it). */
  id?: string
  children: ReactNode
}

export function Combobox<T>({ onChange, id, children }: ComboboxProps<T>) {
  const baseId = useId()
  const [active, setActive] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [listed, setListed] = useState(false)
  const values = useRef(new Map<string, unknown>()).current
  const onChangeRef = useRef(onChange)
  useLayoutEffect(() => {
    onChangeRef.current = onChange
  })
  const pick = useCallback((value: unknown) => {
    setOpen(false)
    setActive(null)
    onChangeRef.current(value as T)
  }, [])
  const state = useMemo<ComboboxState>(
    () => ({
      inputId: id ?? `${baseId}-input`,
      labelId: `${baseId}-label`,
      listboxId: `${baseId}-listbox`,
      active,
      setActive,
      open,
      setOpen,
      listed,
      setListed,
      values,
      pick,
    }),
    [id, baseId, active, open, listed, values, pick],
  )
  return <ComboboxContext value={state}>{children}</ComboboxContext>
}

export function ComboboxLabel(props: Omit<ComponentPropsWithRef<'label'>, 'id' | 'htmlFor'>) {
  const { inputId, labelId } = useCombobox('ComboboxLabel')
  return <label {...props} id={labelId} htmlFor={inputId} />
}

type ComboboxInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'role'>

export function ComboboxInput({ onChange, onKeyDown, onBlur, ...props }: ComboboxInputProps) {
  const { inputId, listboxId, active, setActive, open, setOpen, listed, values, pick } = useCombobox('ComboboxInput')
  const expanded = open && listed

  const move = (step: 1 | -1) => {
    const options = optionsOf(listboxId)
    if (options.length === 0) return
    const at = options.findIndex((option) => option.id === active)
    const next =
      at === -1 ? (step === 1 ? 0 : options.length - 1) : Math.min(Math.max(at + step, 0), options.length - 1)
    setActive(options[next]!.id)
    options[next]!.scrollIntoView?.({ block: 'nearest' })
  }

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented || event.nativeEvent.isComposing) return
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (event.altKey) {
          // Alt+Down shows the list without moving; Alt+Up hides it.
          event.preventDefault()
          setOpen(event.key === 'ArrowDown')
          return
        }
        event.preventDefault()
        setOpen(true)
        move(event.key === 'ArrowDown' ? 1 : -1)
        return
      case 'Enter':
        if (expanded && active && values.has(active)) {
          event.preventDefault()
          pick(values.get(active))
        }
        return
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(null)
        } else if (event.currentTarget.value !== '') {
          event.preventDefault()
          clearInput(event.currentTarget)
        }
        return
    }
  }

  return (
    <input
      type="text"
      autoComplete="off"
      {...props}
      id={inputId}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={listed ? listboxId : undefined}
      aria-activedescendant={expanded && active ? active : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setOpen(true)
        setActive(null)
        onChange?.(event)
      }}
      onKeyDown={keyDown}
      onBlur={(event) => {
        onBlur?.(event)
        setOpen(false)
        setActive(null)
      }}
    />
  )
}

/** Empties the box as typing would, so the screen's own onChange hears of it. */
function clearInput(input: HTMLInputElement) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '')
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

type ComboboxOptionsProps = Omit<ComponentPropsWithRef<'div'>, 'id' | 'role'>

/** The suggestions. Shown while the list is open (typing or Down opens it); render it only when there are options. */
export function ComboboxOptions({ onMouseDown, ...props }: ComboboxOptionsProps) {
  const { listboxId, labelId, active, setActive, open, setListed } = useCombobox('ComboboxOptions')
  useLayoutEffect(() => {
    setListed(true)
    return () => setListed(false)
  }, [setListed])
  // An active option that a new list no longer has.
  useLayoutEffect(() => {
    if (active && !document.getElementById(active)) setActive(null)
  })
  return (
    <div
      aria-labelledby={props['aria-label'] ? undefined : labelId}
      {...props}
      id={listboxId}
      role="listbox"
      hidden={!open}
      // Scrolling the list with the pointer leaves the focus in the text box.
      onMouseDown={(event) => {
        onMouseDown?.(event)
        event.preventDefault()
      }}
    />
  )
}

type ComboboxOptionProps<T> = Omit<ComponentPropsWithRef<'div'>, 'id' | 'role'> & { value: T }

/** One suggestion; `data-focus` is set on the active one for its style. */
export function ComboboxOption<T>({ value, ...props }: ComboboxOptionProps<T>) {
  const { active, setActive, values, pick } = useCombobox('ComboboxOption')
  const id = useId()
  useLayoutEffect(() => {
    values.set(id, value)
    return () => {
      values.delete(id)
    }
  }, [values, id, value])
  const isActive = active === id
  return (
    <div
      {...props}
      id={id}
      role="option"
      aria-selected={isActive}
      data-focus={isActive ? '' : undefined}
      // The text box keeps the focus: the pointer picks without taking it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (!isActive) setActive(id)
      }}
      onClick={() => pick(value)}
    />
  )
}
