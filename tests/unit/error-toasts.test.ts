import { describe, expect, it } from 'vitest'
import {
  classifyError,
  createErrorToastGate,
  isSuppressedErrorMessage,
  networkErrorToast,
} from '../../src/shared/error-toasts'
import { errorDetails, errorMessage, isNetworkError } from '../../src/shared/error-messages'

const second = 1000
const minute = 60 * second
const options = { perMessagePerMinute: 3, decayMs: 5 * second, networkBucketMs: 5 * minute }

function gateWithClock(start = 1_000_000) {
  let time = start
  const decide = createErrorToastGate({ ...options, now: () => time })
  return {
    decide,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('errorMessage', () => {
  it('reads strings, errors and message-bearing objects', () => {
    expect(errorMessage('  boom  ')).toBe('boom')
    expect(errorMessage(new TypeError('bad thing'))).toBe('bad thing')
    expect(errorMessage(new RangeError(''))).toBe('RangeError')
    expect(errorMessage({ message: 'from an object' })).toBe('from an object')
    expect(errorMessage(null)).toBe('')
    expect(errorMessage(undefined)).toBe('')
    expect(errorMessage({ code: 42 })).toBe('{"code":42}')
  })
})

describe('errorDetails', () => {
  it('holds the message, URL, time and stack', () => {
    const error = new Error('Album not found')
    const details = errorDetails(error, 'https://school.example/gallery?albumId=7', new Date('2026-06-25T04:30:00Z'))
    expect(details).toContain('Message: Album not found')
    expect(details).toContain('URL: https://school.example/gallery?albumId=7')
    expect(details).toContain('Time: 2026-06-25T04:30:00.000Z')
    expect(details).toContain(error.stack)
  })

  it('says so when there is no message or stack', () => {
    const details = errorDetails({}, 'https://school.example/', new Date(0))
    expect(details).toContain('Message: {}')
    expect(details).toContain('(no stack trace)')
    expect(errorDetails(null, 'u', new Date(0))).toContain('Message: (no message)')
  })
})

describe('classifyError', () => {
  it.each([
    'TypeError: Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
    'The request timed out',
    'Request timeout after 10000ms',
    'You appear to be offline',
    'Connection reset by peer',
    'Blocked by CORS policy',
    'net::ERR_INTERNET_DISCONNECTED',
  ])('treats %j as a network problem', (message) => {
    expect(classifyError(new Error(message), 0, options.networkBucketMs)).toMatchObject({
      kind: 'network',
      title: 'Network connection issue',
      description: 'Please check your internet connection and try again',
    })
  })

  it('shows other errors as "An error occurred" with the message cut to 200 characters', () => {
    const long = 'x'.repeat(250)
    const toast = classifyError(new Error(long), 0, options.networkBucketMs)
    expect(toast).toEqual({ kind: 'error', title: 'An error occurred', description: 'x'.repeat(200) })
  })

  it.each([
    'Domain verification failed',
    'Hosting quota exceeded',
    'Internal server error',
    'Unexpected API response',
    'DNS lookup for the endpoint failed',
    'SSL certificate problem',
    'Script error.',
    'ResizeObserver loop completed with undelivered notifications.',
    '',
  ])('suppresses %j', (message) => {
    expect(isSuppressedErrorMessage(message)).toBe(true)
    expect(classifyError(message, 0, options.networkBucketMs)).toBeNull()
  })

  it('does not suppress words that merely contain a suppressed word', () => {
    expect(isSuppressedErrorMessage('Rapid clicks broke the carousel')).toBe(false)
    expect(isSuppressedErrorMessage('Cannot read properties of undefined (reading "title")')).toBe(false)
  })

  it('names network toasts by a 5-minute bucket so repeats replace one toast', () => {
    const a = classifyError('Failed to fetch', 0, options.networkBucketMs)
    const b = classifyError('Failed to fetch', 5 * minute - 1, options.networkBucketMs)
    const c = classifyError('Failed to fetch', 5 * minute, options.networkBucketMs)
    expect(a?.id).toBe(b?.id)
    expect(c?.id).not.toBe(a?.id)
  })
})

describe('isNetworkError', () => {
  it('looks at the name and the message', () => {
    expect(isNetworkError(new Error('Failed to fetch'))).toBe(true)
    const named = new Error('request aborted')
    named.name = 'NetworkError'
    expect(isNetworkError(named)).toBe(true)
    expect(isNetworkError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})

describe('createErrorToastGate', () => {
  it('shows the first occurrence of an error', () => {
    const { decide } = gateWithClock()
    expect(decide(new Error('Boom'))).toMatchObject({ title: 'An error occurred', description: 'Boom' })
  })

  it('suppresses an identical error within 5 s', () => {
    const { decide, advance } = gateWithClock()
    expect(decide('Boom')).not.toBeNull()
    advance(4_999)
    expect(decide('Boom')).toBeNull()
  })

  it('lets a different message through at once', () => {
    const { decide } = gateWithClock()
    expect(decide('Boom')).not.toBeNull()
    expect(decide('Bang')).not.toBeNull()
  })

  it('keeps a burst quiet until it has stopped for 5 s (the decay)', () => {
    const { decide, advance } = gateWithClock()
    expect(decide('Boom')).not.toBeNull()
    for (let i = 0; i < 5; i++) {
      advance(3 * second)
      expect(decide('Boom')).toBeNull()
    }
    advance(5 * second)
    expect(decide('Boom')).not.toBeNull()
  })

  it('shows at most 3 identical messages per minute', () => {
    const { decide, advance } = gateWithClock()
    const shown: boolean[] = []
    for (let i = 0; i < 6; i++) {
      shown.push(decide('Boom') !== null)
      advance(6 * second)
    }
    expect(shown).toEqual([true, true, true, false, false, false])
  })

  it('allows the message again once the minute has passed', () => {
    const { decide, advance } = gateWithClock()
    for (let i = 0; i < 3; i++) {
      expect(decide('Boom')).not.toBeNull()
      advance(6 * second)
    }
    // Toasts went out at 0, 6 and 12 s; the try at 18 s was refused.
    expect(decide('Boom')).toBeNull()
    advance(42 * second - 1)
    expect(decide('Boom')).toBeNull()
    advance(6 * second)
    expect(decide('Boom')).not.toBeNull()
  })

  it('counts different network failures as the same message', () => {
    const { decide, advance } = gateWithClock()
    expect(decide('Failed to fetch')).toMatchObject(networkErrorToast)
    advance(second)
    expect(decide('NetworkError when attempting to fetch resource.')).toBeNull()
  })

  it('never toasts suppressed errors and does not count them', () => {
    const { decide } = gateWithClock()
    expect(decide('Internal server error')).toBeNull()
    expect(decide('Boom')).not.toBeNull()
  })

  it('compares messages after the 200-character cut', () => {
    const { decide } = gateWithClock()
    const prefix = 'y'.repeat(200)
    expect(decide(`${prefix} first tail`)).not.toBeNull()
    expect(decide(`${prefix} second tail`)).toBeNull()
  })

  it('uses the real clock by default', () => {
    const decide = createErrorToastGate(options)
    expect(decide('Boom')).not.toBeNull()
    expect(decide('Boom')).toBeNull()
  })
})
