import { render, screen } from '@testing-library/react';
import { site } from '@/content/site';
import { WhatsAppLink } from './whatsapp-link';

function decodedMessage(link: HTMLElement): string {
  return new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
}

describe('WhatsAppLink', () => {
  it('opens a chat with the school about the course, in a new tab, saying so', () => {
    render(<WhatsAppLink courseTitle="Refrigeração Comercial" />);
    const link = screen.getByRole('link', { name: 'Conversar no WhatsApp (abre em nova aba)' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${site.whatsapp}\\?text=`));
    expect(decodedMessage(link)).toContain('Tenho interesse no curso Refrigeração Comercial');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Conversar no WhatsApp');
  });

  it('as an icon keeps the same accessible name and shows no text', () => {
    render(<WhatsAppLink courseTitle="Refrigeração Comercial" look="icon" />);
    const link = screen.getByRole('link', { name: 'Conversar no WhatsApp (abre em nova aba)' });
    expect(link).toHaveTextContent('');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('asks a general question without a course', () => {
    render(<WhatsAppLink />);
    expect(decodedMessage(screen.getByRole('link'))).not.toMatch(/no curso/);
  });
});
