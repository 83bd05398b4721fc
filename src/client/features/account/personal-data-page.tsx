import { useState } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { serverMessageOf } from '#client/lib/failure-message.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { AccountDeletionForm } from './account-deletion-form.tsx';
import { downloadDataExport, useAnalyticsSwitch, usePrivacySettings } from './api/personal-data.ts';

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

/** /conta/dados: access, portability, the analytics switch and deletion (LGPD art. 18). */
export default function PersonalDataPage() {
  const settings = usePrivacySettings();
  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">{texts.title}</h1>
        <p className="text-stone-700">{texts.lead}</p>
      </div>
      <DataExportSection />
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
