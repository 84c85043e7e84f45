/**
 * Where a lead came from, first-party and without cookies: the page its form was on, and the
 * external referrer and utm_* parameters of the visit that brought the visitor. They are kept in
 * the tab's own sessionStorage for that visit only, and sent with the form.
 */
export type LeadSource = {
  page?: string;
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
};

const KEY = "kt_visit";
const UTM = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** On every page load: the first page of a visit notes how the visitor arrived. */
export function recordVisitSource(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const visit: LeadSource = {};
    const referrer = document.referrer ? new URL(document.referrer) : undefined;
    if (referrer && referrer.origin !== window.location.origin)
      visit.referrer = referrer.origin + referrer.pathname;
    const params = new URLSearchParams(window.location.search);
    for (const key of UTM) {
      const value = params.get(key);
      if (value) visit[key] = value;
    }
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (private mode): the lead is sent without its source.
  }
}

/** What a form sends: this visit's source, and the page the form is on. */
export function visitSource(): LeadSource {
  let visit: LeadSource = {};
  try {
    visit = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as LeadSource;
  } catch {}
  return { ...visit, page: window.location.pathname };
}
