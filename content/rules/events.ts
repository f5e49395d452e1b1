/**
 * Google's event results (a class of a course is published as an Event, lib/json-ld.ts): the narrowest picture Google
 * takes for an event. A course picture narrower than this gives way to the course page's share image (1200 px wide).
 */
export const EVENT_IMAGE_MIN_WIDTH = 720;
