import { defineIcon } from '~/components/ui/icons'

export const ImageOffIcon = defineIcon(<><path d="m2 2 20 20" /><path d="M10.4 5H19a2 2 0 0 1 2 2v8.6M21 19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 1.4-1.9" /><path d="m3 16 5-5 3 3M14 11.5l1-1 6 6" /></>)

export const BackpackIcon = defineIcon(<><path d="M4 10a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V10Z" /><path d="M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M8 14h8M8 18h8" /></>)

export const HeartHandIcon = defineIcon(<path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7 7-7Z" />)

export const ChalkboardIcon = defineIcon(<><rect x="3" y="4" width="18" height="12" rx="1.5" /><path d="M7 20l2-4M17 20l-2-4M7 9h6M7 12h3" /></>)

