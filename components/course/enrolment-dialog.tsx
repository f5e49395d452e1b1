'use client';

import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { notify } from '@/lib/notify';
import { buttonClasses } from '@/components/ui/button-styles';

interface EnrolmentDialogProps {
  courseTitle: string;
}

/** "Inscreva-se Agora": a confirmation only. Nothing is recorded and no request is made (spec). */
export function EnrolmentDialog({ courseTitle }: EnrolmentDialogProps) {
  const [open, setOpen] = useState(false);

  function confirm() {
    setOpen(false);
    notify.enrolmentConfirmed(courseTitle);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClasses('accent', 'w-full text-lg')}>Inscreva-se Agora</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/70" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card sm:p-8">
          <Dialog.Title className="pr-8 font-heading text-2xl font-extrabold text-navy-900">Confirmar inscrição</Dialog.Title>
          <Dialog.Description className="mt-4 text-slate-600">
            Você está se inscrevendo no curso <strong className="text-navy-900">{courseTitle}</strong>. Ao confirmar, você
            concorda com os termos de inscrição da escola e nossa equipe entrará em contato para combinar os próximos
            passos.
          </Dialog.Description>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClasses('outline')}>Cancelar</Dialog.Close>
            <button type="button" className={buttonClasses('primary')} onClick={confirm}>
              Confirmar inscrição
            </button>
          </div>
          <Dialog.Close
            aria-label="Fechar"
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-navy-900 hover:bg-ice-100"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
