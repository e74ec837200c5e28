// A control the session may not use (issue 36): shown disabled, its reason on hover. A disabled
// button takes no pointer events, so the reason sits on a wrapper around it.
import type { ReactNode } from 'react';

export function Refusable({ reason, children }: { reason: string | null | undefined; children: ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <span className="refusable" title={reason} data-refused={reason} style={{ display: 'inline-block' }}>
      {children}
    </span>
  );
}
