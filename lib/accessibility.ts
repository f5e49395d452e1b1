/**
 * What the site promises its readers, in one place: the accessibility statement (/acessibilidade) says it, and the
 * end-to-end quality gates check it (e2e/quality/: gates.ts, target-size.ts, reader-settings.ts, e2e/support/widths.ts
 * import these values). A change here changes both the promise and its test.
 */
import { NOT_IMPLEMENTED_DURATION_MS, NOTICE_REGION_HOTKEY, SUCCESS_DURATION_MS } from './early/notices/catalogue';

export const ACCESSIBILITY_PATH = '/acessibilidade';

/** The standards, as the statement names them. */
export const STANDARDS = {
  wcag: 'WCAG 2.2',
  /** Met in full. */
  level: 'AA',
  /** Brazil's reference for public sites (Modelo de Acessibilidade em Governo Eletrônico). */
  emag: 'eMAG 3.1',
  /** The law that asks it of companies based in Brazil. */
  law: 'Lei Brasileira de Inclusão (Lei 13.146/2015), art. 63',
} as const;

/** axe-core's rule sets run on every page and state: WCAG 2.0–2.2 A, AA and AAA, and its best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/** The screen widths every page is audited at: a phone and a desktop (CSS px). */
export const AUDITED_WIDTHS_PX = { phone: 375, desktop: 1280 } as const;
/** The narrowest width the site is read at (WCAG 1.4.10's 320 CSS px): where the touch targets are measured. */
export const NARROWEST_WIDTH_PX = 320;
/** WCAG 2.5.5 (AAA): every pointer target at least this many CSS px on each side. */
export const MIN_TARGET_PX = 44;
/** WCAG 1.4.6 (AAA): contrast of text against its background (large text: 4.5:1). */
export const ENHANCED_CONTRAST_RATIO = 7;

/** WCAG 1.4.12: the text spacing a reader may set, all at once (in em, but line height, in multiples of the size). */
export const TEXT_SPACING = {
  lineHeight: 1.5,
  letterSpacingEm: 0.12,
  wordSpacingEm: 0.16,
  paragraphSpacingEm: 2,
} as const;
/** WCAG 1.4.4: the text size a reader may set in the browser. */
export const TEXT_SIZE_PERCENT = 200;

/** The reader's settings each page is tested in, as the statement lists them. */
export const READER_SETTINGS: readonly string[] = [
  'cores forçadas (os temas de alto contraste do Windows), claros e escuros',
  `texto em ${TEXT_SIZE_PERCENT}% do tamanho normal`,
  `espaçamento de texto maior (linhas a ${TEXT_SPACING.lineHeight.toLocaleString('pt-BR')} vezes a letra, parágrafos a ${TEXT_SPACING.paragraphSpacingEm} vezes, letras e palavras mais afastadas)`,
  'movimento reduzido: o carrossel não passa sozinho e a rolagem não é animada',
  'mais contraste: bordas mais fortes',
  'só o teclado, e leitor de tela nos caminhos principais (escolher um curso e se inscrever, falar com a escola, buscar, ler e compartilhar um artigo)',
  'sem JavaScript: todo o conteúdo e todos os botões funcionam',
];

/** How soon the school answers a report of a barrier. */
export const REPORT_ANSWER_BUSINESS_DAYS = 2;
/** When the statement was last reviewed against the site (AAAA-MM-DD). */
export const STATEMENT_REVIEWED_ON = '2026-11-27';

const seconds = (ms: number) => (ms / 1000).toLocaleString('pt-BR');

/** What does not yet meet the standard, or meets it only in part, and why. */
export const KNOWN_EXCEPTIONS: readonly { title: string; detail: string }[] = [
  {
    title: 'Mapa do Google na página de contato',
    detail:
      'O mapa vem do Google e não é feito por nós. Parte do que ele mostra não chega ao leitor de tela. O endereço está escrito na mesma página, junto aos outros contatos.',
  },
  {
    title: 'Avisos que somem sozinhos',
    detail: `Os avisos na parte de baixo da tela ficam ${seconds(NOT_IMPLEMENTED_DURATION_MS)} a ${seconds(SUCCESS_DURATION_MS)} segundos. O tempo para enquanto o cursor ou o foco está sobre o aviso. A tecla ${NOTICE_REGION_HOTKEY.join('+')} leva até ele, e o leitor de tela lê cada aviso assim que ele aparece.`,
  },
  {
    title: 'Aviso sobre outros botões',
    detail:
      'No celular, enquanto aparece, o aviso cobre parte da tela, e às vezes um botão. Ele se fecha com o botão “Fechar notificação” ou com um toque arrastado para o lado.',
  },
  {
    title: 'Textos técnicos',
    detail:
      'Algumas páginas de cursos usam os nomes técnicos da profissão, como fluidos refrigerantes e normas de segurança. Explicamos os termos nas aulas e escrevemos o resto em frases curtas.',
  },
];
