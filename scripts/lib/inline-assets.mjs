// `node --import tsx --import ./scripts/lib/inline-assets.mjs <script>`: lets scripts run outside Vite import
// server code that embeds files with Vite's `?inline` suffix (the receipt PDF fonts), as the same data URLs.
import { register } from 'node:module'

register('./inline-assets-hooks.mjs', import.meta.url)
