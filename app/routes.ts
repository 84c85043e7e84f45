import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { locationPages } from "./content/locations";
import { servicePages } from "./content/services";

// The table of contents of the site, in the order of SPEC.md §2's route table.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  // Accounts: server-rendered for each visitor, never prerendered (react-router.config.ts).
  route("auth", "routes/auth.tsx"),
  route("auth/verify", "routes/auth-verify.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("auth/sign-out", "routes/auth-sign-out.tsx"),
  route("account", "routes/account.tsx"),
  route("account/data.json", "routes/account-data.ts"),
  // The back office: admins only, everyone else gets 404 (server/admin/http.ts).
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/inbox.tsx"),
    route("leads/:type/:id", "routes/admin/lead.tsx"),
    route("people/:address", "routes/admin/person.tsx"),
    route("people/:address/data.csv", "routes/admin/person-csv.ts"),
    route("spam", "routes/admin/spam.tsx"),
    route("saved-replies", "routes/admin/saved-replies.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/settings", "routes/admin/booking-settings.tsx"),
    route("sources", "routes/admin/sources.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("mail", "routes/admin/mail.tsx"),
    route("articles", "routes/admin/articles.tsx"),
    route("articles/:id", "routes/admin/article.tsx"),
    route("settings/firm", "routes/admin/firm-settings.tsx"),
    route("erase", "routes/admin/erase.tsx"),
  ]),
  // Booking a call: the free times of now, and the visitor's own link to their call.
  route("book", "routes/book.tsx"),
  route("book/manage/:token", "routes/book-manage.tsx"),
  route("book/manage/:token/call.ics", "routes/book-manage-ics.ts"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("contact", "routes/contact-redirect.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The service pages: one template, one route per page of content/services.
  ...servicePages.map((page) =>
    route(page.path.slice(1), "routes/service.tsx", { id: `service${page.path.replaceAll("/", "-")}` }),
  ),
  route("insights", "routes/insights.tsx"),
  route("insights/rss.xml", "routes/insights-rss.ts"),
  // An article not yet published, at its private link (noindex, no-store).
  route("insights/preview/:token", "routes/insight-preview.tsx"),
  route("insights/:slug", "routes/insight-article.tsx"),
  route("resources/:slug/download", "routes/resource-download.tsx"),
  route("subscriptions/confirm", "routes/subscription-confirm.tsx"),
  route("subscriptions/unsubscribe", "routes/subscription-unsubscribe.tsx"),
  route("areas-we-serve", "routes/areas-we-serve.tsx"),
  // The 18 local pages: one template, one route per page of content/locations.
  ...locationPages.map((page) =>
    route(page.path.slice(1), "routes/location.tsx", { id: `location-${page.slug}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
