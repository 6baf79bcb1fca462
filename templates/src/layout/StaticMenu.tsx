import type {SiteData} from '@schaufenster/core';
import {Link, menuView, useLanguage, useMessages, type MenuLinkView} from '@schaufenster/ui';
import styles from './PageLayout.module.css';

/** Props of {@link StaticMenu}. */
export interface StaticMenuProps {
  /** The retailer's content; its primary menu is listed. */
  data: SiteData;
}

/**
 * The primary menu as plain nested links for visitors without JavaScript ("the page renders fully
 * without JavaScript: … menus (as links)"). The drawer that holds the menu is an island and opens
 * only with JavaScript, so this copy sits in `<noscript>` and costs nothing when scripts run.
 * Groups are listed open: there is nothing to expand them with.
 */
export function StaticMenu({data}: StaticMenuProps) {
  const t = useMessages();
  const {lang} = useLanguage();
  const entries = menuView(data.menus.primary, {lang, available: data.project.languages});
  if (entries.length === 0) return null;
  return (
    <noscript>
      <nav className={styles.staticMenu} aria-label={t('menuPrimaryLabel')}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              <MenuItem link={entry} />
              {entry.groups.map((group) => (
                <ul key={group.key} aria-label={group.label}>
                  {group.links.map((link) => (
                    <li key={link.key}>
                      <MenuItem link={link} />
                    </li>
                  ))}
                </ul>
              ))}
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}

function MenuItem({link}: {link: MenuLinkView}) {
  return (
    <>
      {link.target === null ? (
        <span>{link.label}</span>
      ) : (
        <Link to={link.target}>{link.label}</Link>
      )}
      {link.sub.length > 0 && (
        <ul>
          {link.sub.map((sub) => (
            <li key={sub.key}>
              <MenuItem link={sub} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
