import { defineIcon } from './icons-core'

export * from './icons-core'

// The icon set, A to Z (the shell's own are in icons-core.tsx).
export const ArrowDownIcon = defineIcon(<path d="M12 5v14M19 12l-7 7-7-7" />)

export const ArrowLeftIcon = defineIcon(<path d="M19 12H5M12 19l-7-7 7-7" />)

export const ArrowUpIcon = defineIcon(<path d="M12 19V5M5 12l7-7 7 7" />)

export const BackpackIcon = defineIcon(
  <>
    <path d="M4 10a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V10Z" />
    <path d="M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M8 14h8M8 18h8" />
  </>,
)

export const BellIcon = defineIcon(
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
)

export const BookOpenIcon = defineIcon(
  <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2V4ZM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7V4Z" />,
)

export const CalendarIcon = defineIcon(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
)

export const ChalkboardIcon = defineIcon(
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M7 20l2-4M17 20l-2-4M7 9h6M7 12h3" />
  </>,
)

export const CheckIcon = defineIcon(<path d="M20 6 9 17l-5-5" />)

export const ChevronLeftIcon = defineIcon(<path d="m15 18-6-6 6-6" />)

export const ChevronRightIcon = defineIcon(<path d="m9 6 6 6-6 6" />)

export const DownloadIcon = defineIcon(<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />)

export const ExternalLinkIcon = defineIcon(
  <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
)

export const EyeIcon = defineIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
)

export const FileIcon = defineIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </>,
)

export const HeartHandIcon = defineIcon(
  <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7 7-7Z" />,
)

export const ImageIcon = defineIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
  </>,
)

export const ImageOffIcon = defineIcon(
  <>
    <path d="m2 2 20 20" />
    <path d="M10.4 5H19a2 2 0 0 1 2 2v8.6M21 19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 1.4-1.9" />
    <path d="m3 16 5-5 3 3M14 11.5l1-1 6 6" />
  </>,
)

export const ImagesIcon = defineIcon(
  <>
    <rect x="7" y="3" width="14" height="14" rx="2" />
    <path d="M3 7v12a2 2 0 0 0 2 2h12" />
    <path d="m21 13-3-3-6 6" />
  </>,
)

export const ListIcon = defineIcon(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />)

export const MutedIcon = defineIcon(
  <>
    <path d="M11 5 6 9H2v6h4l5 4V5Z" />
    <path d="m22 9-6 6M16 9l6 6" />
  </>,
)

export const NewspaperIcon = defineIcon(
  <>
    <path d="M4 22h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-2 2Zm0 0a2 2 0 0 1-2-2v-9c0-1.1.9-2 2-2h2" />
    <path d="M18 14h-8M15 18h-5M10 6h8v4h-8V6Z" />
  </>,
)

export const PauseIcon = defineIcon(
  <>
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </>,
)

export const PencilIcon = defineIcon(<path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />)

export const PlayIcon = defineIcon(
  <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5Z" />,
)

export const RotateIcon = defineIcon(
  <>
    <path d="M21 12a9 9 0 1 1-9-9c2.5 0 4.8 1 6.5 2.7L21 8" />
    <path d="M21 3v5h-5" />
  </>,
)

export const ShareIcon = defineIcon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
)

export const StarIcon = defineIcon(
  <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z" />,
)

export const TargetIcon = defineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </>,
)

export const TrashIcon = defineIcon(
  <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />,
)

export const TrophyIcon = defineIcon(
  <>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
    <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
  </>,
)

export const UploadIcon = defineIcon(<path d="M12 21V9M7 14l5-5 5 5M5 3h14" />)

export const UsersIcon = defineIcon(
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
    <circle cx="9" cy="7" r="4" />
  </>,
)

export const VideoIcon = defineIcon(
  <>
    <rect x="2" y="5" width="14" height="14" rx="2" />
    <path d="m16 10 6-3.5v11L16 14" />
  </>,
)

export const VolumeIcon = defineIcon(
  <>
    <path d="M11 5 6 9H2v6h4l5 4V5Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
  </>,
)

export const ZoomInIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M11 8v6M8 11h6" />
  </>,
)

export const ZoomOutIcon = defineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11h6" />
  </>,
)
