import { about } from '@/content/about';
import { commitment, reasons, whyChooseIntro } from '@/content/reasons';
import type { AboutContent, Commitment, FeatureCard } from '@/content/schema';

export function getAbout(): AboutContent {
  return about;
}

export function getReasons(): readonly FeatureCard[] {
  return reasons;
}

export function getCommitment(): Commitment {
  return commitment;
}

export function getWhyChooseIntro(): string {
  return whyChooseIntro;
}
