import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { buttonStyles } from '~/components/ui/button-styles'
import { MegaphoneIcon } from '~/components/ui/icons'
import { announcementFormInput, contentLimits, defaultAnnouncementButton } from '~/shared/content-schemas'
import type { z } from 'zod'
import { formatLongDate, formatTime } from '~/shared/dates'
import { cacheTimes } from '~/shared/query-defaults'
import { useTRPC } from '~/trpc/react'
import { errorText } from '~/components/ui/error-text'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { ErrorNote } from '~/components/ui/ErrorNote'
import { Panel } from '~/components/ui/Panel'
import { Pill } from '~/components/ui/Pill'
import { ErrorState, LoadingState } from '~/components/ui/states'

const formSchema = announcementFormInput
type FormValues = z.output<typeof formSchema>

/** Admin: the site-wide banner's message and whether it shows (docs/product.md, Announcement banner). */
export function AnnouncementEditor() {
  const trpc = useTRPC()
  const current = useQuery({ ...trpc.announcement.current.queryOptions(), ...cacheTimes.announcement })

  return (
    <Panel
      flush
      title="Announcement banner"
      description="The headline, message and button above the header on every page."
    >
      {current.isPending ? (
        <LoadingState label="Loading the announcement..." />
      ) : current.isError ? (
        <ErrorState
          message={`Could not load the announcement: ${current.error.message}`}
          onRetry={() => void current.refetch()}
          className="m-5"
        />
      ) : (
        <AnnouncementForm key={current.data?.id ?? 'none'} announcement={current.data} />
      )}
    </Panel>
  )
}

type Announcement = {
  id: string
  headline: string
  message: string
  buttonLabel: string
  buttonLink: string
  isActive: boolean
  updatedAt: Date
} | null

function AnnouncementForm({ announcement }: { announcement: Announcement }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const form = useForm<z.input<typeof formSchema>, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      headline: announcement?.headline ?? defaultAnnouncementButton.headline,
      message: announcement?.message ?? '',
      buttonLabel: announcement?.buttonLabel ?? defaultAnnouncementButton.buttonLabel,
      buttonLink: announcement?.buttonLink ?? defaultAnnouncementButton.buttonLink,
      isActive: announcement?.isActive ?? true,
      asNew: false,
    },
  })
  const { errors } = form.formState
  const save = useMutation(
    trpc.announcement.update.mutationOptions({
      onSuccess: async (row) => {
        toast.success('Announcement updated successfully')
        queryClient.setQueryData(trpc.announcement.current.queryKey(), row)
        await queryClient.invalidateQueries({ queryKey: trpc.announcement.pathKey() })
      },
      onError: (error) => {
        console.error('Failed to update announcement', error)
        toast.error('Failed to update announcement', { description: errorText(error) })
      },
    }),
  )
  const message = form.watch('message') ?? ''

  return (
    <form
      onSubmit={form.handleSubmit((values) => save.mutate({ id: announcement?.id ?? null, ...values }))}
      noValidate
      className="space-y-5 p-5"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {announcement ? (
          <>
            {announcement.isActive ? <Pill tone="leaf">Showing</Pill> : <Pill tone="slate">Hidden</Pill>}
            <span>
              Last changed {formatLongDate(announcement.updatedAt)} at {formatTime(announcement.updatedAt)}
            </span>
          </>
        ) : (
          <span>There is no announcement yet. Saving creates one.</span>
        )}
      </p>
      <Field
        id="announcement-headline"
        label="Headline"
        error={errors.headline?.message}
        hint="Shown at the start of the banner; it links to the button's page when there is a button."
      >
        {(aria) => (
          <input {...aria} {...form.register('headline')} maxLength={contentLimits.headline} className={inputClass} />
        )}
      </Field>
      <Field
        id="announcement-message"
        label="Message"
        error={errors.message?.message}
        hint={`${message.length} of ${contentLimits.announcement} characters. It scrolls across the banner; a click shows it in full.`}
      >
        {(aria) => (
          <textarea
            {...aria}
            {...form.register('message')}
            rows={5}
            maxLength={contentLimits.announcement}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="announcement-button-label"
          label="Button label"
          optional
          error={errors.buttonLabel?.message}
          hint="Leave the label and link empty for no button."
        >
          {(aria) => (
            <input
              {...aria}
              {...form.register('buttonLabel')}
              maxLength={contentLimits.buttonLabel}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id="announcement-button-link"
          label="Button link"
          optional
          error={errors.buttonLink?.message}
          hint="A page of this site such as /online-admissions, or https://..."
        >
          {(aria) => (
            <input
              {...aria}
              {...form.register('buttonLink')}
              maxLength={contentLimits.buttonLink}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <CheckboxField
        id="announcement-active"
        label="Show the banner"
        hint="Untick to hide it on every page without losing the message."
        {...form.register('isActive')}
      />
      {announcement && (
        <CheckboxField
          id="announcement-new"
          label="Show it again to visitors who closed it"
          hint="Posts this as a new announcement, so everyone sees it, even those who dismissed the last one."
          {...form.register('asNew')}
        />
      )}
      {save.isError && <ErrorNote>Failed to update announcement: {errorText(save.error)}</ErrorNote>}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <MegaphoneIcon className="size-4 text-gold-600" />
          Visitors see changes on their next page load.
        </p>
        <button type="submit" disabled={save.isPending} className={buttonStyles('primary', 'md')}>
          {save.isPending ? 'Saving...' : 'Save announcement'}
        </button>
      </div>
    </form>
  )
}
