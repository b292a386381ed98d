// `npm run images:variants`: the responsive variants (400/800/1200/1600 px in AVIF, WebP and JPEG)
// of every picture already stored at the top of website-images, through the storage DATABASE_URL and the storage
// variables name; then the 800 px variant of every gallery photo stored without one (src/server/gallery/medium-variants.ts).
// Safe to run again: a variant already stored is skipped (the second run writes nothing).
import { db } from '~/server/db'
import { addMissingMediumVariants } from '~/server/gallery/medium-variants'
import { makeAllVariants } from '~/server/images/responsive'
import { getStorage } from '~/server/storage'

const started = performance.now()
try {
  const total = await makeAllVariants(getStorage(), db, (line) => console.log(line))
  console.log(
    `${total.images} pictures: ${total.written} variants written, ${total.skipped} already there (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  )
  const gallery = await addMissingMediumVariants({ db, storage: getStorage() }, (line) => console.log(line))
  console.log(
    `${gallery.photos} gallery photos without an 800 px variant: ${gallery.written} written, ${gallery.skipped} skipped (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  )
} finally {
  await db.$disconnect()
}
