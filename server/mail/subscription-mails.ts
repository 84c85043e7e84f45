import { articlePath } from "../../app/content/insights";
import { ownerNotice, subscriptionMail } from "../../app/content/mails";
import type { NewOutboxMessage } from "../db/schema";
import { composeMail } from "./compose";
import { leadPageUrl } from "./reply-link";

/** RFC 8058 one-click unsubscribe headers, carried by every message to a subscriber. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const unsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`;

export const subscriptionMails = {
  confirmation(
    email: string,
    token: string,
    siteUrl: string,
    notifyEmail: string,
    subscriptionId: string,
  ): NewOutboxMessage[] {
    const leave = unsubscribeUrl(siteUrl, token);
    const words = subscriptionMail.confirmation;
    return [
      composeMail({
        recipient: email,
        subject: words.subject,
        content: {
          title: words.title,
          blocks: [
            { kind: "paragraph", text: words.text },
            // The one thing to do: the button. Leaving is a quiet link below.
            {
              kind: "button",
              label: words.confirm,
              href: `${siteUrl}/subscriptions/confirm?token=${encodeURIComponent(token)}`,
            },
            { kind: "paragraph", text: words.notYou },
            { kind: "link", label: subscriptionMail.unsubscribe, href: leave, small: true },
          ],
        },
        headers: unsubscribeHeaders(leave),
      }),
      composeMail({
        recipient: notifyEmail,
        subject: ownerNotice.subscription.subject,
        content: {
          title: ownerNotice.subscription.title,
          blocks: [
            { kind: "paragraph", text: ownerNotice.subscription.intro(email) },
            {
              kind: "button",
              label: ownerNotice.open,
              href: leadPageUrl(siteUrl, "subscription", subscriptionId),
              quiet: true,
            },
          ],
        },
      }),
    ];
  },

  articleNotice(
    email: string,
    token: string,
    siteUrl: string,
    article: { title: string; slug: string; excerpt: string },
  ): NewOutboxMessage {
    const leave = unsubscribeUrl(siteUrl, token);
    return composeMail({
      recipient: email,
      subject: subscriptionMail.articleNotice.subject(article.title),
      content: {
        title: article.title,
        blocks: [
          { kind: "paragraph", text: article.excerpt },
          {
            kind: "link",
            label: subscriptionMail.articleNotice.read,
            href: `${siteUrl}${articlePath(article.slug)}`,
          },
          { kind: "link", label: subscriptionMail.unsubscribe, href: leave, small: true },
        ],
      },
      headers: unsubscribeHeaders(leave),
    });
  },
};
