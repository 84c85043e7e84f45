import { index, type RouteConfig, route } from "@react-router/dev/routes";

// The table of contents of the site, in the order of SPEC.md §2's route table.
export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact-redirect.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
