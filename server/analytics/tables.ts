/** The tables of what the site counts (migration 025, docs/decisions/047). Days are UK days. */
export interface AnalyticsTables {
  /** Today's (and, in the last minutes before midnight, tomorrow's) salt; deleted after its day. */
  analytics_salts: { day: string; salt: string };
  analytics_views: { day: string; path: string; views: number };
  /** One row per visitor and day: where the day's visit began and came from. */
  analytics_visits: {
    day: string;
    visitor: string;
    entry_path: string;
    source: string;
    medium: string;
    campaign: string;
    device: string;
    first_at: string;
  };
  analytics_page_visitors: { day: string; path: string; visitor: string };
  /** A lead credited to its visitor of that day (none: direct). */
  analytics_leads: { id: string; day: string; kind: string; visitor: string | null; created_at: string };
  /** A form's outcomes: sent, refused (one row per field refused), limited, failed. */
  analytics_form_outcomes: { day: string; form: string; outcome: string; field: string; count: number };
  analytics_summaries: { week: string; sent_at: string };
}
