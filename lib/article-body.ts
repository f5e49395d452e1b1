/**
 * The class of the element that holds a post's body rendered from Markdown: styled by app/globals.css, and
 * looked at by the post-build step, which stops the build if a script ever ends up inside it.
 */
export const ARTICLE_BODY_CLASS = 'prose-content';
