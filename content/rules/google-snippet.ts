/** How much of a page Google's result (its snippet) shows: about 60 characters of a title and 160 of a description. */
export const MAX_TITLE_LENGTH = 60;
export const MIN_DESCRIPTION_LENGTH = 70;
export const MAX_DESCRIPTION_LENGTH = 160;
