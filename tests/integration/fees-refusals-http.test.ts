// The fee rules' refusals reach the browser as 4xx answers with their own sentence, never a 500: a payment on a day
// the cashier has closed, a cashier taking a payment into the next day, and a concession that would undo a payment.
// Called through the real tRPC endpoint with a session cookie, as the screens call it.
import { fixedClock } from '~/server/clock'
import { createSession, type SessionUser } from '~/server/auth/session'
import { collectMessages } from '~/server/fees/counter'
import { handleTRPCRequest } from '~/server/trpc/http'
import { beforeEach, describe, expect, it } from 'vitest'
import { useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, feesAs, issueTerms, today, type FeeSchool } from './fees-fixture'

const { db } = await useFreshDatabasePerTest()
const origin = 'http://localhost:4500'

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

async function mutateAs(user: SessionUser, path: string, input: unknown) {
  const { token } = await createSession(user.id, { db })
  const response = await handleTRPCRequest(
    new Request(`${origin}/api/trpc/${path}`, {
      method: 'POST',
      headers: { host: 'localhost:4500', origin, 'content-type': 'application/json', cookie: `session=${token}` },
      body: JSON.stringify({ json: input }),
    }),
    { socketAddress: '127.0.0.1', db, now: fixedClock(today) },
  )
  const body = (await response.json()) as { error?: { json: { message: string; data: { code: string } } } }
  return { status: response.status, message: body.error?.json.message, code: body.error?.json.data.code }
}

describe('refused fee actions over HTTP', () => {
  it('a payment on a closed day is a 400 with its sentence; a cashier asking for the next day is a 403', async () => {
    const { asha } = school.students
    await feesAs(school.cashier, db).reports.dayClose.close({ countedCashPaise: 0 })
    const payment = { mode: 'cash', students: [{ studentId: asha.id, amountPaise: 100_00 }] }
    expect(await mutateAs(school.cashier, 'fees.counter.collect', payment)).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: collectMessages.dayClosed,
    })
    expect(await mutateAs(school.cashier, 'fees.counter.collect', { ...payment, nextDay: true })).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: collectMessages.nextDay,
    })
    expect(await db.feeReceipt.count()).toBe(0)
  })

  it('a concession that would undo a payment is a 400 with its sentence, and nothing is written', async () => {
    const { asha } = school.students
    // Term 1 of class 5 paid in full with its late fee: a full concession would leave a line below zero.
    await feesAs(school.cashier, db).counter.collect({
      mode: 'cash',
      students: [{ studentId: asha.id, amountPaise: 5_600_00 }],
    })
    const refused = await mutateAs(school.admin, 'fees.setup.concessions.create', {
      studentId: asha.id,
      type: 'need_based',
      kind: 'percent',
      percent: 100,
      reason: 'Hardship',
    })
    expect(refused).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message:
        'This concession would bring some fees or late fees below what has already been paid for them. Void or adjust those payments first.',
    })
    expect(await db.feeConcession.count()).toBe(0)
  })
})
