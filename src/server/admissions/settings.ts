// The admissions settings row: read by the public pages, the form's procedure, the decision
// e-mails and the admission letter; changed by an admin (audit-logged).
import { writeAuditLog, type AuditActor } from '~/server/auth/audit-log'
import type { Prisma, PrismaClient } from '~/server/db'
import { classOptions, type ClassOption } from '~/shared/admission-schema'
import { defaultAdmissionSettings, type AdmissionSettingsView } from '~/shared/admission-settings'
import { admissionSettingsSchema, type AdmissionSettingsInput } from '~/shared/admission-settings-schema'

type Db = PrismaClient | Prisma.TransactionClient

const settingsId = 'admissions'

const asClass = (value: string, fallback: ClassOption): ClassOption =>
  (classOptions as readonly string[]).includes(value) ? (value as ClassOption) : fallback

/** The settings, or the defaults (Nursery to Class XII, no dates fixed) while no admin has saved any. */
export async function readAdmissionSettings(db: Db): Promise<AdmissionSettingsView> {
  const row = await db.admissionSettings.findUnique({ where: { id: settingsId } })
  if (!row) return defaultAdmissionSettings
  return {
    lowestClass: asClass(row.lowestClass, defaultAdmissionSettings.lowestClass),
    highestClass: asClass(row.highestClass, defaultAdmissionSettings.highestClass),
    documentsDueBy: row.documentsDueBy,
    feesDueBy: row.feesDueBy,
    classesBeginOn: row.classesBeginOn,
    session: row.session,
  }
}

export async function updateAdmissionSettings(
  raw: AdmissionSettingsInput,
  actor: AuditActor,
  deps: { db: PrismaClient; now: () => Date },
): Promise<AdmissionSettingsView> {
  const input = admissionSettingsSchema.parse(raw)
  const now = deps.now()
  return deps.db.$transaction(async (tx) => {
    const before = await readAdmissionSettings(tx)
    const data = { ...input, updatedAt: now, updatedBy: actor.id }
    await tx.admissionSettings.upsert({ where: { id: settingsId }, create: { id: settingsId, ...data }, update: data })
    const changed = Object.fromEntries(
      (Object.keys(input) as Array<keyof AdmissionSettingsView>)
        .filter((key) => before[key] !== input[key])
        .map((key) => [key, { from: before[key], to: input[key] }]),
    )
    await writeAuditLog(tx, {
      actor,
      action: 'admission.settings_change',
      target: { type: 'admission_settings', id: settingsId, label: 'Admissions settings' },
      details: changed,
      at: now,
    })
    return readAdmissionSettings(tx)
  })
}
