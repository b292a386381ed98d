import { chromium } from '@playwright/test'
const base = process.env.BASE ?? 'http://127.0.0.1:4731'
const pages = (process.env.PAGES ?? '/').split(',')
const themes = (process.env.THEMES ?? 'dark').split(',')
const widths = (process.env.WIDTHS ?? '1280').split(',').map(Number)
const out = process.env.OUT ?? '/tmp/shots'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const theme of themes)
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      deviceScaleFactor: 1,
      colorScheme: theme === 'system-dark' ? 'dark' : 'light',
    })
    if (process.env.COOKIE) await context.addCookies([{ name: 'session', value: process.env.COOKIE, url: base }])
    await context.addInitScript((t) => {
      try {
        if (t === 'dark' || t === 'light') localStorage.setItem('theme', t)
        sessionStorage.setItem('splash-seen', '1')
      } catch {}
    }, theme)
    const page = await context.newPage()
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: 'networkidle' }).catch(() => {})
      await page.waitForTimeout(1800)
      const name = `${out}-${theme}-${width}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`
      await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' })
      console.log(name)
    }
    await context.close()
  }
await browser.close()
