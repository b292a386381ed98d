import { describe, expect, it } from 'vitest'
import { listSearchSchema } from '~/shared/inventory'
import {
  dateParam,
  optionalEnum,
  pageParam,
  searchParams,
  searchText,
  stringParam,
  textParam,
  wholeNumberParam,
} from '~/shared/search-params'

describe('route search parameters', () => {
  const statuses = ['stored', 'sent'] as const
  const search = searchParams({ q: searchText, status: optionalEnum(statuses), from: dateParam, page: pageParam })

  it('keeps good values and trims text', () => {
    expect(search.parse({ q: '  rahul ', status: 'sent', from: '2026-02-28', page: 3 })).toEqual({
      q: 'rahul',
      status: 'sent',
      from: '2026-02-28',
      page: 3,
    })
  })

  it('drops malformed and unknown values instead of failing', () => {
    expect(
      search.parse({ q: 'x'.repeat(101), status: 'lost', from: '2026-02-30', page: 0, other: 'kept out' }),
    ).toEqual({})
    expect(search.parse({ q: 42, status: ['sent'], from: 20260228, page: 1.5 })).toEqual({})
    expect(search.parse({ page: '2' })).toEqual({})
  })

  it('answers an empty search for anything that is not an object', () => {
    expect(search.parse(undefined)).toEqual({})
    expect(search.parse('q=rahul')).toEqual({})
  })

  it('leaves untouched text as given and checks its length', () => {
    expect(stringParam(5)(' a b ')).toBe(' a b ')
    expect(stringParam(5)('abcdef')).toBeUndefined()
    expect(stringParam()('/admin/fees?section=terms')).toBe('/admin/fees?section=terms')
  })

  it('applies a text rule after trimming, and bounds whole numbers', () => {
    const albumId = textParam(100, (id) => id.length > 0)
    expect(albumId('  ')).toBeUndefined()
    expect(albumId(' abc ')).toBe('abc')
    expect(wholeNumberParam(1, 100_000)(100_001)).toBeUndefined()
    expect(wholeNumberParam(1, 100_000)(100_000)).toBe(100_000)
  })
})

describe('the inventory list search (route and procedure input)', () => {
  it('refuses a search or location with a line break in it', () => {
    expect(listSearchSchema.parse({ q: 'flask\nbeaker', location: 'Lab\u00071', dir: 'desc', low: false })).toEqual({
      dir: 'desc',
      low: false,
    })
  })
})
