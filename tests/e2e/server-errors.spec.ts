import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import { internalErrorMessage } from '~/server/request-log'
import { boot, migrate } from './server-process'

// The production build in a child process, over real HTTP: when a procedure fails inside (here the database is
// missing a table it reads), the answer is a 500 with a sentence and the request's id, never the database's own
// words; the server's log line with that id keeps them.

type ErrorBody = { error: { json: { message: string; data: Record<string, unknown> } } }

test('a failure inside a procedure answers 500 with a reference, and only the log has the detail', async () => {
  test.setTimeout(60_000)
  const scratch = mkdtempSync(join(tmpdir(), 'server-errors-'))
  try {
    const file = join(scratch, 'school.db')
    migrate(`file:${file}`)
    const sqlite = new Database(file)
    sqlite.exec('DROP TABLE news')
    sqlite.close()

    const answers: { status: number; requestId: string | null; body: ErrorBody; text: string }[] = []
    const outcome = await boot(
      { DATABASE_URL: `file:${file}`, FILES_DIR: join(scratch, 'files') },
      {
        whileListening: async (origin) => {
          // With the caller's (a proxy's) request id, and without one: then the server makes one up.
          for (const headers of [{ 'x-request-id': 'proxy-ref-42' }, {}] as Record<string, string>[]) {
            const response = await fetch(`${origin}/api/trpc/news.latest`, { headers })
            const text = await response.text()
            answers.push({
              status: response.status,
              requestId: response.headers.get('x-request-id'),
              body: JSON.parse(text) as ErrorBody,
              text,
            })
          }
        },
      },
    )
    expect(outcome.listening).toBe(true)
    expect(answers).toHaveLength(2)
    expect(answers[0]!.requestId).toBe('proxy-ref-42')
    expect(answers[1]!.requestId).toMatch(/^[0-9a-f-]{36}$/)

    const logLines = outcome.stderr
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    for (const answer of answers) {
      expect(answer.status).toBe(500)
      const { message, data } = answer.body.error.json
      expect(message).toBe(internalErrorMessage(answer.requestId))
      expect(data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, requestId: answer.requestId })
      expect(data.stack).toBeUndefined()
      // Nothing of the failure itself (the procedure's own name aside, which the caller sent): not the table, not
      // the database, not the query engine.
      const shown = answer.text.replaceAll('"path":"news.latest"', '')
      for (const word of ['news', 'table', 'SQLITE', 'sqlite', 'Prisma', 'prisma', 'query', 'main.'])
        expect(shown).not.toContain(word)

      const logged = logLines.filter((line) => line.requestId === answer.requestId)
      expect(logged).toHaveLength(1)
      expect(logged[0]).toMatchObject({ level: 'error', procedure: 'news.latest', path: '/api/trpc/news.latest' })
      expect(JSON.stringify(logged[0])).toContain('news')
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
})
