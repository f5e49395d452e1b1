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
  type IconNode,
} from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { FeatureIconName } from '@/content/page-schemas';

const ICONS: Record<FeatureIconName, IconNode> = {
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
  return <Icon icon={ICONS[name]} className={className} strokeWidth={1.75} />;
}
