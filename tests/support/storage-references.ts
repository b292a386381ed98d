// The list of file columns with one left out, as the mistake the sweeper's checks must catch.
import { storageReferences, type StorageReference } from '~/server/storage/references'

export function referencesWithout(model: string, field: string): StorageReference[] {
  return storageReferences.map((reference) =>
    reference.model === model
      ? { ...reference, columns: Object.fromEntries(Object.entries(reference.columns).filter(([f]) => f !== field)) }
      : reference,
  )
}
