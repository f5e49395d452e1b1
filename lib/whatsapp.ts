/**
 * Links that open a WhatsApp conversation with the school (https://wa.me/<number>?text=…). Nothing is sent by the
 * site: the visitor's WhatsApp opens with the message ready, and they decide whether to send it.
 */

/** A wa.me number: digits only, country code first (no "+", spaces or punctuation), 10 to 15 digits. */
const WA_ME_NUMBER = /^[1-9]\d{9,14}$/;

/** The message a visitor starts with: naming the course on a course page, a general one elsewhere. */
export function whatsAppChatMessage(courseTitle?: string): string {
  return courseTitle
    ? `Olá! Tenho interesse no curso ${courseTitle}. Poderia me passar mais informações?`
    : 'Olá! Gostaria de mais informações sobre os cursos da escola.';
}

/** The chat link for `number` with `message` prefilled; throws (failing the build) on a malformed number. */
export function whatsAppChatUrl(number: string, message: string): string {
  if (!WA_ME_NUMBER.test(number)) {
    throw new Error(
      `content/site.ts: whatsapp "${number}" must be digits only with the country code first, e.g. 5543998254180`,
    );
  }
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
