// Controls that can only work with a script (the carousels' arrows and dots, the hero's pause control, the contact
// form's submit button, "Copiar link") carry this attribute. With JavaScript they work from the first paint (the
// early script, before the framework); without it the layout's <noscript> style hides them, so that no control is
// shown that would do nothing (the contact form then shows its note with the phone and e-mail instead).

export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';

/** The layout's <noscript> style. */
export const NO_SCRIPT_CSS = `[${NEEDS_SCRIPT_ATTRIBUTE}]{display:none!important}`;
