import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query'
import type { FieldValues } from 'react-hook-form'
import type { CrudOptions } from './useCrud'

// A mutation procedure as `useTRPC()` gives it; only its input matters here.
type MutationProcedure<Input> = { mutationOptions: () => UseMutationOptions<any, any, Input, any> }

type CrudProcedures<Values> = {
  create: MutationProcedure<Values>
  update: MutationProcedure<Values & { id: string }>
  delete: MutationProcedure<{ id: string }>
}

/**
 * useCrud's steps from a router with `create`, `update` ({ id, ...values }) and `delete` ({ id }), e.g. `trpc.news`;
 * after each change everything under `refetch` (routers, e.g. `[trpc.news, trpc.dashboard]`) is fetched again.
 */
export function useProcedureCrud<Row extends { id: string }, Values extends FieldValues>(
  noun: string,
  procedures: CrudProcedures<Values>,
  refetch: ReadonlyArray<{ pathKey: () => QueryKey }>,
): CrudOptions<Row, Values> {
  const queryClient = useQueryClient()
  const create = useMutation(procedures.create.mutationOptions())
  const update = useMutation(procedures.update.mutationOptions())
  const remove = useMutation(procedures.delete.mutationOptions())
  return {
    noun,
    create: (values) => create.mutateAsync(values),
    update: (row, values) => update.mutateAsync({ id: row.id, ...values }),
    remove: (row) => remove.mutateAsync({ id: row.id }),
    afterChange: () =>
      Promise.all(refetch.map((router) => queryClient.invalidateQueries({ queryKey: router.pathKey() }))),
  }
}
