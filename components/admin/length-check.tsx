interface LengthCheckProps {
  label: string;
  length: number;
  min?: number;
  max: number;
}

/**
 * A text's length against the limit search results give it: "Título: 45 de no máximo 60 caracteres ✓". The build
 * refuses a page outside its limits, so a published report shows every count inside them.
 */
export function LengthCheck({ label, length, min, max }: LengthCheckProps) {
  const limit = min === undefined ? `de no máximo ${max} caracteres` : `caracteres (de ${min} a ${max})`;
  return (
    <p className="text-sm font-semibold text-navy-900">
      {label}: {length} {limit} ✓
    </p>
  );
}
