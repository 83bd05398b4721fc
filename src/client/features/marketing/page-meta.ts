import type { MetaDescriptor } from 'react-router';

/** The title and description every public page declares in its route `meta` export. */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}
