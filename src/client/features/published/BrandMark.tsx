// The platform's mark in a header: its logo (or the console's icon) and its name. A view, shown
// by the shell's header (published appearance) and by the preview (the draft).
import { Icon } from 'semantic-ui-react';
import './published.css';

export default function BrandMark({ name, logoUrl }: { name: string; logoUrl?: string }) {
  return (
    <>
      {logoUrl ? <img className="brand-logo" src={logoUrl} alt="" data-testid="brand-logo" /> : <Icon name="university" />}
      <span data-testid="brand-name" data-user-content>
        {name}
      </span>
    </>
  );
}
