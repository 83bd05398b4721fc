import Quote from 'lucide-react/icons/quote';
import { useLoaderData } from 'react-router';
import { staticPageHandle } from '#client/app/page-handle.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { bookPurchaseLink } from '#client/features/catalogue/catalogue-content.server.ts';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { bookTexts } from '#shared/messages/marketing/book.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { PageIntro } from './page-intro.tsx';

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  const { title, description } = bookTexts.meta;
  return [{ title }, { name: 'description', content: description }];
}

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });

/** Runs while prerendering only: the book's purchase link, from the catalogue (docs/architecture/catalogue.md). */
export async function loader() {
  return bookPurchaseLink();
}

export function shouldRevalidate() {
  return false;
}

/** 'ADQUIRIR O LIVRO' opens the printed book's store page in a new tab (docs/architecture/catalogue.md). */
function BuyBookButton({ className = '' }: { className?: string }) {
  const { href, opensInNewTab } = useLoaderData<typeof loader>();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="buy-book-button"
      className={`${buttonStyles.primary} text-lg ${className}`}
    >
      {bookTexts.buy}
      <span className="sr-only"> {opensInNewTab}</span>
    </a>
  );
}

/** SPEC §2.1, '/livro': the book Navegante de Primeira Viagem (Rota Amazônia 1.0). */
export default function BookPage() {
  const texts = bookTexts;
  const details = [
    { label: texts.details.author, value: texts.authorName },
    { label: texts.details.publisher, value: texts.publisherName },
    {
      label: texts.details.publishedAt,
      value: <time dateTime={texts.publishedAtIso}>{longDate.format(new Date(texts.publishedAtIso))}</time>,
    },
    { label: texts.details.pages, value: texts.pageCount },
    { label: texts.details.isbn, value: texts.isbn },
    { label: texts.details.language, value: texts.languageName },
  ];

  return (
    <>
      <PageIntro
        eyebrow={texts.eyebrow}
        title={pt.brand.book}
        subtitle={texts.subtitle}
        lead={texts.lead}
        actions={<BuyBookButton />}
        aside={
          <img
            src="/images/capa-navegante-de-primeira-viagem.svg"
            width={240}
            height={336}
            alt={texts.coverAlt}
            fetchPriority="high"
            className="mx-auto h-auto w-56 rounded-lg shadow-2xl shadow-rio-950/40 sm:w-64 lg:w-72"
          />
        }
      />

      <div
        className={`${sectionStyles.container} grid gap-10 pb-16 lg:grid-cols-[1fr_1.6fr] lg:gap-16 lg:pb-24`}
      >
        <section
          aria-labelledby="ficha-titulo"
          className="self-start rounded-3xl bg-white p-7 shadow-md shadow-rio-950/10"
        >
          <h2 id="ficha-titulo" className="font-display text-2xl text-rio-900">
            {texts.detailsTitle}
          </h2>
          <dl className="mt-5 divide-y divide-rio-100">
            {details.map((detail) => (
              <div key={detail.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                <dt className="font-medium text-stone-600">{detail.label}</dt>
                <dd className="ml-auto text-right font-semibold text-rio-900">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="capitulos-titulo">
          <h2 id="capitulos-titulo" className={sectionStyles.title}>
            {texts.chaptersTitle}
          </h2>
          <ol className="mt-6 space-y-4">
            {texts.chapters.map((chapter, index) => (
              <li key={chapter.title} className="flex gap-5 rounded-2xl border border-rio-100 bg-papel p-5">
                <span className="font-display text-3xl leading-none text-terra-700">
                  <span className="sr-only">{texts.chapterLabel} </span>
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-rio-900">{chapter.title}</h3>
                  <p className="mt-1 leading-relaxed text-stone-700">{chapter.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="depoimentos-titulo" className="bg-rio-950 py-16 text-white lg:py-24">
        <div className={sectionStyles.container}>
          <h2 id="depoimentos-titulo" className="font-display text-3xl sm:text-4xl">
            {texts.testimonialsTitle}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {texts.testimonials.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="flex h-full flex-col rounded-3xl bg-rio-900 p-7">
                  <Quote aria-hidden="true" className="size-8 text-terra-300" />
                  <blockquote className="mt-4 flex-1 font-display text-lg leading-relaxed">
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className="mt-6">
                    <span className="block font-semibold text-terra-200">{testimonial.name}</span>
                    <span className="text-sm text-rio-100">{testimonial.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="adquirir-titulo" className="py-16 text-center lg:py-24">
        <div className={sectionStyles.container}>
          <div className="mx-auto max-w-2xl">
            <h2 id="adquirir-titulo" className={sectionStyles.title}>
              {texts.closingTitle}
            </h2>
            <p className={`${sectionStyles.lead} mt-4`}>{texts.closingText}</p>
            <BuyBookButton className="mt-8" />
          </div>
        </div>
      </section>
    </>
  );
}
