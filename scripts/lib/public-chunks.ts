// Two hand-picked shared chunks for the public pages. Left to itself, the bundler gives every small
// module that two route screens share its own file, so the admission form's first load was 18 scripts and the home
// page's 16. Lighthouse's phone model (and a real phone on HTTP/1.1) pays a round trip for each wave of six, and the
// form's LCP missed 2.5 s on that alone. These groups gather the small pieces the public pages share into one file
// each; nothing with a library the public pages do not already load (zod, headlessui) is in either list.

/** A module of src/, by its path under src/ without the extension. */
const source = (paths: string[]) => new RegExp(`[\\\\/]src[\\\\/](${paths.join('|')})\\.tsx?$`)

/** What nearly every screen shows, public or signed in: icons, dates, the page header, loading, empty and error states. */
const common = source(['components/ui/(icons|states|error-text)', 'components/layout/PageHeader', 'shared/dates'])

/** The public pages' other shared building blocks: images, links, JSON-LD, the form fields. */
const publicCommon = source([
  'components/ui/(ErrorNote|ResponsiveImage|MoreLink|AccordionItem)',
  'components/layout/(PageBody|StructuredData)',
  'components/form/(Field|Options)',
  'shared/(responsive-images|names|gender|admission-options|admission-values|admission-settings|structured-data)',
])

/** The fee screens' shared parts (the family's page and the counter): dues table, structure table, first queries. */
const feeParts = source(['features/fees/(DuesTable|structure-table|first-queries|receipt-url)'])

/** The admission form's own shared parts (its date and file inputs and zod-free rules), also used by staff screens. */
const admissionForm = source([
  'components/form/(DateInput|typed-before-hydration|StreamOptions|ClassOptions|useDropZone)',
  'shared/admission-rules',
  'features/admissions/ui',
])

/** The status and label pill of the staff screens. */
const pill = source(['components/ui/Pill'])

/** app.config.ts's small per-export modules (app-config-by-export.ts) that the shared blocks read. */
const smallConfig = /^\0app-config:(limits|paging)$/

// A captured module brings its imports along unless a group of higher priority took them first: react-hook-form
// keeps its own file (the staff screens' forms load it without the admission form's parts).
export const publicChunkGroups = [
  { name: 'react-hook-form', priority: 2, test: /[\\/]node_modules[\\/]react-hook-form[\\/]/ },
  // A parent on a phone loads these without the public pages' images and form fields.
  { name: 'common', priority: 2, test: (id: string) => common.test(id) },
  // Their imports (the money formats, the table head) stay where they are: the inventory uses those too.
  { name: 'fee-parts', priority: 2, includeDependenciesRecursively: false, test: (id: string) => feeParts.test(id) },
  {
    name: 'public-common',
    priority: 2,
    test: (id: string) =>
      publicCommon.test(id) ||
      smallConfig.test(id) ||
      /[\\/]@tanstack[\\/]react-query[\\/].*[\\/]useSuspenseQuery\.js$/.test(id),
  },
  // The pill is the one part of the form's group most staff screens use (the dashboard's classes, the fee tables):
  // in a file of its own they do not load the form's rules with it.
  { name: 'Pill', priority: 2, test: (id: string) => pill.test(id) },
  { name: 'admission-form-parts', priority: 1, test: (id: string) => admissionForm.test(id) },
]
