/**
 * SPEC §5 "Suspicious content", as DESIGN.md reads it: the shapes that make a browser run script,
 * never the English words they share ("Please review the document.", "JavaScript: can you help?",
 * "on Monday = fine"). Every value is escaped on output anyway; this refuses what is plainly an
 * attempt, and counts it as a security event (docs/decisions/038). Case-insensitive throughout.
 */

/** Tab, line feed and carriage return: a browser drops them anywhere in a URL (`java\tscript:`). */
const DROPPED = "[\\t\\n\\r]*";
/** The `javascript:` scheme, as a browser reads it in a link's address. */
const SCHEME = `\\b${[..."javascript"].join(DROPPED)}${DROPPED}:`;

/**
 * Every event-handler attribute Chromium knows (145, listed in 2026 from its window, document,
 * HTML, SVG and media prototypes), plus the touch and pointer ones of other browsers, without
 * their "on". Inside a tag any `on...=` is refused; this list is for a handler written on its own.
 */
const HANDLERS: readonly string[] = [
  "abort",
  "afterprint",
  "animation(?:cancel|end|iteration|start)",
  "appinstalled",
  "auxclick",
  "before(?:copy|cut|input|installprompt|match|paste|print|toggle|unload|xrselect)",
  "begin",
  "blur",
  "cancel",
  "canplay(?:through)?",
  "change",
  "click",
  "close",
  "command",
  "contentvisibilityautostatechange",
  "context(?:lost|menu|restored)",
  "copy",
  "cuechange",
  "cut",
  "dblclick",
  "drag(?:end|enter|leave|over|start)?",
  "drop",
  "durationchange",
  "emptied",
  "encrypted",
  "end(?:ed)?",
  "error",
  "focus(?:in|out)?",
  "formdata",
  "freeze",
  "fullscreen(?:change|error)",
  "gamepad(?:connected|disconnected)",
  "gotpointercapture",
  "hashchange",
  "input",
  "invalid",
  "key(?:down|press|up)",
  "languagechange",
  "load(?:ed(?:data|metadata)|end|start)?",
  "lostpointercapture",
  "message(?:error)?",
  "mouse(?:down|enter|leave|move|out|over|up|wheel)",
  "offline",
  "online",
  "page(?:hide|reveal|show|swap)",
  "paste",
  "pause",
  "play(?:ing)?",
  "pointer(?:cancel|down|enter|leave|lock(?:change|error)|move|out|over|rawupdate|up)",
  "popstate",
  "prerenderingchange",
  "progress",
  "ratechange",
  "readystatechange",
  "rejectionhandled",
  "repeat",
  "reset",
  "resize",
  "resume",
  "scroll(?:end|snapchange|snapchanging)?",
  "search",
  "securitypolicyviolation",
  "seek(?:ed|ing)",
  "select(?:ionchange|start)?",
  "show",
  "slotchange",
  "stalled",
  "storage",
  "submit",
  "suspend",
  "time(?:out|update)",
  "toggle",
  "touch(?:cancel|end|move|start)",
  "transition(?:cancel|end|run|start)",
  "unhandledrejection",
  "unload",
  "visibilitychange",
  "volumechange",
  "waiting(?:forkey)?",
  "webkit(?:animation(?:end|iteration|start)|fullscreen(?:change|error)|transitionend)",
  "wheel",
];

const patterns: readonly RegExp[] = [
  // A script element (`<script>`, `< SCRIPT src=...>`; `<scr<script>ipt>` holds one too).
  /<\s*script/i,
  // A frame or plug-in element, which loads a page or program of the writer's choosing.
  /<\s*(?:iframe|embed|object)\b/i,
  // Any attribute `on...=` inside a tag: `<img src=x onerror=...>`, `<svg/onload=...>`,
  // `<img src="x"onerror=...>`. A tag is `<` then a letter: "<5 users" or "a < b" is none.
  /<[a-z][^<>]*?[\s/"']on[a-z]+\s*=/i,
  // A handler on its own, as an attribute breaking out of another would be: `" onfocus=...`,
  // `ONLOAD =`. Only the real handlers' names: "on Monday = fine", "one = two", "online=yes" pass.
  new RegExp(`\\bon(?:${HANDLERS.join("|")})\\s*=`, "i"),
  // A javascript: address. As a link's address it has no space after the colon
  // ("javascript:alert(1)"); written after `=`, `url(` or a Markdown `](`, with or without one.
  // "JavaScript: the good parts" and "built in JavaScript: can you help?" are prose.
  new RegExp(`${SCHEME}(?=\\S)`, "i"),
  new RegExp(`(?:=|url\\(|\\]\\()\\s*["'\`]?\\s*${SCHEME}`, "i"),
  // Code that runs a string: `eval(` unless what follows is words in brackets ("an eval (pen
  // test)"), which is no code.
  /\beval\s*\((?![a-z ,.'-]*\s[a-z ,.'-]*\))/i,
  // Code that reads the cookies, writes the page or sends the visitor elsewhere, with JavaScript's
  // freedom of spaces before the dot or bracket (`document .cookie`). A dot then a space and a
  // capital is a sentence: "the document. Could you", "the window. Location: Truro".
  /\bdocument\s*(?:\.(?:cookie|write|writeln|location|domain)\b|\[\s*["'`](?:cookie|write|location|domain))/i,
  /\bwindow\s*(?:\.location\b|\[\s*["'`]location)/i,
  /\b(?:document\s*\.\s+(?:cookie|write|writeln|location|domain)|window\s*\.\s+location)\b/,
];

/** Character references a browser decodes in an attribute's value: `&#106;`, `&#x6A`, `&colon;`. */
const REFERENCE = /&(?:#(\d{1,8})|#x([0-9a-f]{1,7})|(colon|tab|newline));?/gi;
const NAMED: Record<string, string> = { colon: ":", tab: "\t", newline: "\n" };

function decodeReferences(value: string): string {
  return value.replace(REFERENCE, (_, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? "";
    const code = decimal ? Number(decimal) : Number.parseInt(hex ?? "", 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
  });
}

/** True when a value holds markup or script in one of the shapes above, plainly or in references. */
export function isSuspicious(value: string): boolean {
  if (patterns.some((pattern) => pattern.test(value))) return true;
  if (!value.includes("&")) return false;
  const decoded = decodeReferences(value);
  return decoded !== value && patterns.some((pattern) => pattern.test(decoded));
}
