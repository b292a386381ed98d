// One PostgreSQL connection for one job, always closed afterwards (the schema engine shim and the test databases).
// pg is loaded on first use, so SQLite-only runs never load it.
export async function withPgClient(connectionString, fn) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}
