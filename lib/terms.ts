/**
 * The terms of enrolment (termos de inscrição): the page that the enrolment dialog's "termos de inscrição" and every
 * price block link to, built from content/terms.yaml, content/policies.yaml and the classes' own data.
 */
export const TERMS_PATH = '/termos-de-inscricao';
