// The longest each content field may be: the forms' maxLength and the schemas' checks (content-schemas.ts) read it.
export const contentLimits = {
  title: 200,
  newsContent: 20_000,
  eventDescription: 2_000,
  location: 200,
  noticeContent: 5_000,
  imageUrl: 500,
  announcement: 500,
  headline: 120,
  buttonLabel: 40,
  buttonLink: 500,
} as const
