// The built-in demo gateway, end to end without a browser (on the database under test): the same client reaches
// its API in-process, its checkout page says no money moves, Success sends signed webhooks to our endpoint and
// returns a verifiable signature; in production it is off unless PAYMENTS_DEMO_GATEWAY=1.
import { beforeEach, describe, expect, it } from 'vitest'
import { fixedClock } from '~/server/clock'
import { parseEnv } from '~/server/env'
import { handleDemoGateway } from '~/server/payments/demo-checkout'
import { paymentGatewayFromEnv } from '~/server/payments/gateway'
import { callerFor, useFreshDatabasePerTest } from '../support/accounts'
import { buildFeeSchool, issueTerms, today, type FeeSchool } from './fees-fixture'
import { eventsApplied } from '../support/eventually'

const { db } = await useFreshDatabasePerTest()
const origin = 'http://127.0.0.1:4999'

let school: FeeSchool
beforeEach(async () => {
  school = await buildFeeSchool(db)
  await issueTerms(db, school)
})

describe('the demo gateway', () => {
  it('takes a parent from the order through its checkout to a receipt', async () => {
    const payments = callerFor(school.parents.sharmaParent, { db, now: fixedClock(today) }).caller.payments
    const started = await payments.start({ students: [{ studentId: school.students.asha.id, scope: 'all' }] })
    expect(started.checkout.kind).toBe('redirect')
    const url = started.checkout.kind === 'redirect' ? started.checkout.url : ''

    const page = await handleDemoGateway(new Request(`${origin}${url}`))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Demo payment: no money moves')
    expect(html).toContain('Success')

    const form = new URLSearchParams({
      order_id: new URL(url, origin).searchParams.get('order_id')!,
      return: `/fee-portal/student-dashboard?payment=${started.orderId}`,
      method: 'card',
      outcome: 'success',
    })
    const crossSite = await handleDemoGateway(
      new Request(`${origin}${url}`, { method: 'POST', body: form, headers: { Origin: 'https://evil.example' } }),
    )
    expect(crossSite.status).toBe(403)
    const back = await handleDemoGateway(
      new Request(`${origin}${url}`, { method: 'POST', body: form, headers: { Origin: origin } }),
    )
    expect(back.status).toBe(303)
    const location = new URL(back.headers.get('location')!)
    expect(location.pathname).toBe('/fee-portal/student-dashboard')
    // The webhooks came first (stored before the redirect, applied just after) and recorded it.
    await eventsApplied(db)
    const receipt = await db.feeReceipt.findFirstOrThrow()
    expect(receipt).toMatchObject({ mode: 'online', cashierName: 'Online' })
    expect(receipt.reference).toMatch(/^Card pay_Demo/)

    const status = await payments.confirm({
      orderId: started.orderId,
      paymentId: location.searchParams.get('razorpay_payment_id')!,
      signature: location.searchParams.get('razorpay_signature')!,
    })
    expect(status).toMatchObject({ status: 'paid', receipt: { id: receipt.id } })
    expect(await db.feeReceipt.count()).toBe(1)
    expect(await db.paymentEvent.count({ where: { outcome: 'applied' } })).toBe(2)
  })

  it('is off in production unless switched on, and Razorpay takes over when its keys are set', async () => {
    const base = { DATABASE_URL: 'file:./x.db', NODE_ENV: 'production' }
    expect(paymentGatewayFromEnv(parseEnv(base))).toBeNull()
    expect(paymentGatewayFromEnv(parseEnv({ ...base, PAYMENTS_DEMO_GATEWAY: '1' }))?.kind).toBe('demo')
    expect(paymentGatewayFromEnv(parseEnv({ ...base, NODE_ENV: 'development' }))?.kind).toBe('demo')
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' }
    expect(paymentGatewayFromEnv(parseEnv({ ...base, ...keys }))).toMatchObject({
      kind: 'razorpay',
      apiUrl: 'https://api.razorpay.com/v1',
    })

    // With no gateway, the dialog says so and nothing is written.
    const payments = callerFor(school.parents.sharmaParent, { db, paymentGateway: () => null }).caller.payments
    expect((await payments.options()).available).toBe(false)
    await expect(payments.start({ students: [{ studentId: school.students.asha.id, scope: 'all' }] })).rejects.toThrow(
      'Online payment is not available',
    )
    expect(await db.paymentOrder.count()).toBe(0)
  })
})
