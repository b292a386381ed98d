// Profile, Notifications: which channels each kind of message comes on, saved for the signed-in person only.
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { SubmitButton } from '~/components/form/FormActions'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { Panel } from '~/components/ui/Panel'
import { errorText } from '~/components/ui/error-text'
import {
  channelLabels,
  choosableChannels,
  kindDescriptions,
  kindLabels,
  messageChoicesSchema,
  type MessageChoices,
} from '~/shared/message-choices'
import { choosableKinds } from '~/shared/messaging'
import { formatIndianMobile } from '~/shared/phone'
import { useTRPC } from '~/trpc/react'

export function NotificationChoicesPanel() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(trpc.messageChoices.mine.queryOptions())
  const form = useForm<MessageChoices>({ resolver: zodResolver(messageChoicesSchema), values: data.choices })
  const save = useMutation(
    trpc.messageChoices.save.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.messageChoices.mine.queryKey(), saved)
        toast.success('Notification choices saved')
      },
    }),
  )

  return (
    <Panel
      flush
      headingId="notifications"
      title="Notifications"
      description="Choose how the school reaches you for each kind of message. Notifications in the bell always appear, and messages about your account always come by e-mail."
      className="mt-8 scroll-mt-24"
    >
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="space-y-4 p-5">
        {save.isError && <ErrorNote>{errorText(save.error)}</ErrorNote>}
        {!data.mobile && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            There is no mobile number on your profile, so SMS and WhatsApp messages come by e-mail instead. Add an
            Indian mobile number with Edit Profile to get them on your phone.
          </p>
        )}
        {!data.hasEmail && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Your account has no e-mail address, so messages chosen by e-mail appear only in the bell.
          </p>
        )}
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] text-left text-sm">
            <caption className="sr-only">Channels for each kind of message</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Message
                </th>
                {choosableChannels.map((channel) => (
                  <th
                    key={channel}
                    scope="col"
                    className="px-1 py-2 text-center font-semibold whitespace-nowrap sm:px-2"
                  >
                    {channelLabels[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {choosableKinds.map((kind) => (
                <tr key={kind} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="py-3 pr-3 font-normal">
                    <span className="block font-semibold text-slate-900">{kindLabels[kind]}</span>
                    <span className="block text-slate-600">{kindDescriptions[kind]}</span>
                  </th>
                  {choosableChannels.map((channel) => (
                    <td key={channel} className="px-1 py-3 text-center sm:px-2">
                      <input
                        type="checkbox"
                        aria-label={`${kindLabels[kind]} by ${channelLabels[channel]}`}
                        className="size-5 rounded border-slate-400 accent-brand-700"
                        {...form.register(`${kind}.${channel}`)}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-slate-600">
          {data.mobile ? `SMS and WhatsApp go to ${formatIndianMobile(data.mobile)}. ` : ''}
          Turning WhatsApp on is your consent to get these messages from the school on WhatsApp; the time you turn it on
          is recorded. An e-mail's unsubscribe link and replying STOP to an SMS turn that channel off here.
        </p>
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <SubmitButton busy={save.isPending} label="Save choices" busyLabel="Saving..." />
        </div>
      </form>
    </Panel>
  )
}
