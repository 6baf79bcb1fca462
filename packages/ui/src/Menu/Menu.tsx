import {useCallback, useMemo, useReducer} from 'react';
import type {PrimaryMenuEntry} from '@schaufenster/core';
import {useLanguage} from '../i18n/useLanguage.ts';
import {useMessages} from '../i18n/useMessages.ts';
import {MenuGroup} from './MenuGroup.tsx';
import {MenuItemLink, MenuLinkList} from './MenuLinkList.tsx';
import {MENU_GROUPS_CLOSED, isGroupOpen, menuGroupsReducer} from './menuGroupsReducer.ts';
import {menuView} from './menuView.ts';
import styles from './Menu.module.css';

/** Where a menu's groups open. */
type MenuVariant = 'floating' | 'inline';

/** Props of {@link Menu}. */
export interface MenuProps {
  /** The primary menu's entries (`SiteData.menus.primary`). */
  entries: readonly PrimaryMenuEntry[];
  /**
   * `floating`: groups open in a panel 170px from the top of the window (header);
   * `inline`: groups open in the flow of the list (drawer). @default 'floating'
   */
  variant?: MenuVariant;
  /**
   * The shop's cart page, listed after the entries as "Warenkorb" (in the drawer, phones reach the
   * cart from the menu too). @default null
   */
  cartPath?: string | null;
}

/**
 * The primary menu (spec §2 Menus): plain links, links with sub-links and groups of sub-links
 * that expand in a panel. One group is open at a time and following any link closes them all
 * (spec §4 Menu groups); the link itself also closes the drawer.
 */
export function Menu({entries, variant = 'floating', cartPath = null}: MenuProps) {
  const t = useMessages();
  const {lang, available} = useLanguage();
  const items = useMemo(() => menuView(entries, {lang, available}), [entries, lang, available]);
  const [groups, dispatch] = useReducer(menuGroupsReducer, MENU_GROUPS_CLOSED);
  const closeAll = useCallback(() => dispatch({type: 'closeAll'}), []);
  return (
    <nav aria-label={t('menuPrimaryLabel')} className={styles.menu} data-variant={variant}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <MenuItemLink link={item} onFollow={closeAll} />
            {item.sub.length > 0 && <MenuLinkList links={item.sub} onFollow={closeAll} />}
            {item.groups.map((group) => (
              <MenuGroup
                key={group.key}
                group={group}
                isExpanded={isGroupOpen(groups, group.key)}
                onToggle={() => dispatch({type: 'toggle', key: group.key})}
                onCloseAll={closeAll}
                isDismissable={variant === 'floating'}
              />
            ))}
          </li>
        ))}
        {cartPath !== null && (
          <li className={styles.item}>
            <MenuItemLink
              link={{key: 'cart', label: t('menuCartLink'), target: cartPath, sub: []}}
              onFollow={closeAll}
            />
          </li>
        )}
      </ul>
    </nav>
  );
}
