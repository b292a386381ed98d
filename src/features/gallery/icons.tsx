import { defineIcon } from '~/components/ui/icons'

export const ZoomInIcon = defineIcon(<><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5M11 8v6M8 11h6" /></>)

export const ZoomOutIcon = defineIcon(<><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5M8 11h6" /></>)

export const RotateIcon = defineIcon(<><path d="M21 12a9 9 0 1 1-9-9c2.5 0 4.8 1 6.5 2.7L21 8" /><path d="M21 3v5h-5" /></>)

export const ShareIcon = defineIcon(<><circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" /></>)

export const VolumeIcon = defineIcon(<><path d="M11 5 6 9H2v6h4l5 4V5Z" /><path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" /></>)

export const MutedIcon = defineIcon(<><path d="M11 5 6 9H2v6h4l5 4V5Z" /><path d="m22 9-6 6M16 9l6 6" /></>)

export const ImageIcon = defineIcon(<><rect x="3" y="3" width="18" height="18" rx="2" /><circle cx="9" cy="9" r="2" /><path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" /></>)

export const ImagesIcon = defineIcon(<><rect x="7" y="3" width="14" height="14" rx="2" /><path d="M3 7v12a2 2 0 0 0 2 2h12" /><path d="m21 13-3-3-6 6" /></>)

export const VideoIcon = defineIcon(<><rect x="2" y="5" width="14" height="14" rx="2" /><path d="m16 10 6-3.5v11L16 14" /></>)

export const ExternalLinkIcon = defineIcon(<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />)

export const PencilIcon = defineIcon(<path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />)

export const TrashIcon = defineIcon(<path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />)

export const ArrowUpIcon = defineIcon(<path d="M12 19V5M5 12l7-7 7 7" />)

export const ArrowDownIcon = defineIcon(<path d="M12 5v14M19 12l-7 7-7-7" />)

