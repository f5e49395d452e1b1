/** The Portuguese hyphenator of `hyphen` (TeX's hyph-pt patterns), which ships no types. */
declare module 'hyphen/pt' {
  interface HyphenateOptions {
    /** Inserted at each break (a soft hyphen by default). */
    hyphenChar?: string;
    /** Shorter words are left whole (5 by default). */
    minWordLength?: number;
    /** Whether the text is HTML, whose tags are skipped (true by default). */
    html?: boolean;
  }
  export function hyphenateSync(text: string, options?: HyphenateOptions): string;
}
