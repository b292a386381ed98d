import { describe, expect, it } from 'vitest'
import { csvToRecords, parseCsv, toCsv } from '~/shared/csv'
import { studentImportRowSchema } from '~/shared/account-schemas'

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    const text = 'first_name,address\r\n"Asen","Duncan Basti, ""Near Church""\nDimapur"\nBendang,Kohima\n\n'
    expect(parseCsv(text)).toEqual([
      ['first_name', 'address'],
      ['Asen', 'Duncan Basti, "Near Church"\nDimapur'],
      ['Bendang', 'Kohima'],
    ])
  })

  it('ignores a byte-order mark and blank lines', () => {
    expect(parseCsv('\uFEFFa,b\n\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })
})

describe('csvToRecords', () => {
  it('keys each row by the normalized header and trims values', () => {
    const { columns, records } = csvToRecords('First Name,Last-Name,EMAIL\n Asen , Kikon ,asen@x.in\nBendang,Jamir')
    expect(columns).toEqual(['first_name', 'last_name', 'email'])
    expect(records).toEqual([
      { first_name: 'Asen', last_name: 'Kikon', email: 'asen@x.in' },
      { first_name: 'Bendang', last_name: 'Jamir', email: '' },
    ])
  })
})

describe('toCsv', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(
      toCsv([
        ['name', 'note'],
        ['Ao, Lima', 'said "hi"'],
        ['=HYPERLINK("x")', '@SUM(A1)'],
        ['-2+cmd|calc', '+1'],
      ]),
    ).toBe('name,note\r\n"Ao, Lima","said ""hi"""\r\n"\'=HYPERLINK(""x"")",\'@SUM(A1)\r\n\'-2+cmd|calc,+1\r\n')
  })

  it('leaves phone numbers and signed numbers readable', () => {
    expect(toCsv([['+91 94361 00472', '-5', '(0386) 224-150']])).toBe('+91 94361 00472,-5,(0386) 224-150\r\n')
  })

  it('round-trips through parseCsv', () => {
    const rows = [
      ['a', 'b, c'],
      ['line\nbreak', '"quoted"'],
    ]
    expect(parseCsv(toCsv(rows))).toEqual(rows)
  })
})

describe('studentImportRowSchema', () => {
  it('maps CSV columns onto a student account, normalizing case', () => {
    const row = studentImportRowSchema.parse({
      first_name: 'Asen',
      last_name: 'Kikon',
      email: 'Asen@Lightridge-HSS.edu.in',
      school_id: 'stu000123',
      gender: 'Female',
      date_of_birth: '2010-05-01',
      parent_email: '',
    })
    expect(row).toMatchObject({
      role: 'student',
      email: 'asen@lightridge-hss.edu.in',
      schoolId: 'STU000123',
      student: { gender: 'female', dateOfBirth: '2010-05-01', parentEmail: undefined },
    })
  })

  it('rejects a future date of birth', () => {
    const result = studentImportRowSchema.safeParse({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.in',
      date_of_birth: '2999-01-01',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Date of birth cannot be in the future'])
  })
})
