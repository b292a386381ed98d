// The demo's guardian links: each parent account is linked to the students whose parent
// e-mail is theirs (the demo parent to their two children). Idempotent: a link already there is kept.
import type { PrismaClient } from '~/server/db'

export async function seedGuardians(db: PrismaClient, now: Date): Promise<number> {
  const parents = await db.user.findMany({
    where: { role: 'parent', email: { not: null } },
    select: { id: true, email: true },
  })
  let linked = 0
  for (const parent of parents) {
    const children = await db.student.findMany({
      where: { parentEmail: parent.email, user: { guardians: { none: { parentId: parent.id } } } },
      select: { userId: true },
    })
    for (const child of children) {
      const slot = (await db.guardian.count({ where: { studentId: child.userId } })) + 1
      if (slot > 2) continue
      await db.guardian.create({
        data: { parentId: parent.id, studentId: child.userId, relation: 'guardian', slot, createdAt: now },
      })
      linked += 1
    }
  }
  return linked
}
