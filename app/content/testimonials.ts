/**
 * What clients have said, in their own words, with their permission. Empty until a client gives
 * one: never write a quote here that a client did not give (docs/decisions/031). While the list
 * is empty the home page shows no testimonials section at all.
 */
export type Testimonial = {
  quote: string;
  /** The person, as they agreed to be named. */
  name: string;
  role: string;
  organisation: string;
};

export const testimonials: readonly Testimonial[] = [];
