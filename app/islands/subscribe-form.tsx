/** The subscribe form on /insights (posts JSON to /api/subscriptions). */
import { SubscribeForm } from "~/components/forms/subscribe-form";
import { hydrateIsland } from "./hydrate";

hydrateIsland("subscribe-form", SubscribeForm);
