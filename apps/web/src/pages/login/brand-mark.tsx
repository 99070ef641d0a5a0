// The SpecPulse mark: a teal tile with a pulse line (the favicon, drawn large).
export function BrandMark({ size = 56 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="SpecPulse">
      <rect width="32" height="32" rx="6" fill="#00796b" />
      <path d="M5 18h5l3-8 5 14 3-8h6" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinejoin="round" />
    </svg>
  );
}
