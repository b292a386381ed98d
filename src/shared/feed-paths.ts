/** Where the public feeds live (src/server/feeds/), for the pages that link to them. */
export const calendarFeedPath = '/calendar.ics'
export const newsFeedPath = '/news/feed.xml'
