import type {ReactNode} from 'react';
import {linkHref, resolveLink, type LinkInput} from '@schaufenster/core';
import {closeDrawer} from '../drawer/drawerStore.ts';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {Icon} from '../Icon/Icon.tsx';
import {useSite} from '../site/SiteContext.tsx';
import {VisuallyHidden} from '../VisuallyHidden/VisuallyHidden.tsx';
import styles from './Link.module.css';

/** Props of {@link Link}. */
export interface LinkProps {
  /** Target: a page id, a path, a URL, mailto:/tel:, or `{page|path, anchor}` (spec §2 Links). */
  to: LinkInput;
  /** The link text. */
  children: ReactNode;
  /** Extra class for layout by the parent. */
  className?: string;
  /** Called after the link is followed, e.g. to close a menu group. */
  onFollow?: () => void;
  /**
   * Leave out the external icon and the hidden new-tab hint because the children already say
   * it (e.g. a social icon named by `socialLinkLabel`). New-tab behaviour stays. @default false
   */
  ownNewTabHint?: boolean;
}

/**
 * A link per spec §2 Links: internal targets use the current language's path, external,
 * mailto: and tel: links open in a new tab with an icon and a screen-reader hint, and following
 * any link closes the drawer. A target that cannot be resolved renders as plain text.
 * A native anchor (not RAC's Link): it works before hydration and the site runtime intercepts
 * internal clicks itself.
 */
export function Link({to, children, className, onFollow, ownNewTabHint = false}: LinkProps) {
  const {lang} = useLanguage();
  const {host} = useSite();
  const t = useMessages();
  const link = resolveLink(to, {lang, host});
  if (link === null) return <span className={className}>{children}</span>;
  const follow = () => {
    closeDrawer();
    onFollow?.();
  };
  if (link.kind === 'internal') {
    return (
      <a className={className ?? styles.link} href={link.path} onClick={follow}>
        {children}
      </a>
    );
  }
  return (
    <a
      className={className ?? styles.link}
      href={linkHref(link)}
      target={link.target}
      rel={link.rel}
      onClick={follow}
    >
      {children}
      {!ownNewTabHint && (
        <>
          <Icon name="external" size="0.9em" />
          <VisuallyHidden>{` ${t('externalLinkNewTab')}`}</VisuallyHidden>
        </>
      )}
    </a>
  );
}
