import type { ReactNode } from 'react';

const tones = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-rio-300 bg-rio-50 text-rio-900',
  info: 'border-terra-200 bg-terra-50 text-terra-900',
} as const;

/** A message block; errors are announced at once, the rest politely. */
export function Alert({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${tones[tone]}`}
    >
      {children}
    </div>
  );
}
