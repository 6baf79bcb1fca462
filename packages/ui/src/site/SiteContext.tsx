import {createContext, useContext, type ReactNode} from 'react';

/** Facts about the site that links and the page shell need, beyond the language. */
export interface SiteContextValue {
  /** The site's own host (`www.example.de`): texts starting with it are internal links (spec §2). */
  host: string;
}

const SiteContext = createContext<SiteContextValue>({host: ''});

/** Props of {@link SiteProvider}. */
export interface SiteProviderProps extends SiteContextValue {
  /** The site's content. */
  children?: ReactNode;
}

/** Provides the site's host to links; each island root gets one from the build. */
export function SiteProvider({host, children}: SiteProviderProps) {
  return <SiteContext.Provider value={{host}}>{children}</SiteContext.Provider>;
}

/** The site context (host ''; no own-host links) when no provider is present. */
export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}
