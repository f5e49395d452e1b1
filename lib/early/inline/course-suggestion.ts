// Inlined by the not-found page right after its suggestion paragraph (lib/early-bundle.ts).
import { SUGGESTION_PARAGRAPH_ID, suggestCourse } from '../not-found-page';

suggestCourse(SUGGESTION_PARAGRAPH_ID);
