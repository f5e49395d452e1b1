// Inlined by the not-found page right before its copy of the first post (lib/early-bundle.ts).
import { standInForBlogPost } from '../not-found-page';

standInForBlogPost();
