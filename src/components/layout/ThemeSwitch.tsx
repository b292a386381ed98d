import { useEffect, useState } from 'react'
import { cx } from '~/components/ui/cx'
import { applyThemeChoice, storedThemeChoice, themeChoices, type ThemeChoice } from '~/shared/theme'

const labels: Record<ThemeChoice, string> = { system: 'Device', light: 'Light', dark: 'Dark' }

/** The theme switch in the footer: as the device, light or dark, kept on this device (src/shared/theme.ts). */
export function ThemeSwitch() {
  // The server does not know the choice: "as the device" until the browser has read it.
  const [choice, setChoice] = useState<ThemeChoice>('system')
  // Following the device when it switches is the head script's job (src/shared/theme.ts).
  useEffect(() => setChoice(storedThemeChoice()), [])

  const choose = (next: ThemeChoice) => {
    setChoice(next)
    applyThemeChoice(next)
  }
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">Colour theme</legend>
      <span aria-hidden="true">Theme</span>
      <span className="inline-flex rounded-lg border border-white/15 p-0.5">
        {themeChoices.map((value) => (
          <label
            key={value}
            className={cx(
              'cursor-pointer rounded-md px-2.5 py-1 text-sm font-semibold transition-colors has-focus-visible:outline-3 has-focus-visible:outline-gold-400',
              choice === value ? 'bg-white/15 text-white' : 'text-slate-300 hover:text-gold-300',
            )}
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              className="sr-only"
            />
            {labels[value]}
          </label>
        ))}
      </span>
    </fieldset>
  )
}
