// The colour theme (the UI state's theme, default system): light, dark, or the device's own, kept per device in
// localStorage. The inline script runs in the document head before anything is painted, so a dark page never shows
// light first; the server's HTML is the same for everyone and the render cache keeps one copy of each page.
export const themeChoices = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof themeChoices)[number]

const storageKey = 'theme'
const darkQuery = '(prefers-color-scheme: dark)'

/**
 * Sets <html data-theme> from the stored choice, else the device's preference, and again whenever the device switches
 * between light and dark (the stored choice is read at that moment, so a page follows the device only while the choice
 * is "as the device"). Kept tiny: it delays the first paint; it works before the page's code has loaded.
 */
export const themeScript = `(function(){var m=matchMedia('${darkQuery}');function a(){try{var t=localStorage.getItem('${storageKey}')}catch(e){}document.documentElement.dataset.theme=t==='dark'||t!=='light'&&m.matches?'dark':'light'}a();m.addEventListener('change',a)})()`

export function storedThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(storageKey)
    return stored === 'light' || stored === 'dark' ? stored : 'system'
  } catch {
    return 'system'
  }
}

/** Shows `choice` at once, without transitions blending the two themes, and remembers it on this device. */
export function applyThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(storageKey)
    else localStorage.setItem(storageKey, choice)
  } catch {
    // Storage may be blocked: the choice lasts for this page.
  }
  const root = document.documentElement
  const dark = choice === 'dark' || (choice === 'system' && matchMedia(darkQuery).matches)
  root.setAttribute('data-theme-switching', '')
  root.dataset.theme = dark ? 'dark' : 'light'
  // Styles are computed once with transitions off, then transitions come back for what follows.
  void getComputedStyle(root).color
  requestAnimationFrame(() => root.removeAttribute('data-theme-switching'))
}
