import type { ReactNode } from 'react';
import { anchor } from '../content/sections';

interface SectionLinksProps {
  links: ReadonlyArray<{ label: string; id: string }>;
  listClassName?: string;
  linkClassName?: string;
  /** Called when a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
  /** Further list items after the section links. */
  children?: ReactNode;
}

/** A list of in-page links to the landing page sections: the header, its mobile menu and the footer. */
export function SectionLinks({ links, listClassName, linkClassName, onNavigate, children }: SectionLinksProps) {
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.id}>
          <a href={anchor(link.id)} className={linkClassName} onClick={onNavigate}>
            {link.label}
          </a>
        </li>
      ))}
      {children}
    </ul>
  );
}
