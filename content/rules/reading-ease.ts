/** The page report's placeholder of one page's reading ease: `<div data-reading-ease="/cursos/x">`, filled after the build. */
export const READING_EASE_ATTRIBUTE = 'data-reading-ease';
