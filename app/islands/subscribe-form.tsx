/** The subscribe form on /insights (posts JSON to /api/subscriptions). */
import { SubscribeForm } from "~/forms/subscribe/subscribe-form";
import { hydrateIsland } from "./hydrate";

hydrateIsland("subscribe-form", SubscribeForm);
