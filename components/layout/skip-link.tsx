export const MAIN_CONTENT_ID = 'conteudo';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[100] rounded-md bg-accent-400 px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
    >
      Pular para o conteúdo
    </a>
  );
}
