/**
 * `table[key]` for a key a request chose (a form's `intent`), only when the table itself holds it:
 * `__proto__`, `constructor` or `valueOf` would otherwise find what every object inherits, and
 * calling that answered 500.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
