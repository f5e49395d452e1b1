/** A value as a JavaScript literal for an inline script: JSON, with "<" escaped so no value can close the script element. */
export function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
