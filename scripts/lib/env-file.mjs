// Reading and updating one variable in .env text, keeping every other line (comments included) as it is.

const linePattern = (key) => new RegExp(`^\\s*(?:export\\s+)?${key}\\s*=(.*)$`)

function unquote(raw) {
  const value = raw.trim()
  const quoted = /^(["'])(.*)\1$/.exec(value)
  return quoted ? quoted[2] : value.replace(/\s+#.*$/, '')
}

/** The value of `key` in .env text (the last active line wins, as process.loadEnvFile does), or undefined. */
export function readEnvValue(text, key) {
  let found
  for (const line of text.split('\n')) {
    const match = linePattern(key).exec(line)
    if (match) found = unquote(match[1])
  }
  return found
}

/** The .env text with `key` set to `value`: its active line replaced (the first; later duplicates dropped), else appended. */
export function setEnvValue(text, key, value) {
  const assignment = `${key}=${/[\s#"'\\]/.test(value) ? JSON.stringify(value) : value}`
  let replaced = false
  const lines = []
  for (const line of text.split('\n')) {
    if (!linePattern(key).test(line)) lines.push(line)
    else if (!replaced) {
      lines.push(assignment)
      replaced = true
    }
  }
  if (replaced) return lines.join('\n')
  const base = text === '' || text.endsWith('\n') ? text : `${text}\n`
  return `${base}${assignment}\n`
}
