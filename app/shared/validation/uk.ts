// No imports: the firm's facts (app/content/company.ts) read these in the browser too.

/**
 * The shapes of the UK facts the firm's settings take (docs/decisions/045): a company number, a
 * postcode and a phone number, each read as typed and given back in its one written form, or
 * undefined when it is not that shape.
 */

/**
 * Companies House's prefixes before six digits (Scotland SC, Northern Ireland NI, LLPs OC/SO/NC,
 * limited partnerships LP/SL/NL, overseas FC/SF/NF, societies IP/SP/NP/RC/SR/NR/IC/SI/NV, and
 * the rarer ones); every other number is eight digits.
 */
const PREFIXES = new Set(
  "SC NI OC SO NC LP SL NL FC SF NF IP SP NP RC SR NR IC SI NV AC ZC SA SZ NA NZ GE GS GN CE CS RS SE NO PC R0 IS ES".split(
    " ",
  ),
);

/** A company number, spaces out and upper-case ("sc 123456" → "SC123456"). */
export function companyNumber(typed: string): string | undefined {
  const number = typed.replace(/\s+/g, "").toUpperCase();
  if (/^\d{8}$/.test(number)) return number;
  if (/^[A-Z][A-Z0-9]\d{6}$/.test(number) && PREFIXES.has(number.slice(0, 2))) return number;
  return undefined;
}

/** A UK postcode, upper-case with its one space ("tr151aa" → "TR15 1AA"). */
export function postcode(typed: string): string | undefined {
  const code = typed.replace(/\s+/g, "").toUpperCase();
  if (code === "GIR0AA") return "GIR 0AA";
  if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(code)) return undefined;
  return `${code.slice(0, -3)} ${code.slice(-3)}`;
}

export type PhoneNumber = {
  /** The international form, for `tel:` links and structured data: "+441632960123". */
  e164: string;
  /** As the UK writes it: "01632 960123", "020 7946 0000", "07700 900123". */
  display: string;
};

/** Ranges a business's own number can be in: geographic (01, 02), non-geographic (03), mobile (07), freephone and business rate (080, 084, 087). */
const UK_NATIONAL = /^0(?:1\d{8,9}|2\d{9}|3\d{9}|7\d{9}|80(?:0\d{6}|\d{8})|8[47]\d{8})$/;

/** Where the national number breaks, by its leading digits (Ofcom's written forms). */
function grouped(national: string): string {
  const at = (...cuts: number[]) => {
    const parts: string[] = [];
    let from = 0;
    for (const cut of [...cuts, national.length]) {
      parts.push(national.slice(from, cut));
      from = cut;
    }
    return parts.join(" ");
  };
  if (national.startsWith("02")) return at(3, 7);
  if (/^01\d1|^011/.test(national)) return at(4, 7);
  if (/^0[389]/.test(national)) return national.length === 10 ? at(4) : at(4, 7);
  return at(5);
}

/**
 * A UK phone number as typed ("01632 960123", "+44 (0)1632 960 123", "0044 1632-960123"), or
 * undefined when it is not a UK business number.
 */
export function ukPhone(typed: string): PhoneNumber | undefined {
  if (!/^[\d\s()+.-]+$/.test(typed)) return undefined;
  let digits = typed.replace(/\(0\)/g, "").replace(/\D/g, "");
  if (typed.trim().startsWith("+")) {
    if (!digits.startsWith("44")) return undefined;
    digits = `0${digits.slice(2)}`;
  } else if (digits.startsWith("0044")) digits = `0${digits.slice(4)}`;
  if (!UK_NATIONAL.test(digits)) return undefined;
  return { e164: `+44${digits.slice(1)}`, display: grouped(digits) };
}

/** A time of day on the UK clock, "HH:MM", 00:00 to 23:59 ("9:00" → "09:00"). */
export function clockTime(typed: string): string | undefined {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(typed.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}
