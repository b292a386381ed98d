// Start's client registers an adapter that turns a server function found in loader data into a callable RPC. This app
// defines no server functions (its API is tRPC), so the RPC client (a fetcher, a frame decoder and seroval's request
// and response codecs, 11 kB gzip) loads on the first call of such a function instead of with every page.
// vite.config.ts puts this module in place of Start's own ServerFunctionSerializationAdapter.js; the key, the test and
// the serialized form are the same.
import { createSerializationAdapter } from '@tanstack/react-router'

const serverFunctionMark = Symbol.for('TSS_SERVER_FUNCTION')

type ServerFunction = ((...args: unknown[]) => Promise<unknown>) & { serverFnMeta: { id: string } }

export const ServerFunctionSerializationAdapter = createSerializationAdapter({
  key: '$TSS/serverfn',
  test: (value: unknown): value is ServerFunction =>
    typeof value === 'function' &&
    serverFunctionMark in value &&
    Boolean((value as unknown as Record<symbol, unknown>)[serverFunctionMark]),
  toSerializable: ({ serverFnMeta }: ServerFunction) => ({ functionId: serverFnMeta.id }),
  fromSerializable: ({ functionId }: { functionId: string }): ServerFunction =>
    Object.assign(
      async (...args: unknown[]) => {
        const { createClientRpc } = await import('@tanstack/react-start/client-rpc')
        return (createClientRpc(functionId) as (...callArgs: unknown[]) => Promise<unknown>)(...args)
      },
      { serverFnMeta: { id: functionId }, [serverFunctionMark]: true },
    ),
})
