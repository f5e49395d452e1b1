import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@testing-library/react';
import { notify } from '@/lib/notify';
import { CourseEnrolment } from './course-enrolment';

jest.mock('@/lib/notify', () => ({
  ...jest.requireActual<typeof import('@/lib/notify')>('@/lib/notify'),
  notify: { enrolmentConfirmed: jest.fn() },
}));

// jsdom has no modal dialogs: enough of HTMLDialogElement for the component's calls.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('EnrolmentDialog in the pre-rendered HTML (before hydration)', () => {
  function serverHtml() {
    document.body.innerHTML = renderToString(
      <>
        <CourseEnrolment courseTitle="Curso A" />
        <CourseEnrolment courseTitle="Curso B" triggerClassName="sm:hidden" />
      </>,
    );
  }

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

  it('closes with commands and confirms into a success popover inside the same dialog', () => {
    serverHtml();
    for (const dialog of document.querySelectorAll('dialog')) {
      const closers = dialog.querySelectorAll(`button[command="close"][commandfor="${dialog.id}"]`);
      expect(closers).toHaveLength(3); // Cancelar, the ✕ and the success notice's Fechar
      const confirm = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Confirmar inscrição');
      const success = document.getElementById(confirm?.getAttribute('popovertarget') ?? '');
      expect(success?.getAttribute('popover')).toBe('auto');
      expect(dialog.contains(success)).toBe(true);
      expect(success).toHaveTextContent('Inscrição realizada com sucesso!');
    }
  });
});

describe('EnrolmentDialog once hydrated', () => {
  it('opens, and confirming closes it and shows the success notice for its course', () => {
    render(<CourseEnrolment courseTitle="Curso A" />);
    const trigger = screen.getByRole('button', { name: 'Inscreva-se Agora' });
    expect(trigger).not.toHaveAttribute('commandfor');
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Confirmar inscrição' });
    expect(dialog).toHaveAttribute('open');

    const confirm = screen.getByRole('button', { name: 'Confirmar inscrição' });
    expect(confirm).not.toHaveAttribute('popovertarget');
    fireEvent.click(confirm);
    expect(dialog).not.toHaveAttribute('open');
    expect(notify.enrolmentConfirmed).toHaveBeenCalledWith('Curso A');
  });
});
