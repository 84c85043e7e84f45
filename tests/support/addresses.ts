import addressparser from "nodemailer/lib/addressparser";

/**
 * What an attacker types into an email field to make one address mean another, or several: a
 * display name, angle brackets, quotes, comments, a group, a list, header injection, source
 * routing, encoded words, look-alike and invisible characters. No email field may accept one.
 */
export const HOSTILE_ADDRESSES = [
  '"X" <victim@example.co.uk>',
  '"X"<victim@example.co.uk>',
  "X <victim@example.co.uk>",
  "<victim@example.co.uk>",
  "victim@example.co.uk, other@example.co.uk",
  "victim@example.co.uk,other@example.co.uk",
  "x,victim@example.co.uk",
  "victim@example.co.uk,x",
  "victim@example.co.uk;other@example.co.uk",
  "victim@example.co.uk other@example.co.uk",
  "group:victim@example.co.uk;",
  "(comment)victim@example.co.uk",
  "victim(comment)@example.co.uk",
  "victim@example.co.uk(comment)",
  "victim@example.co.uk<other@example.co.uk>",
  '"victim@example.co.uk"@evil.example',
  '"two words"@example.co.uk',
  "victim\\@x@example.co.uk",
  "victim@evil.example@example.co.uk",
  "victim@[192.0.2.1]",
  "victim%evil.example@example.co.uk",
  "evil.example!victim@example.co.uk",
  "=?utf-8?q?victim?=@example.co.uk",
  "victim@example.co.uk\r\nBcc: other@example.co.uk",
  "victim@example.co.uk\nother@example.co.uk",
  "victim\u0000@example.co.uk",
  "vic\u200btim@example.co.uk",
  "vіctim@example.co.uk", // Cyrillic і
  "victim@exämple.co.uk",
  "ｖｉｃｔｉｍ@example.co.uk", // full-width letters
  "victim＠example.co.uk", // full-width at sign
  ".victim@example.co.uk",
  "vic..tim@example.co.uk",
  "victim.@example.co.uk",
  "victim@example.co.uk.",
  "victim@.example.co.uk",
  "victim@example",
  "@example.co.uk",
  "victim@",
  `${"v".repeat(241)}@example.co.uk`, // 255 characters
] as const;

/** Plain addresses, some typed in capitals or with spaces around: each is accepted, lower-cased. */
export const PLAIN_ADDRESSES = [
  " Morwenna.Trelawny@Example.CO.UK ",
  "o'brien@example.ie",
  "jory+insights@example.co.uk",
  "ops_team-1@mail.example-host.com",
] as const;

/**
 * Whether nodemailer reads `stored` as exactly one address, itself, with no name: its own parser
 * (the one `sendMail` reads `to` and `Reply-To` with), groups flattened into their members.
 */
export function isOneAddress(stored: string): boolean {
  const parsed = addressparser(stored, { flatten: true });
  return parsed.length === 1 && parsed[0]!.address === stored && !parsed[0]!.name;
}
