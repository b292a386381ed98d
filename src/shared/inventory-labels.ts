// The inventory's labels and small enumerations without zod (shared/inventory.ts re-exports them): the dashboard,
// the ledger and the item page read them without loading the forms' schemas.
import type { InventoryCategory, InventoryCondition, InventorySort, MovementKind } from './inventory-options'

export const categoryLabels: Record<InventoryCategory, string> = {
  lab: 'Lab equipment',
  sports: 'Sports',
  stationery: 'Stationery',
  furniture: 'Furniture',
  it: 'IT',
  library: 'Library',
  other: 'Other',
}

/** Generated codes are <prefix>-<number padded to 4>, e.g. LAB-0012. */
export const categoryCodePrefixes: Record<InventoryCategory, string> = {
  lab: 'LAB',
  sports: 'SPT',
  stationery: 'STN',
  furniture: 'FUR',
  it: 'IT',
  library: 'LIB',
  other: 'GEN',
}

export const conditionLabels: Record<InventoryCondition, string> = {
  new: 'New',
  good: 'Good',
  fair: 'Fair',
  needs_repair: 'Needs repair',
  damaged: 'Damaged',
  disposed: 'Disposed',
}

/** The conditions the dashboard lists as needing attention. */
export const attentionConditions = ['needs_repair', 'damaged'] as const satisfies readonly InventoryCondition[]

export const movementKindLabels: Record<MovementKind, string> = {
  receive: 'Receive',
  issue: 'Issue',
  return: 'Return',
  adjust: 'Adjust',
  dispose: 'Dispose',
}

export const partyTypes = ['department', 'person'] as const
export type PartyType = (typeof partyTypes)[number]
export const partyTypeLabels: Record<PartyType, string> = { department: 'Department', person: 'Person' }

const partyWords: Record<MovementKind, string> = {
  receive: 'Received from',
  issue: 'Issued to',
  return: 'Returned by',
  adjust: 'Party:',
  dispose: 'Disposed to',
}

/**
 * A movement's party in words: "Issued to Science department", "Returned by Ravi Kumar (person)". The party's
 * type is added only when its name does not already say it.
 */
export function movementPartyText(kind: string, party: string | null, partyType: string | null): string | null {
  if (!party) return null
  const type = partyTypeLabels[partyType as PartyType]?.toLowerCase()
  const name = type && !party.toLowerCase().includes(type) ? `${party} (${type})` : party
  return `${partyWords[kind as MovementKind] ?? 'Party:'} ${name}`
}

export const adjustDirections = ['add', 'remove'] as const
export type AdjustDirection = (typeof adjustDirections)[number]

export const sortLabels: Record<InventorySort, string> = {
  name: 'Name',
  code: 'Code',
  category: 'Category',
  onHand: 'On hand',
  value: 'Stock value',
  updated: 'Last updated',
}
