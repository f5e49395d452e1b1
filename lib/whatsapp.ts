/**
 * Links that open a WhatsApp conversation with the school (https://wa.me/<number>?text=…). Nothing is sent by the
 * site: the visitor's WhatsApp opens with the message ready, and they decide whether to send it.
 */

/** The message a visitor starts with: naming the course on a course page, a general one elsewhere. */
export function whatsAppChatMessage(courseTitle?: string): string {
  return courseTitle
    ? `Olá! Tenho interesse no curso ${courseTitle}. Poderia me passar mais informações?`
    : 'Olá! Gostaria de mais informações sobre os cursos da escola.';
}

/** The message of "Quero esta turma": the course, the class's first day and its shift, for the school to find it. */
export function whatsAppClassMessage(courseTitle: string, startDay: string, className: string): string {
  return `Olá! Quero me inscrever na ${className} do curso ${courseTitle}, com início em ${startDay}. Como faço a matrícula?`;
}

/** The question of a class without a price, "sob consulta": the same class named as in `whatsAppClassMessage`. */
export function whatsAppClassPriceMessage(courseTitle: string, startDay: string, className: string): string {
  return `Olá! Qual é o preço da ${className} do curso ${courseTitle}, com início em ${startDay}? E as formas de pagamento?`;
}

/** The chat link for `number` (digits only, country code first: checked by content/schema.ts) with `message` prefilled. */
export function whatsAppChatUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
