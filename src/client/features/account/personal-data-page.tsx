import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { useUserInfo } from '#client/features/auth/api/user-info.ts';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { AccountDeletionForm } from './account-deletion-form.tsx';
import { downloadDataExport, useAnalyticsSwitch, usePrivacySettings } from './api/personal-data.ts';
import { EmailChangeForm } from './email-change-form.tsx';

export function meta() {
  return [{ title: `${pt.personalData.title} | ${pt.brand.name}` }];
}

const texts = pt.personalData;
const cardClass = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-8';

function DataExportSection() {
  const [downloading, setDownloading] = useState(false);
  async function download() {
    setDownloading(true);
    try {
      await downloadDataExport();
      notifySuccess(texts.export.done);
    } catch (error) {
      notifyError(serverMessageOf(error) ?? texts.export.failed);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <section className={cardClass} aria-labelledby="baixar-meus-dados">
      <h2 id="baixar-meus-dados" className="mb-3 font-display text-2xl text-rio-900">
        {texts.export.title}
      </h2>
      <p className="mb-5 text-stone-700">{texts.export.lead}</p>
      <button type="button" className={buttonStyles.solid} onClick={download} disabled={downloading}>
        {downloading ? texts.export.downloading : texts.export.action}
      </button>
    </section>
  );
}

/** Whether this browser sends Global Privacy Control (the server then stores nothing either). */
const browserSendsGpc = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

function AnalyticsSection({ analyticsOptOut }: { analyticsOptOut: boolean }) {
  const analyticsSwitch = useAnalyticsSwitch();
  const gpc = browserSendsGpc();
  async function change(allowed: boolean) {
    try {
      await analyticsSwitch.mutateAsync(!allowed);
      notifySuccess(allowed ? texts.analytics.on : texts.analytics.off);
    } catch (error) {
      notifyError(serverMessageOf(error) ?? texts.analytics.saveFailed);
    }
  }
  return (
    <section className={cardClass} aria-labelledby="estatisticas-de-uso">
      <h2 id="estatisticas-de-uso" className="mb-3 font-display text-2xl text-rio-900">
        {texts.analytics.title}
      </h2>
      <p className="mb-5 text-stone-700">{texts.analytics.lead}</p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-rio-950">
        <input
          type="checkbox"
          role="switch"
          aria-checked={!analyticsOptOut}
          className="size-6 accent-rio-700"
          checked={!analyticsOptOut}
          disabled={gpc || analyticsSwitch.isPending}
          onChange={(event) => change(event.currentTarget.checked)}
        />
        {texts.analytics.toggle}
      </label>
      {gpc && <p className="mt-3 text-sm text-stone-700">{texts.analytics.gpc}</p>}
    </section>
  );
}

function CorrectionSection({ hasPassword }: { hasPassword: boolean }) {
  const info = useUserInfo();
  return (
    <section className={cardClass} aria-labelledby="corrigir-meus-dados">
      <h2 id="corrigir-meus-dados" className="mb-3 font-display text-2xl text-rio-900">
        {texts.correction.title}
      </h2>
      <p className="mb-3 text-stone-700">{texts.correction.nameLead}</p>
      <Link to={paths.profile} className={`${buttonStyles.ghost} mb-6 -ml-3`}>
        {texts.correction.nameLink}
      </Link>
      {info.data && (
        <p className="mb-3 text-stone-700">
          {texts.correction.currentEmail}: <strong className="text-stone-900">{info.data.email}</strong>
        </p>
      )}
      <p className="mb-5 text-stone-700">{texts.correction.emailLead}</p>
      <EmailChangeForm hasPassword={hasPassword} />
    </section>
  );
}

/** What the link of the e-mail change answered (`?email=1` or `0`). */
function EmailChangeOutcome() {
  const [params] = useSearchParams();
  const outcome = params.get('email');
  if (outcome === '1') return <Alert tone="success">{texts.correction.changed}</Alert>;
  if (outcome === '0') return <Alert tone="error">{texts.correction.linkInvalid}</Alert>;
  return null;
}

/** /conta/dados: access, portability, correction, the analytics switch and deletion (LGPD art. 18). */
export default function PersonalDataPage() {
  const settings = usePrivacySettings();
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">{texts.title}</h1>
        <p className="text-stone-700">{texts.lead}</p>
      </div>
      <EmailChangeOutcome />
      <DataExportSection />
      <CorrectionSection hasPassword={settings.data?.has_password ?? true} />
      {settings.isPending ? (
        <div className={`${cardClass} h-48 animate-pulse`} role="status" aria-label={pt.generic.loading} />
      ) : settings.isError ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{pt.user.infoFailure}</span>
            <button type="button" className={buttonStyles.ghost} onClick={() => settings.refetch()}>
              {pt.generic.tryAgain}
            </button>
          </div>
        </Alert>
      ) : (
        <>
          <AnalyticsSection analyticsOptOut={settings.data.analytics_opt_out} />
          <section className={cardClass} aria-labelledby="excluir-minha-conta">
            <h2 id="excluir-minha-conta" className="mb-3 font-display text-2xl text-rio-900">
              {texts.deletion.title}
            </h2>
            <p className="mb-5 text-stone-700">{texts.deletion.lead}</p>
            <AccountDeletionForm hasPassword={settings.data.has_password} />
          </section>
        </>
      )}
    </div>
  );
}
