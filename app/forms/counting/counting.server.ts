import { notCountedCookie } from "~/shared/counting";
import { serveForm } from "../../../server/forms/serve";
import { counting } from "./counting";

/** Sets (or clears) the first-party "don't count me" cookie, then shows the policy saying so. */
export const countingServer = serveForm(counting, {
  async accept({ value, deps }) {
    const object = value.count === "no";
    return {
      ok: true,
      status: 200,
      headers: new Headers({ "Set-Cookie": notCountedCookie(object, deps.siteUrl.startsWith("https:")) }),
      redirect: `/privacy-policy?counting=${object ? "off" : "on"}#counting`,
    };
  },
});
