import {buildHeadTags, type HeadTagsInput, type MetaTag} from '@schaufenster/core';

/** Props of {@link HeadTags}: the page's head data (see core `HeadTagsInput`). */
export type HeadTagsProps = HeadTagsInput;

/**
 * A page's title, meta and link tags (spec §2 Head tags). Rendered anywhere in the tree: React 19
 * hoists `<title>`, `<meta>` and `<link>` into the document head, during prerender and on the
 * client alike, and removes them when the page unmounts, so navigation needs no head manager.
 */
export function HeadTags(props: HeadTagsProps) {
  const tags = buildHeadTags(props);
  return (
    <>
      <title>{tags.title}</title>
      {tags.meta.map((tag, index) => (
        <meta key={`${metaKey(tag)}-${index}`} {...metaAttributes(tag)} content={tag.content} />
      ))}
      {tags.links.map((tag) =>
        tag.rel === 'canonical' ? (
          <link key="canonical" rel="canonical" href={tag.href} />
        ) : (
          <link key={tag.hreflang} rel="alternate" hrefLang={tag.hreflang} href={tag.href} />
        ),
      )}
    </>
  );
}

function metaKey(tag: MetaTag): string {
  return 'name' in tag ? tag.name : tag.property;
}

// Open Graph uses `property`, everything else `name` (the core type keeps them apart).
function metaAttributes(tag: MetaTag): {name: string} | {property: string} {
  return 'name' in tag ? {name: tag.name} : {property: tag.property};
}
