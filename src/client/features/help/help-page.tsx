/**
 * '/admin/help' (SPEC §2.8 'Central de Ajuda', docs/architecture/admin.md): the questions travellers ask,
 * searchable ignoring case and accents, and a way to the team when nothing fits. Open to guests too.
 */
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { normalizeSearchText } from '#shared/catalogue/search-text.ts';
import { helpUi } from '#shared/messages/pt-help.ts';
import { paths } from '#shared/paths.ts';

export function meta() {
  return [{ title: helpUi.metaTitle }, { name: 'description', content: helpUi.metaDescription }];
}

export default function HelpPage() {
  const { status } = useAuth();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const normalized = normalizeSearchText(query);
  const words = normalized.split(/\s+/).filter(Boolean);
  const topics = useMemo(() => {
    const terms = normalized.split(/\s+/).filter(Boolean);
    return helpUi.topics
      .map((topic) => ({
        title: topic.title,
        questions: topic.questions.filter((item) => {
          const text = normalizeSearchText(`${topic.title} ${item.question} ${item.answer}`);
          return terms.every((word) => text.includes(word));
        }),
      }))
      .filter((topic) => topic.questions.length > 0);
  }, [normalized]);
  const count = topics.reduce((sum, topic) => sum + topic.questions.length, 0);

  return (
    <div
      className={`mx-auto w-full max-w-3xl ${
        // The public layout's header is fixed over the page; the signed-in one is not.
        status === 'AUTHENTICATED' ? '' : 'px-4 pt-28 pb-16 sm:px-6 lg:pt-32'
      }`}
    >
      <p className="text-sm font-semibold tracking-[0.2em] text-terra-700 uppercase">{helpUi.eyebrow}</p>
      <h1 className="mt-2 font-display text-3xl text-rio-900 sm:text-4xl">{helpUi.title}</h1>
      <p className="mt-2 text-stone-700">{helpUi.lead}</p>

      <search className="mt-6 block">
        <label htmlFor={searchId} className="sr-only">
          {helpUi.search}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={helpUi.search}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          className={inputClass}
        />
      </search>
      <p role="status" className={words.length ? 'mt-2 text-sm text-stone-700' : 'sr-only'}>
        {words.length ? (count ? helpUi.results(count) : helpUi.empty) : ''}
      </p>

      <div className="mt-6 grid gap-8">
        {topics.map((topic) => (
          <section key={topic.title} aria-label={topic.title}>
            <h2 className="font-display text-2xl text-rio-900">{topic.title}</h2>
            <div className="mt-3 grid gap-2">
              {topic.questions.map((item) => (
                <details
                  key={item.question}
                  className="group rounded-2xl bg-white shadow-sm ring-1 ring-rio-900/5"
                  open={words.length > 0}
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-4 font-semibold text-rio-900 [&::-webkit-details-marker]:hidden">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-terra-700 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="px-4 pb-4 leading-relaxed text-stone-700">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>

      <aside className="mt-10 rounded-2xl bg-rio-900 p-6 text-white">
        <h2 className="font-display text-2xl">{helpUi.stillNeedHelp}</h2>
        <Link to={paths.adminContact} className={`${buttonStyles.primary} mt-4`}>
          {helpUi.contact}
        </Link>
      </aside>
    </div>
  );
}
