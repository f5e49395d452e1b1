import { renderToString } from 'react-dom/server';
import { CourseEnrolment } from './course-enrolment';
import { parseNotice } from '@/lib/early/notices/hub';
import { NOTICES } from '@/lib/early/notices/catalogue';

afterEach(() => {
  document.body.innerHTML = '';
});

function serverHtml() {
  document.body.innerHTML = renderToString(
    <>
      <CourseEnrolment courseTitle="Curso A" />
      <CourseEnrolment courseTitle="Curso B" triggerClassName="sm:hidden" />
    </>,
  );
}

describe('EnrolmentDialog (a server component: its HTML is all there is)', () => {
  it('gives each instance its own ids, so two on one page open their own dialog', () => {
    serverHtml();
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);

    const triggers = [...document.querySelectorAll('button[command="show-modal"]')];
    expect(triggers).toHaveLength(2);
    const dialogs = triggers.map((trigger) => document.getElementById(trigger.getAttribute('commandfor') ?? ''));
    expect(dialogs.map((dialog) => dialog?.tagName)).toEqual(['DIALOG', 'DIALOG']);
    expect(dialogs[0]).not.toBe(dialogs[1]);
    expect(dialogs[0]).toHaveTextContent('Curso A');
    expect(dialogs[1]).toHaveTextContent('Curso B');
    expect(triggers[1]).toHaveClass('sm:hidden');
  });

  it('closes with commands; Confirm carries its notice (the early script) and, without JavaScript, a popover', () => {
    serverHtml();
    for (const [index, dialog] of [...document.querySelectorAll('dialog')].entries()) {
      const closers = dialog.querySelectorAll(`button[command="close"][commandfor="${dialog.id}"]`);
      expect(closers).toHaveLength(3); // Cancelar, the ✕ and the no-script success popover's Fechar
      const confirm = [...dialog.querySelectorAll('button')].find(
        (button) => button.textContent === 'Confirmar inscrição',
      );
      expect(parseNotice(confirm?.getAttribute('data-notice') ?? null)).toEqual(
        NOTICES.enrolmentConfirmed(index === 0 ? 'Curso A' : 'Curso B'),
      );
      expect(confirm).toHaveAttribute('data-closes-dialog');
      const success = document.getElementById(confirm?.getAttribute('popovertarget') ?? '');
      expect(success?.getAttribute('popover')).toBe('auto');
      expect(dialog.contains(success)).toBe(true);
      expect(success).toHaveTextContent('Inscrição realizada com sucesso!');
    }
  });
});
