/** A UK telephone number as typed ("07700 900123", "+44 (0)1632 960123"), and its tel: link. */
export type Phone = { display: string; href: string };

const UK_NUMBER = /(?<![\d+])(?:\+44[\s-]?(?:\(0\)[\s-]?)?|0)\d(?:[\s-]?\d){8,9}(?!\d)/;

/**
 * The first UK telephone number in a text, if any: enquiries have no phone field, but people
 * write their number in the message, and the owner calls back from a phone (a tel: link).
 */
export function phoneIn(text: string | null | undefined): Phone | undefined {
  const found = text?.match(UK_NUMBER)?.[0];
  if (!found) return undefined;
  const digits = found.replace(/\D/g, "");
  const national = digits.startsWith("44") ? digits.slice(2).replace(/^0/, "") : digits.slice(1);
  if (national.length < 9 || national.length > 10) return undefined;
  return { display: found.trim(), href: `tel:+44${national}` };
}

/**
 * A number a visitor gave for us to call them on, as a tel: link: a UK number as `phoneIn` reads
 * it, else its own digits (with its + when it has one), so that a number from abroad dials too.
 */
export function dialable(number: string): Phone {
  const display = number.trim();
  return (
    phoneIn(display) ?? {
      display,
      href: `tel:${display.startsWith("+") ? "+" : ""}${display.replace(/\D/g, "")}`,
    }
  );
}
