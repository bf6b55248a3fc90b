/** Anchor ids of the landing page sections, used by the header, the buttons and the footer. */
export const SECTION = {
  top: 'top',
  features: 'features',
  howItWorks: 'how-it-works',
  testimonials: 'testimonials',
  pricing: 'pricing',
  faq: 'faq',
  contact: 'contact',
} as const;

export const anchor = (id: string) => `#${id}`;

/** Header navigation: Features, Process, Pricing, FAQ; the mobile menu adds Wall of Love. */
export const headerLinks = [
  { label: 'Features', id: SECTION.features },
  { label: 'Process', id: SECTION.howItWorks },
  { label: 'Pricing', id: SECTION.pricing },
  { label: 'FAQ', id: SECTION.faq },
];

export const mobileMenuLinks = [...headerLinks, { label: 'Wall of Love', id: SECTION.testimonials }];
