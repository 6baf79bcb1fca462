// The HTML document around a prerendered body (decision 011 "Document").
import type {HeadTags, Lang} from '@schaufenster/core';
import {AFTER_PAINT_PRELOADS_ATTRIBUTE} from '../../contract/islandMarkup.ts';
import {runtimeConfigHtml, type RuntimeConfig} from '../../contract/runtimeConfig.ts';
import type {ClientModules} from '../clientModules.ts';
import type {PageModulePreloads} from './modulePreloads.ts';

/** Files of the client build a page links. */
export interface ClientAssets {
  /** The hydration entry (module script), site-relative. */
  entry: string;
  /** Stylesheets, site-relative. */
  styles: string[];
  /** Fonts to preload (woff2), site-relative. */
  fonts: string[];
  /** The chunks a page may load at start (decision 062). */
  modules: ClientModules;
}

/** Everything the document needs around the body. */
export interface DocumentInput {
  /** `<html lang>`. */
  lang: Lang;
  /** Head tags (buildHeadTags). */
  head: HeadTags;
  /** `:root` custom properties (createThemeTokens). */
  themeTokens: Readonly<Record<string, string>>;
  /** light or dark, from the base colour (spec §1). */
  colorMode: 'light' | 'dark';
  /** The site's host, read by island roots. */
  host: string;
  /** The project's languages, read by island roots. */
  languages: readonly Lang[];
  /** JSON-LD objects. */
  jsonLd: readonly object[];
  /** Add `<meta name="robots" content="noindex">`. */
  noindex: boolean;
  /** Resource hints React emitted while rendering (`<link rel="preload" …>`), as HTML. */
  preloads: readonly string[];
  /** Client build files. */
  assets: ClientAssets;
  /** Chunks the runtime loads at start on this page (render/modulePreloads.ts), site-relative. */
  modulePreloads: PageModulePreloads;
  /** The browser runtime's config (decision 012), read before the entry runs. */
  runtime: RuntimeConfig;
  /** Site icon URL (the logo; the content has no favicon); none when null. */
  icon: string | null;
  /** The prerendered body content. */
  body: string;
}

/** Escapes text for an HTML attribute value or text node. */
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The theme tokens as one `:root` rule; `<` cannot end the style element early. */
function themeCss(tokens: Readonly<Record<string, string>>): string {
  const declarations = Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${declarations}}`.replace(/</g, '\\3c ');
}

/** Head tags (title, meta, link) as HTML, in buildHeadTags' order. */
function headTagsHtml(head: HeadTags): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`];
  for (const tag of head.meta) {
    const key =
      'name' in tag ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property)}"`;
    lines.push(`<meta ${key} content="${escapeHtml(tag.content)}">`);
  }
  for (const tag of head.links) {
    lines.push(
      tag.rel === 'canonical'
        ? `<link rel="canonical" href="${escapeHtml(tag.href)}">`
        : `<link rel="alternate" hreflang="${tag.hreflang}" href="${escapeHtml(tag.href)}">`,
    );
  }
  return lines.join('\n');
}

/** JSON for a `<script type="application/ld+json">`, `<` escaped. */
function jsonLdHtml(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function modulePreloadHtml(href: string): string {
  return `<link rel="modulepreload" href="${escapeHtml(href)}">`;
}

/** The complete page. */
export function renderDocument(input: DocumentInput): string {
  const {assets} = input;
  const head = [
    '<meta charset="utf-8">',
    // viewport-fit=cover: the bottom bar and the page pad themselves by the safe-area insets.
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    headTagsHtml(input.head),
    input.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta name="color-scheme" content="${input.colorMode}">`,
    input.icon ? `<link rel="icon" href="${escapeHtml(input.icon)}">` : '',
    `<style data-sf-theme>${themeCss(input.themeTokens)}</style>`,
    ...assets.fonts.map(
      (font) =>
        `<link rel="preload" href="${escapeHtml(font)}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...input.preloads,
    ...input.jsonLd.map(jsonLdHtml),
    runtimeConfigHtml(input.runtime),
    `<script type="module" src="${escapeHtml(assets.entry)}"></script>`,
    // After the entry, which the browser must fetch first (decision 062).
    ...input.modulePreloads.start.map(modulePreloadHtml),
    // Inert until the runtime moves them into the head after the first frame (`paintFirst`).
    input.modulePreloads.afterPaint.length > 0
      ? `<template ${AFTER_PAINT_PRELOADS_ATTRIBUTE}>${input.modulePreloads.afterPaint.map(modulePreloadHtml).join('')}</template>`
      : '',
  ].filter((line) => line !== '');
  const html = [
    `lang="${input.lang}"`,
    `data-color-mode="${input.colorMode}"`,
    `data-sf-host="${escapeHtml(input.host)}"`,
    `data-sf-languages="${input.languages.join(',')}"`,
  ].join(' ');
  return `<!doctype html>\n<html ${html}>\n<head>\n${head.join('\n')}\n</head>\n<body>${input.body}</body>\n</html>\n`;
}
