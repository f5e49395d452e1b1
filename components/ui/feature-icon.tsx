import {
  Award,
  Briefcase,
  Building2,
  Clock,
  Eye,
  Gem,
  GraduationCap,
  HeartHandshake,
  ShieldCheck,
  Snowflake,
  Target,
  Thermometer,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { FeatureIconName } from '@/content/schema';

const ICONS: Record<FeatureIconName, LucideIcon> = {
  'graduation-cap': GraduationCap,
  wrench: Wrench,
  users: Users,
  award: Award,
  briefcase: Briefcase,
  clock: Clock,
  'shield-check': ShieldCheck,
  snowflake: Snowflake,
  thermometer: Thermometer,
  zap: Zap,
  'heart-handshake': HeartHandshake,
  target: Target,
  eye: Eye,
  gem: Gem,
  building: Building2,
};

interface FeatureIconProps {
  name: FeatureIconName;
  className?: string;
}

export function FeatureIcon({ name, className }: FeatureIconProps) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" strokeWidth={1.75} />;
}
