/** @jest-environment node */
import { reviewBody } from './content-review';

describe('the publication’s content to review', () => {
  it('lists each item for the day, says the publication goes on, and links the run', () => {
    const body = reviewBody(['O selo "MATRÍCULAS 2025" …', 'O curso "Split" …'], '2026-11-29', 'https://run');
    expect(body).toContain('O site diz, em 29 de novembro de 2026, o que já não vale');
    expect(body).toContain('\n- O selo "MATRÍCULAS 2025" …\n- O curso "Split" …\n');
    expect(body).toContain('A publicação diária continua');
    expect(body).toContain('Publicação que conferiu: https://run');
  });

  it('is empty when there is nothing to review, so the workflow closes the issue', () => {
    expect(reviewBody([], '2026-11-29', 'https://run')).toBe('');
  });
});
