import { createFileRoute } from '@tanstack/react-router'
import { school } from '#app-config'
import { LeaderMessages } from '~/features/about/LeaderMessages'
import { homeEventsInput, UpcomingEvents } from '~/features/events/UpcomingEvents'
import { ApplyBanner } from '~/features/home/ApplyBanner'
import { AudienceCards } from '~/features/home/AudienceCards'
import { FunActivities } from '~/features/home/FunActivities'
import { HomeHero } from '~/features/home/HomeHero'
import { HomeSection } from '~/features/home/HomeSection'
import { Splash } from '~/features/home/Splash'
import { LatestNews } from '~/features/news/LatestNews'
import { cacheTimes } from '~/shared/query-defaults'
import { newsFeedLink, shareMeta } from '~/components/layout/page-title'
import { schoolDataOnServer } from '~/shared/structured-data'
import { StructuredData } from '~/components/layout/StructuredData'

export const Route = createFileRoute('/')({
  head: () => ({
    meta: shareMeta(`${school.name} | ${school.motto}`, `${school.name}, Dimapur: ${school.tagline}.`),
    links: [newsFeedLink],
  }),
  // News and events are in the server's HTML; a failed call leaves its section to show the error, not the page.
  loader: async ({ context: { queryClient, trpc } }) => {
    await Promise.all([
      queryClient.prefetchQuery({ ...trpc.news.latest.queryOptions(), ...cacheTimes.newsAndEvents }),
      queryClient.prefetchQuery({ ...trpc.events.upcoming.queryOptions(homeEventsInput), ...cacheTimes.newsAndEvents }),
      queryClient.prefetchQuery(trpc.admissionSettings.get.queryOptions()),
    ])
    return { structuredData: schoolDataOnServer() }
  },
  component: Home,
})

/** The home page (docs/product.md, Home page): the splash, then the seven sections in order. */
function Home() {
  return (
    <>
      <StructuredData data={Route.useLoaderData().structuredData} />
      <Splash />
      <HomeHero />
      <HomeSection
        id="experience"
        eyebrow="Why families choose us"
        title="Colorful School Experience"
        intro="A school day full of learning, friendship and discovery, for everyone who is part of our school family."
        tone="tinted"
      >
        <AudienceCards />
      </HomeSection>
      <HomeSection id="leaders" eyebrow="A word from our leadership" title="Messages from Our Leaders">
        <LeaderMessages />
      </HomeSection>
      <HomeSection
        id="news"
        eyebrow="What's happening"
        title="Latest News"
        more={{ to: '/news', label: 'All news' }}
        tone="tinted"
      >
        <LatestNews />
      </HomeSection>
      <HomeSection
        id="events"
        eyebrow="Mark your calendar"
        title="Upcoming Events"
        more={{ to: '/events', label: 'All events' }}
      >
        <UpcomingEvents />
      </HomeSection>
      <HomeSection
        id="activities"
        eyebrow="Beyond the classroom"
        title="Fun Activities"
        intro="Dance, music, sport and service: the moments our students remember long after the examinations."
        tone="tinted"
      >
        <FunActivities />
      </HomeSection>
      <ApplyBanner />
    </>
  )
}
