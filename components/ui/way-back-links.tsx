import { IntentLink } from '@/components/ui/intent-link';
import { buttonClasses } from '@/components/ui/button-styles';

/** The two ways back of the error pages (not found, malformed address): the home page and the course list. */
export function WayBackLinks() {
  return (
    <div className="mt-10 flex flex-wrap justify-center gap-3">
      <IntentLink href="/" className={buttonClasses('primary')}>
        Voltar para o início
      </IntentLink>
      <IntentLink href="/cursos" className={buttonClasses('outline')}>
        Ver todos os cursos
      </IntentLink>
    </div>
  );
}
