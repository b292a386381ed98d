// Kept apart from ManageShell.tsx: the /manage/* routes name their page titles from it in `head`, which is in every
// page's first script, so it must not pull the staff screens in with it.

/** The staff content screens: each one's tab label, page title and subtitle. The announcement is for admins only. */
export const manageSections = {
  news: {
    to: '/manage/news',
    label: 'News',
    title: 'Manage News',
    subtitle: 'Write, edit and remove the news on the home page and at /news.',
  },
  events: {
    to: '/manage/events',
    label: 'Events',
    title: 'Manage Events',
    subtitle: 'Plan the events on the home page and at /events.',
  },
  notices: {
    to: '/manage/notices',
    label: 'Notices',
    title: 'Manage Notices',
    subtitle: 'Circulars for the Notice page, with their categories and the Important flag.',
  },
  calendar: {
    to: '/manage/calendar',
    label: 'Calendar',
    title: 'Academic Calendar',
    subtitle: "The dates outlined on the Notice page's calendar.",
  },
  announcement: {
    to: '/manage/announcement',
    label: 'Announcement',
    title: 'Announcement Banner',
    subtitle: 'The message above the header on every page of the site.',
  },
} as const
