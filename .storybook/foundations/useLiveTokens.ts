// The theme tokens a story wears, as the page really has them: the names core's createThemeTokens
// sets, plus any other `--sf-*` property the theme wrapper's computed style holds (tokens a
// stylesheet adds), each with its computed value. Foundations pages list tokens from here, so a
// token added to the theme code appears on them without an edit.
import {useLayoutEffect, useMemo, useRef, useState, type RefObject} from 'react';
import {createThemeTokens} from '@schaufenster/core';

/** A token name and its value. */
export type Token = readonly [name: string, value: string];

/** The wrapper ThemeProvider renders (`data-color-mode`), around `element`. */
export function themeWrapper(element: Element | null): Element | null {
  return element?.closest('[data-color-mode]') ?? null;
}

/** Every `--sf-*` custom property of `element`'s computed style, with its value, by name. */
function computedTokens(element: Element, names: Iterable<string> = []): Token[] {
  const style = getComputedStyle(element);
  const all = new Set(names);
  for (const name of Array.from(style)) if (name.startsWith('--sf-')) all.add(name);
  return [...all]
    .map((name): Token => [name, style.getPropertyValue(name).trim()])
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => a.localeCompare(b, 'en', {numeric: true}));
}

/**
 * The live theme tokens whose names match `pattern`, for the brand and base colour the story
 * wears; plus a ref to put on the page's root element (inside the story's ThemeProvider).
 */
export function useLiveTokens(
  theme: {brandColor: string; baseColor: string},
  pattern: RegExp,
): [RefObject<HTMLElement | null>, Token[]] {
  const ref = useRef<HTMLElement | null>(null);
  const {brandColor, baseColor} = theme;
  const declared = useMemo(
    () => Object.entries(createThemeTokens({brandColor, baseColor})) as Token[],
    [brandColor, baseColor],
  );
  const [tokens, setTokens] = useState<Token[]>(declared);
  useLayoutEffect(() => {
    const wrapper = themeWrapper(ref.current);
    setTokens(
      wrapper
        ? computedTokens(
            wrapper,
            declared.map(([name]) => name),
          )
        : declared,
    );
  }, [declared]);
  return [ref, tokens.filter(([name]) => pattern.test(name))];
}
