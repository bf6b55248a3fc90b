/** A quote from a real customer, with their permission. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  institute: string;
}

/**
 * Published customer quotes. Empty until real institutes give us theirs: the Wall of Love then shows what
 * RollCall promises each group of people instead of invented quotes.
 */
export const testimonials: Testimonial[] = [];
