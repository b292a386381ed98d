import type pg from 'pg'

export declare function withPgClient<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T>
