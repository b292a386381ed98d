import { useQuery } from '@tanstack/react-query'
import type { CrudFormProps } from '~/components/crud/CrudDialogs'
import { CrudScreen } from '~/components/crud/CrudScreen'
import { useCrudForm } from '~/components/crud/useCrudForm'
import { listMessages } from '~/components/crud/messages'
import { useProcedureCrud } from '~/components/crud/useProcedureCrud'
import { DateField } from '~/components/form/DateField'
import { CheckboxField, Field, inputClass } from '~/components/form/Field'
import { RegisteredSelect } from '~/components/form/Options'
import { Pill } from '~/components/ui/Pill'
import {
  categoryLabels,
  contentLimits,
  noticeCategories,
  noticeInput,
  type NoticeInput,
} from '~/shared/content-schemas'
import { currentInstant } from '~/shared/clock'
import { dateKeyOf, formatDateKeyNumeric } from '~/shared/dates'
import { publicationFormValues, type PublishState } from '~/shared/publishing'
import { useTRPC } from '~/trpc/react'
import { PublicationControls } from './Publication'
import { PublicationPill } from './PublicationPill'
import { removedFromWebsite, TitleField } from './ui'

type NoticeRow = Omit<NoticeInput, 'publish' | 'publishAt'> & {
  id: string
  status: 'draft' | 'published'
  publishedAt: Date | null
  state: PublishState
}

/** Staff: the notices and circulars of /notice, with create, edit and delete. */
export function NoticesManager() {
  const trpc = useTRPC()
  const list = useQuery(trpc.notices.manageList.queryOptions())
  const steps = useProcedureCrud<NoticeRow, NoticeInput>('notice', trpc.notices, [trpc.notices])
  return (
    <CrudScreen
      {...steps}
      title="Notices and circulars"
      description="Listed on the Notice page, the latest date first."
      addLabel="Add notice"
      query={list}
      rows={list.data}
      messages={listMessages('notices', 'No notices yet. Add the first one.')}
      item={(notice) => ({
        title: notice.title,
        meta: formatDateKeyNumeric(notice.date),
        badges: (
          <>
            <PublicationPill state={notice.state} publishedAt={notice.publishedAt} />
            <Pill tone="brand">{categoryLabels[notice.category]}</Pill>
            {notice.important && <Pill tone="red">Important</Pill>}
          </>
        ),
      })}
      deleteMessage={removedFromWebsite}
      form={NoticeForm}
    />
  )
}

function NoticeForm({ row, save, onCancel }: CrudFormProps<NoticeRow, NoticeInput>) {
  const { form, errors, submit } = useCrudForm(
    noticeInput,
    row
      ? {
          title: row.title,
          category: row.category,
          date: row.date,
          content: row.content,
          important: row.important,
          ...publicationFormValues(row, currentInstant()),
        }
      : {
          title: '',
          category: 'administrative',
          date: dateKeyOf(new Date()),
          content: '',
          important: false,
          publish: 'now',
          publishAt: '',
        },
    save,
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TitleField id="notice-title" error={errors.title?.message} registration={form.register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="notice-category" label="Category" error={errors.category?.message}>
          {(aria) => (
            <RegisteredSelect
              {...aria}
              registration={form.register('category')}
              values={noticeCategories}
              label={(category) => categoryLabels[category]}
            />
          )}
        </Field>
        <DateField id="notice-date" label="Date" error={errors.date?.message} control={form.control} name="date" />
      </div>
      <Field id="notice-content" label="Content" error={errors.content?.message}>
        {(aria) => (
          <textarea
            {...aria}
            {...form.register('content')}
            rows={6}
            maxLength={contentLimits.noticeContent}
            className={inputClass}
          />
        )}
      </Field>
      <CheckboxField
        id="notice-important"
        label="Important"
        hint="Shows an Important badge on the notice."
        {...form.register('important')}
      />
      <PublicationControls
        idPrefix="notice"
        form={form}
        errors={errors}
        nowLabel={row ? 'Save changes' : 'Add notice'}
        noun="notice"
        onCancel={onCancel}
      />
    </form>
  )
}
