// TRUST_PROXY is the number of trusted reverse proxies: the client address is that many hops from the right of
// X-Forwarded-For, because only the right-most entries were written by our own proxies.
import { describe, expect, it } from 'vitest'
import { forwardedClientAddress } from '~/server/auth/request-info'
import { EnvError, parseEnv } from '~/server/env'

const database = { DATABASE_URL: 'file:./data/school.db' }

describe('TRUST_PROXY', () => {
  it('is a number of hops; unset, empty and 0 mean no proxy', () => {
    expect(parseEnv(database).TRUST_PROXY).toBe(0)
    expect(parseEnv({ ...database, TRUST_PROXY: '' }).TRUST_PROXY).toBe(0)
    expect(parseEnv({ ...database, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0)
    expect(parseEnv({ ...database, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ ...database, TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2)
  })

  it.each(['yes', 'true', '-1', '1.5', '11', 'one'])('refuses %s with one line naming the variable', (value) => {
    expect(() => parseEnv({ ...database, TRUST_PROXY: value })).toThrow(EnvError)
    expect(() => parseEnv({ ...database, TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY must be the number of reverse proxies/,
    )
  })
})

describe('the client address behind trusted proxies', () => {
  it('ignores X-Forwarded-For without a trusted proxy', () => {
    expect(forwardedClientAddress('203.0.113.7', 0)).toBeNull()
  })

  it('takes the right-most address behind one proxy, whatever the client wrote to its left', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; our proxy appended the address it saw.
    expect(forwardedClientAddress('1.2.3.4, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(forwardedClientAddress('203.0.113.7', 1)).toBe('203.0.113.7')
  })

  it('counts n hops from the right behind n proxies', () => {
    // client-forged, real client, CDN edge (seen by our load balancer)
    expect(forwardedClientAddress('1.2.3.4, 203.0.113.7, 198.51.100.2', 2)).toBe('203.0.113.7')
    expect(forwardedClientAddress('203.0.113.7, 198.51.100.2, 10.0.0.5', 3)).toBe('203.0.113.7')
  })

  it('falls back (null) when the header is missing or has fewer entries than trusted hops', () => {
    expect(forwardedClientAddress(null, 1)).toBeNull()
    expect(forwardedClientAddress('', 1)).toBeNull()
    expect(forwardedClientAddress('203.0.113.7', 2)).toBeNull()
  })

  it('reads several X-Forwarded-For headers as one list', () => {
    const headers = new Headers()
    headers.append('x-forwarded-for', '1.2.3.4')
    headers.append('x-forwarded-for', '203.0.113.7')
    expect(forwardedClientAddress(headers.get('x-forwarded-for'), 1)).toBe('203.0.113.7')
  })
})
