import { company } from "../../app/content/company";
import type { NewOutboxMessage } from "../db/schema";
import { escapeHtml, page } from "./templates";

/** RFC 8058 one-click unsubscribe headers, carried by every message to a subscriber. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const unsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`;

export const subscriptionMails = {
  confirmation(email: string, token: string, siteUrl: string, notifyEmail: string): NewOutboxMessage[] {
    const confirm = `${siteUrl}/subscriptions/confirm?token=${encodeURIComponent(token)}`;
    const leave = unsubscribeUrl(siteUrl, token);
    return [
      {
        recipient: email,
        subject: `Confirm your subscription to ${company.name} insights`,
        text_body: `Please confirm your subscription to our insights updates by opening this link:\n${confirm}\n\nIf you did not ask to subscribe, ignore this email.\n\nUnsubscribe: ${leave}\n`,
        html_body: page(
          "Confirm your subscription",
          `<p>Please confirm your subscription to our insights updates.</p><p><a href="${escapeHtml(confirm)}">Confirm my subscription</a></p><p>If you did not ask to subscribe, ignore this email.</p><p><a href="${escapeHtml(leave)}">Unsubscribe</a></p>`,
        ),
        headers: unsubscribeHeaders(leave),
      },
      {
        recipient: notifyEmail,
        subject: "New insights subscription (awaiting confirmation)",
        text_body: `${email} asked to subscribe to insights updates.\n`,
        html_body: page(
          "New insights subscription",
          `<p>${escapeHtml(email)} asked to subscribe to insights updates.</p>`,
        ),
      },
    ];
  },

  articleNotice(
    email: string,
    token: string,
    siteUrl: string,
    article: { title: string; slug: string; excerpt: string },
  ): NewOutboxMessage {
    const url = `${siteUrl}/insights/${article.slug}`;
    const leave = unsubscribeUrl(siteUrl, token);
    return {
      recipient: email,
      subject: `New insight: ${article.title.replace(/[\r\n]+/g, " ")}`,
      text_body: `${article.title}\n\n${article.excerpt}\n\nRead it: ${url}\n\nUnsubscribe: ${leave}\n`,
      html_body: page(
        article.title,
        `<p>${escapeHtml(article.excerpt)}</p><p><a href="${escapeHtml(url)}">Read the article</a></p><p style="font-size:12px"><a href="${escapeHtml(leave)}">Unsubscribe</a></p>`,
      ),
      headers: unsubscribeHeaders(leave),
    };
  },
};
