// The legal pages' kinds, titles and paths, apart from the consent texts: the routes' heads read them in every
// page's first script.
export const legalKinds = ['privacy', 'terms'] as const
export type LegalKind = (typeof legalKinds)[number]

export const legalTitles: Record<LegalKind, string> = {
  privacy: 'Privacy Notice',
  terms: 'Terms of Use',
}

export const legalPaths: Record<LegalKind, '/privacy' | '/terms'> = { privacy: '/privacy', terms: '/terms' }
