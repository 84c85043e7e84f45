/**
 * The shapes content is written in, shared with the components that show it. They live with the
 * content so that content never imports from components: words and figures do not depend on how
 * they are drawn, and components adapt to these shapes.
 */

/** The icons content may name; app/components/site/icon.tsx maps each to a drawing. */
export type IconName =
  | "award"
  | "chart"
  | "bot"
  | "brain"
  | "briefcase"
  | "building"
  | "car"
  | "check"
  | "clock"
  | "cloud"
  | "code"
  | "cpu"
  | "database"
  | "search"
  | "gauge"
  | "education"
  | "storage"
  | "health"
  | "layers"
  | "idea"
  | "lock"
  | "mail"
  | "pin"
  | "monitor"
  | "network"
  | "phone"
  | "plane"
  | "rocket"
  | "server"
  | "settings"
  | "shield"
  | "shield-check"
  | "cart"
  | "target"
  | "growth"
  | "users"
  | "video"
  | "wrench"
  | "zap";

/** How prominent a call to action is; the button component decides what each looks like. */
export type ActionVariant = "primary" | "secondary" | "outline" | "outline-light" | "ghost";

/** A call to action. */
export type Action = {
  label: string;
  /** A route ("/about"), a home-page section ("/#contact"), tel:/mailto:, or an external URL. */
  to: string;
  variant?: ActionVariant;
};

/** SPEC §3 "Service card": icon, title, description, features, route. Features and route optional. */
export type CardItem = {
  icon?: IconName;
  title: string;
  description: string;
  features?: readonly string[];
  to?: string;
  /** Label of the card's link, e.g. "Learn more". */
  linkLabel?: string;
};

/** A headline figure: "100+" "Projects delivered". */
export type Stat = { value: string; label: string };

/** One step of a numbered process. */
export type Step = {
  title: string;
  description: string;
  /** e.g. "Weeks 1-2" */
  meta?: string;
};

/** A hosting plan: name, price, what is included. */
export type Plan = {
  name: string;
  price: string;
  /** e.g. "/month"; omitted for custom pricing. */
  period?: string;
  description: string;
  features: readonly string[];
  highlight?: string;
};

/** A way to engage a fractional leader, with the time it takes. */
export type EngagementModel = { name: string; commitment: string; description: string };

/** SPEC §3 "Director profile": name, role, description, expertise list, profile link. */
export type Director = {
  name: string;
  role: string;
  description: string;
  expertise: readonly string[];
  profile: string;
  /** A square photo under public/ ("/images/directors/name.jpg"); without one, initials show. */
  photo?: string;
};
