/**
 * A value as JSON for an inline script (JavaScript or JSON-LD): "<" is escaped so no value can close the script
 * element, and the text stays valid JSON.
 */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
