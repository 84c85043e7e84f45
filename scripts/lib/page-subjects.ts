import { about } from "../../app/content/about";
import { areasWeServe } from "../../app/content/areas-we-serve";
import { bookPage } from "../../app/content/booking";
import { home } from "../../app/content/home";
import { insightsPage } from "../../app/content/insights-page";
import { findLocationPage } from "../../app/content/locations";
import { privacyPolicy } from "../../app/content/privacy";
import { findServicePage } from "../../app/content/services";
import { services } from "../../app/content/services/catalogue";
import { articleSubject, type PageSubject } from "../../app/shared/social-image";
import { readArticle } from "./articles";

/**
 * What a page is about, from the page's source: the catalogue's name of a service, a local page's
 * town, an article's title, or the subject a page's content states; and what kind of page it is.
 * Its h1 names the subject (app/content/page-subjects.test.ts), and its social image shows both
 * (scripts/lib/social-images.tsx).
 */
export type { PageSubject };

const statedSubjects: Record<string, PageSubject> = {
  "/": { subject: home.subject, kind: "IT consultancy · Redruth, Cornwall" },
  "/about": { subject: about.subject, kind: "About us" },
  "/insights": { subject: insightsPage.subject, kind: "Articles and free resources" },
  "/areas-we-serve": { subject: areasWeServe.subject, kind: "Cornwall, the Southwest and the UK" },
  "/privacy-policy": { subject: privacyPolicy.subject, kind: "Policy" },
  "/book": { subject: bookPage.title, kind: "Free 30-minute call · By phone or video" },
};

export function pageSubject(path: string): PageSubject | undefined {
  const servicePage = findServicePage(path);
  if (servicePage) {
    // A page of a service within another (/software-development/bespoke) names that one too.
    const parent = servicePage.backLink && findServicePage(servicePage.backLink.to);
    const kind = parent ? `${services[parent.service].name} · Service` : "Service";
    return { subject: services[servicePage.service].name, kind };
  }
  const locationPage = findLocationPage(path);
  if (locationPage) return { subject: locationPage.town, kind: "IT support and consultancy" };
  const articleSlug = path.match(/^\/insights\/([a-z0-9-]+)$/)?.[1];
  if (articleSlug) {
    return articleSubject(readArticle(articleSlug));
  }
  return statedSubjects[path];
}
