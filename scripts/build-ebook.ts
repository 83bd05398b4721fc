/**
 * `node scripts/build-ebook.ts`: the ebook 'Navegante de Primeira Viagem' as an EPUB 3 file
 * (content/ebook/), made from the book page's texts and the voyages' chapters, at authoring time.
 * The file is what /enviar-ebook sends (docs/architecture/admin.md). Needs `zip` (Debian's package).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookTexts } from '../src/shared/messages/marketing/book.ts';
import { readVoyageContentFile } from '../src/shared/voyage-content-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'content/ebook/navegante-de-primeira-viagem.epub');
const book = { ...bookTexts, title: 'Navegante de Primeira Viagem' };
/** Each chapter's prose comes from the voyage that tells the same leg of the journey. */
const CHAPTER_VOYAGES = [
  'amanhecer-no-tapajos',
  'a-voz-da-pororoca',
  'noite-de-lua-no-anavilhanas',
  'encontro-das-aguas',
  'o-tempo-da-cheia',
] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function page(title: string, body: string) {
  return `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="pt-BR" xml:lang="pt-BR">
<head><meta charset="utf-8"/><title>${escapeXml(title)}</title><link rel="stylesheet" href="estilo.css"/></head>
<body>${body}</body>
</html>
`;
}

const chapters = book.chapters.map((chapter, index) => {
  const slug = CHAPTER_VOYAGES[index] ?? CHAPTER_VOYAGES[0];
  const voyage = readVoyageContentFile(slug);
  const file = `capitulo-${index + 1}.xhtml`;
  const body = `<section epub:type="chapter"><h1>${escapeXml(`${book.chapterLabel} ${index + 1}`)}<br/>${escapeXml(chapter.title)}</h1>
<p class="epigrafe">${escapeXml(chapter.text)}</p>
${voyage.paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join('\n')}
</section>`;
  return { file, title: chapter.title, xhtml: page(chapter.title, body) };
});

const work = mkdtempSync(path.join(tmpdir(), 'ebook-'));
try {
  mkdirSync(path.join(work, 'META-INF'));
  mkdirSync(path.join(work, 'OEBPS'));
  writeFileSync(path.join(work, 'mimetype'), 'application/epub+zip');
  writeFileSync(
    path.join(work, 'META-INF/container.xml'),
    `<?xml version="1.0" encoding="utf-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/livro.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`,
  );
  writeFileSync(
    path.join(work, 'OEBPS/estilo.css'),
    'body{font-family:serif;line-height:1.5;margin:1em}h1{text-align:center;margin:2em 0 1em}.epigrafe{font-style:italic;text-align:center;margin-bottom:2em}',
  );
  writeFileSync(
    path.join(work, 'OEBPS/rosto.xhtml'),
    page(
      book.title,
      `<section epub:type="titlepage"><h1>${escapeXml(book.title)}</h1><p class="epigrafe">${escapeXml(book.subtitle)}</p>
<p>${escapeXml(book.authorName)}</p><p>${escapeXml(book.publisherName)} · ISBN ${escapeXml(book.isbn)}</p>
<p>${escapeXml(book.lead)}</p></section>`,
    ),
  );
  writeFileSync(
    path.join(work, 'OEBPS/sumario.xhtml'),
    page(
      'Sumário',
      `<nav epub:type="toc" id="toc"><h1>Sumário</h1><ol>${chapters
        .map((chapter) => `<li><a href="${chapter.file}">${escapeXml(chapter.title)}</a></li>`)
        .join('')}</ol></nav>`,
    ),
  );
  for (const chapter of chapters) writeFileSync(path.join(work, 'OEBPS', chapter.file), chapter.xhtml);
  writeFileSync(
    path.join(work, 'OEBPS/livro.opf'),
    `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="isbn" xml:lang="pt-BR">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="isbn">urn:isbn:${book.isbn.replaceAll('-', '')}</dc:identifier>
    <dc:title>${escapeXml(book.title)}</dc:title>
    <dc:creator>${escapeXml(book.authorName)}</dc:creator>
    <dc:publisher>${escapeXml(book.publisherName)}</dc:publisher>
    <dc:language>pt-BR</dc:language>
    <meta property="dcterms:modified">2025-03-15T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="sumario" href="sumario.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="rosto" href="rosto.xhtml" media-type="application/xhtml+xml"/>
    <item id="estilo" href="estilo.css" media-type="text/css"/>
${chapters.map((chapter, index) => `    <item id="c${index + 1}" href="${chapter.file}" media-type="application/xhtml+xml"/>`).join('\n')}
  </manifest>
  <spine>
    <itemref idref="rosto"/>
    <itemref idref="sumario"/>
${chapters.map((_, index) => `    <itemref idref="c${index + 1}"/>`).join('\n')}
  </spine>
</package>
`,
  );
  mkdirSync(path.dirname(output), { recursive: true });
  rmSync(output, { force: true });
  // The mimetype comes first and uncompressed, as EPUB readers expect.
  execFileSync('zip', ['-X0q', output, 'mimetype'], { cwd: work });
  execFileSync('zip', ['-Xr9Dq', output, 'META-INF', 'OEBPS'], { cwd: work });
  console.log(`${path.relative(root, output)}: ${readFileSync(output).length} bytes`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
