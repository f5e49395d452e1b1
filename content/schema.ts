/**
 * Every kind of site content, defined once: the zod schema is the rule the build checks and the TypeScript type
 * is inferred from it. Limits fixed by the spec or by search engines (slug form, ISO dates, 1–5 rating, title and
 * description lengths, image size and alt text) live with each schema, with the pt-BR message the build prints when an
 * entry breaks them (content/collection.ts adds the file, the entry and the field). Every object is strict: a misspelt
 * field ("descripton") in a content file is an error, not a field silently ignored.
 *
 * This module gathers them, one module for each thing described: the field rules (content/fields.ts), a page's title
 * (content/page-title-schema.ts), a course (content/course-schema.ts, with what a visitor needs to decide on it in
 * content/course-decision-schema.ts), a class of a course (content/course-class-schema.ts), a blog post
 * (content/post-schema.ts), the blog and its categories (content/blog-schema.ts), the search and share texts of the
 * other pages (content/static-page-schema.ts) and the school's identity (content/site-schema.ts). The fixed pages
 * and the home page's lists are in content/page-schemas.ts.
 */

export * from './fields';
export * from './site-schema';
export * from './course-class-schema';
export * from './course-decision-schema';
export { documentTitle, titleTooLongMessage } from './page-title-schema';
export * from './course-schema';
export * from './post-schema';
export * from './static-page-schema';
export * from './blog-schema';
